import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usuario } from '../../mocks/fixtures/session';
import { server } from '../../mocks/server';
import { session } from '../providers/session';
import { renderStory } from '../test/renderStory';
import { storyRouter } from '../test/storyRouter';
import { stubScreenWidth } from '../test/viewport';
import * as stories from './Shell.stories';

const { SinObra, ConObra, SinConexion } = composeStories(stories);

const menu = () => screen.findByRole('menu');

/** Names of the obra searches sent to the server. */
function obraSearches() {
  const names: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/obra/byName') names.push(url.searchParams.get('name'));
  });
  return names;
}

describe('Shell', () => {
  it('shows the principal menu without an obra, the obras menu once one is chosen', async () => {
    const searches = obraSearches();
    const { user } = await renderStory(SinObra);
    expect(await within(await menu()).findByRole('menuitem', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/clientes',
    );
    expect(within(await menu()).queryByRole('menuitem', { name: 'Compras' })).not.toBeInTheDocument();
    expect(screen.getByText('Sin obra seleccionada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Seleccionar Obra...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleccionar Obra...' });
    expect(within(dialog).getAllByText('Escriba el nombre de la obra a buscar').length).toBeGreaterThan(0);
    await user.type(within(dialog).getByRole('combobox'), 'Nave');
    // On a loaded machine a partial text ('Nav') may be searched first: choose from the last search.
    await waitFor(() => expect(searches.at(-1)).toBe('Nave'));
    await user.click(await screen.findByRole('option', { name: /Nave Industrial Guaymas/ }));

    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/2/resumen'));
    expect(session.obra()).toEqual({ id: 2, nombre: 'Nave Industrial Guaymas' });
    // Debounced: never an empty search, and the last one is the whole text typed.
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((name) => !!name && 'Nave'.startsWith(name))).toBe(true);
    expect(searches.at(-1)).toBe('Nave');
    expect(await within(await menu()).findByRole('menuitem', { name: 'Compras' })).toHaveAttribute('href', '/compra');
    expect(within(await menu()).queryByRole('menuitem', { name: 'Clientes' })).not.toBeInTheDocument();
    expect(screen.getByText('Obra: Nave Industrial Guaymas')).toBeInTheDocument();
  });

  it('gives each screen one level-one heading, its title: the top bar slot on a list, the page heading on the summary', async () => {
    const { user } = await renderStory(SinObra);
    await user.click(await within(await menu()).findByRole('menuitem', { name: 'Clientes' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Clientes']),
    );

    await user.click(screen.getByRole('button', { name: 'Seleccionar Obra...' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'Nave');
    await user.click(await screen.findByRole('option', { name: /Nave Industrial Guaymas/ }));
    await screen.findByRole('heading', { level: 1, name: 'Nave Industrial Guaymas' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('answers an obra search without matches with No se encontraron resultados', async () => {
    const { user } = await renderStory(SinObra);
    await user.click(await screen.findByRole('button', { name: 'Seleccionar Obra...' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('leaves closed obras out of the obra picker', async () => {
    const { user } = await renderStory(SinObra);
    await user.click(await screen.findByRole('button', { name: 'Seleccionar Obra...' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'Pavimentacion');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('expands a nested menu group', async () => {
    const { user } = await renderStory(SinObra);
    const group = await within(await menu()).findByRole('menuitem', { name: 'Configuracion' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Usuarios' })).not.toBeInTheDocument();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Usuarios' })).toHaveAttribute('href', '/configura/usuarios');
  });

  it('leaves the obra with Inicio and goes home', async () => {
    const { user } = await renderStory(ConObra);
    expect(await screen.findByText('Obra: Nave Industrial Guaymas')).toBeInTheDocument();
    await within(await menu()).findByRole('menuitem', { name: 'Compras' });
    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(session.obra()).toBeNull();
    expect(storyRouter.location().pathname).toBe('/');
    expect(await within(await menu()).findByRole('menuitem', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getByText('Sin obra seleccionada')).toBeInTheDocument();
  });

  it('leaves the obra from the dialog with Salir de Obra', async () => {
    const { user } = await renderStory(ConObra);
    await user.click(await screen.findByRole('button', { name: 'Seleccionar Obra...' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir de Obra' }));
    expect(session.obra()).toBeNull();
    expect(await screen.findByText('Sin obra seleccionada')).toBeInTheDocument();
  });

  it('names the user menu after the user it shows on a wide screen (WCAG 2.5.3)', async () => {
    // A wide screen: MUI's media queries read matchMedia, which jsdom lacks.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      await renderStory(SinObra);
      const button = await screen.findByRole('button', { name: new RegExp(usuario.nombre) });
      expect(button).toHaveTextContent(usuario.nombre);
      expect(button).toHaveAccessibleName(`${usuario.nombre}, Perfil`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('links the profile entry of the user menu to the user’s own editor, and logs out', async () => {
    const { user } = await renderStory(SinObra);
    await user.click(await screen.findByRole('button', { name: 'Perfil' }));
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toHaveAttribute(
      'href',
      '/configura/usuarios/2/editar',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/login'));
    expect(session.user()).toBeNull();
  });

  it("shows the active obra's name in a phone's top bar", async () => {
    stubScreenWidth(390);
    try {
      await renderStory(ConObra);
      const bar = await screen.findByRole('banner');
      expect(await within(bar).findByText('Nave Industrial Guaymas')).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the server cannot be reached', async () => {
    await renderStory(SinConexion);
    expect(await screen.findByText(/^No hay conexion con el servidor: /)).toBeInTheDocument();
  });
});
