import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './MenuEdit.stories';

const { Edicion } = composeStories(stories);

const item = menuItems.find((i) => i.link === '/configura/usuarios')!;

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

function requests(method: string) {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname === '/api/menu-item') {
      seen.push({ url, body: method === 'PUT' ? await request.clone().json() : undefined });
    }
  });
  return seen;
}

describe('Menu item edit', () => {
  it('loads the item with its parent and icon', async () => {
    await renderStory(Edicion);
    await waitFor(() => expect(input('nombre')).toHaveValue('Usuarios'));
    expect(screen.getByRole('combobox', { name: 'Padre' })).toHaveValue('Configuracion');
    expect(input('link')).toHaveValue('/configura/usuarios');
    expect(input('icono')).toHaveValue('ManageAccounts');
    expect(
      screen.getByRole('combobox', { name: /Icono/ }).querySelector('[data-icono="ManageAccounts"] svg'),
    ).not.toBeNull();
  });

  it('PUTs a top-level item when the parent is cleared', async () => {
    const seen = requests('PUT');
    const { user } = await renderStory(Edicion);
    const padre = await screen.findByRole('combobox', { name: 'Padre' });
    await waitFor(() => expect(padre).toHaveValue('Configuracion'));
    await user.click(padre);
    await user.click(screen.getByRole('button', { name: 'Quitar padre' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual({
      id: item.id,
      seccion: 'principal',
      nombre: 'Usuarios',
      link: '/configura/usuarios',
      icono: 'ManageAccounts',
      actualizado: item.actualizado,
    });
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/menu'));
  });

  it('deletes the item after confirmation with DELETE /api/menu-item?id=', async () => {
    const seen = requests('DELETE');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('nombre')).toHaveValue('Usuarios'));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Se eliminara "Usuarios"');
    await user.click(within(dialog).getByRole('button', { name: /confirmar/i }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/menu'));
    expect(seen.map((r) => r.url.searchParams.get('id'))).toEqual([String(item.id)]);
    expect(await screen.findByText('Se elimino el registro: Usuarios')).toBeInTheDocument();
  });

  it('opens the Historial of the item (menu_item)', async () => {
    const tables: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bitacora')
        tables.push(`${url.searchParams.get('tabla')}:${url.searchParams.get('registroId')}`);
    });
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Historial' }));
    const drawer = await screen.findByRole('dialog', { name: 'Historial' });
    expect(await within(drawer).findByText('No hay datos..')).toBeInTheDocument();
    expect(tables).toEqual([`menu_item:${item.id}`]);
  });
});
