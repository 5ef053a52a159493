import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { permisosDe } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './PermisoList.stories';

const { SinUsuario, DeUnUsuario, ErrorAlCargar, ErrorAlActualizar } = composeStories(stories);

function traffic() {
  const pages: URLSearchParams[] = [];
  const puts: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/usuario/permisos-page') pages.push(url.searchParams);
    if (request.method === 'PUT' && url.pathname === '/api/usuario/permiso') puts.push(await request.clone().json());
  });
  return { pages, puts };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const maria = permisosDe(2);

describe('Permisos list', () => {
  it('asks for a user first, then lists the permisos of the one chosen', async () => {
    const { pages } = traffic();
    const { user } = await renderStory(SinUsuario);
    expect(await screen.findByText('Seleccione un usuario para ver y cambiar sus permisos.')).toBeInTheDocument();
    expect(pages).toEqual([]);
    await user.type(screen.getByRole('combobox', { name: 'Usuario' }), 'fimbres');
    await user.click(await screen.findByRole('option', { name: /Lucia Fimbres Arvizu/ }));
    await waitFor(() => expect(storyRouter.location().search).toBe('?usuarioId=9'));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(pages.at(-1)?.get('usuarioId')).toBe('9');
  });

  it("shows the user's permisos as Seccion, Padre, Nombre and Autorizado, ten per page", async () => {
    const { pages } = traffic();
    const { user } = await renderStory(DeUnUsuario);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Usuario' })).toHaveValue('Maria Lopez Duarte (mlopez)'),
    );
    expect(await screen.findByText(maria[0].menuItem.nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Seccion',
      'Padre',
      'Nombre',
      'Autorizado',
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]).getByText(maria[0].menuItem.seccion)).toBeInTheDocument();
    expect(Object.fromEntries(pages[0])).toEqual({ usuarioId: '2', page: '0', pageSize: '10' });
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await waitFor(() => expect(pages.at(-1)?.get('page')).toBe('1'));
    // The second page starts at the eleventh entry (its Nombre; a parent's name is also its children's Padre).
    await waitFor(() =>
      expect(within(bodyRows()[0]).getAllByRole('cell')[2]).toHaveTextContent(maria[10].menuItem.nombre),
    );
  });

  it('shows Configuracion items unauthorized for a regular user', async () => {
    const { user } = await renderStory(DeUnUsuario);
    await screen.findByText(maria[0].menuItem.nombre);
    await user.click(screen.getByRole('combobox', { name: /filas por página|rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await user.click(await screen.findByRole('button', { name: /siguiente|next/i }));
    expect(await screen.findByRole('switch', { name: 'Autorizado: Permisos' })).not.toBeChecked();
    // Each entry names its parent in the menu.
    const fila = screen.getByRole('switch', { name: 'Autorizado: Permisos' }).closest('tr')!;
    expect(within(fila).getByText('Configuracion')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Autorizado: Videos' })).toBeChecked();
  });

  it('switches one permiso with PUT /api/usuario/permiso and says so', async () => {
    const { puts } = traffic();
    const { user } = await renderStory(DeUnUsuario);
    const resumen = await screen.findByRole('switch', { name: `Autorizado: ${maria[0].menuItem.nombre}` });
    expect(resumen).toBeChecked();
    await user.click(resumen);
    await waitFor(() => expect(resumen).not.toBeChecked());
    expect(puts).toEqual([{ ...maria[0], autorizado: false }]);
    expect(
      await screen.findByText(`Se guardo el permiso: ${maria[0].menuItem.nombre} (sin autorizar)`),
    ).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/configura/permisos');
  });

  it("says 'Error al intentar actualizar el Permiso..' and keeps the flag when the switch fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderStory(ErrorAlActualizar);
    const resumen = await screen.findByRole('switch', { name: `Autorizado: ${maria[0].menuItem.nombre}` });
    await user.click(resumen);
    expect(await screen.findByText('Error al intentar actualizar el Permiso..')).toBeInTheDocument();
    expect(resumen).toBeChecked();
    expect(logged).toHaveBeenCalled();
  });

  it("says 'Error al cargar los permisos de usuario..' when they cannot be read", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderStory(ErrorAlCargar);
    expect(await screen.findByText('Error al cargar los permisos de usuario..')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('opens a permiso at /configura/permisos/{id}/editar', async () => {
    const { user } = await renderStory(DeUnUsuario);
    await user.click(await screen.findByText(maria[1].menuItem.nombre));
    await waitFor(() => expect(storyRouter.location().pathname).toBe(`/configura/permisos/${maria[1].id}/editar`));
  });
});
