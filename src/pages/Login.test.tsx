import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usuario, MOCK_TOKEN } from '../../mocks/fixtures';
import { session } from '../providers/session';
import { renderStory } from '../test/renderStory';
import { storyRouter } from '../test/storyRouter';
import * as stories from './Login.stories';

const { Ingreso, CredencialesIncorrectas } = composeStories(stories);

describe('Login page', () => {
  it('shows Ingreso with Usuario and Contraseña limited to 20 characters', async () => {
    await renderStory(Ingreso);
    expect(await screen.findByRole('heading', { name: 'Ingreso' })).toBeInTheDocument();
    const username = screen.getByLabelText('Usuario');
    const password = screen.getByLabelText('Contraseña');
    expect(username).toHaveAttribute('name', 'username');
    expect(username).toHaveAttribute('maxlength', '20');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('signs in with Enter in the password field and keeps the session user with its token', async () => {
    const { user } = await renderStory(Ingreso);
    await user.type(await screen.findByLabelText('Usuario'), 'maria');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta{Enter}');
    await waitFor(() => expect(session.user()).toEqual({ ...usuario, token: MOCK_TOKEN }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
  });

  it('only logs a failed login: no message on screen, no session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderStory(CredencialesIncorrectas);
    await user.type(await screen.findByLabelText('Usuario'), 'maria');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/incorrectos/)).not.toBeInTheDocument();
    expect(session.user()).toBeNull();
    expect(storyRouter.location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});
