import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../providers/session';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './ObrasShell.stories';

const { Lista, Resumen } = composeStories(stories);

const menu = () => screen.findByRole('menu');

describe('Obras in the shell', () => {
  it('titles the list Obras, and opening an obra shows the obras menu', async () => {
    const { user } = await renderStory(Lista);
    expect(await within(await screen.findByRole('banner')).findByText('Obras')).toBeInTheDocument();
    const row = (await screen.findByText('Nave Industrial Guaymas')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/2/resumen'));
    expect(await within(await menu()).findByRole('menuitem', { name: 'Compras' })).toHaveAttribute('href', '/compra');
    expect(within(await menu()).getByRole('menuitem', { name: 'Resumen' })).toHaveAttribute('href', '/obras/resumen');
    expect(within(await menu()).queryByRole('menuitem', { name: 'Clientes' })).not.toBeInTheDocument();
    expect(screen.getByText('Obra: Nave Industrial Guaymas')).toBeInTheDocument();
    expect(session.obra()).toEqual({ id: 2, nombre: 'Nave Industrial Guaymas' });
  });

  it("leads /resumen to the active obra's summary", async () => {
    await renderStory(Resumen);
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/2/resumen'));
    expect(await screen.findByRole('heading', { name: 'Nave Industrial Guaymas', level: 1 })).toBeInTheDocument();
  });

  it('leaves the obra with Inicio from its summary', async () => {
    const { user } = await renderStory(Resumen);
    await screen.findByRole('heading', { name: 'Nave Industrial Guaymas', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
    expect(await screen.findByText('Sin obra seleccionada')).toBeInTheDocument();
    expect(session.obra()).toBeNull();
  });
});
