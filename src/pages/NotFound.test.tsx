import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/renderStory';
import { storyRouter } from '../test/storyRouter';
import * as stories from './NotFound.stories';

const { RutaDesconocida } = composeStories(stories);

describe('Not found page', () => {
  it('names the unknown path inside the shell and goes back with Regresar', async () => {
    const { user } = await renderStory(RutaDesconocida);
    expect(await screen.findByRole('heading', { name: 'Error 404 - Pagina No Encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La ruta /ruta/que-no-existe no existe.')).toBeInTheDocument();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Avance de Obra en Semanas' })).toBeInTheDocument();
  });
});
