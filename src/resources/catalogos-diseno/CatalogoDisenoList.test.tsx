import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './CatalogoDisenoList.stories';
import { DISENO_SOLO_SUPERUSUARIO } from './SoloSuperusuario';

const { Lista, ListaAdministrador } = composeStories(stories);

// The designer is a big form (a row of inputs per field) drawn twice with its preview: slow on a busy machine.
describe('Catalog designer list', { timeout: 60_000 }, () => {
  it('lists each catalog with its label, fields and records, and opens its designer', async () => {
    const { user } = await renderStory(Lista);
    const fila = (await screen.findByRole('link', { name: 'maquinaria' })).closest('tr')!;
    expect([...fila.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'maquinaria',
      'Maquinaria y Equipo',
      '11',
      '5',
    ]);
    expect(
      within(screen.getByRole('link', { name: 'herramientas' }).closest('tr')!).getByText('0'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'maquinaria' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/catalogos/maquinaria'));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it("opens a new catalog from 'Nuevo catalogo'", async () => {
    const { user } = await renderStory(Lista);
    await user.click(await screen.findByRole('link', { name: 'Nuevo catalogo' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/catalogos/nuevo'));
  });

  it("shows an admin of a sucursal that only the superuser designs, without 'Nuevo catalogo' or 'Guardar'", async () => {
    const { user } = await renderStory(ListaAdministrador);
    expect(await screen.findByText(DISENO_SOLO_SUPERUSUARIO)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo catalogo' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'maquinaria' }));
    expect(await screen.findByText(/"title": "Maquinaria y Equipo"/)).toBeInTheDocument();
    expect(screen.getByText(DISENO_SOLO_SUPERUSUARIO)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
