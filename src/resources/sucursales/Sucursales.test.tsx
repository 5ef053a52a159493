import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sucursales } from '../../../mocks/fixtures/sucursales';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Sucursales.stories';

const { Lista, Alta, Edicion } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

function traffic() {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/sucursal')) return;
    seen.push({
      method: request.method,
      url,
      body: request.method === 'GET' ? undefined : await request.clone().json(),
    });
  });
  return seen;
}

describe('Sucursales', () => {
  it('lists Nombre, Direccion and Telefono, searching paginaPorNombre with search', async () => {
    const seen = traffic();
    const { user } = await renderStory(Lista);
    expect(await screen.findByText(sucursales[0].nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Direccion', 'Telefono']);
    expect(screen.getByText(sucursales[2].direccion)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar'), 'guay');
    await waitFor(() => expect(screen.queryByText('Matriz')).not.toBeInTheDocument(), { timeout: 3000 });
    const last = seen.filter((r) => r.url.pathname === '/api/sucursal/paginaPorNombre').at(-1);
    expect(last?.url.searchParams.get('search')).toBe('guay');
    expect(screen.getByText('Guaymas')).toBeInTheDocument();
  });

  it('requires a nombre and POSTs the new sucursal', async () => {
    const seen = traffic();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo Obligatorio')).toBeInTheDocument();
    await user.type(named('nombre')!, 'Navojoa');
    await user.type(named('direccion')!, 'Calle No Reeleccion 300, Centro, Navojoa, Son.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/sucursales'));
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { nombre: 'Navojoa', direccion: 'Calle No Reeleccion 300, Centro, Navojoa, Son.' },
    ]);
  });

  it('edits a sucursal with a PUT carrying its id', async () => {
    const seen = traffic();
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(named('nombre')).toHaveValue('Matriz'));
    await user.clear(named('telefono')!);
    await user.type(named('telefono')!, '662 210 0001');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/sucursales'));
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { ...sucursales[0], telefono: '662 210 0001' },
    ]);
  });

  it('labels the order limits by role in Spanish only, and says an empty one is no limit', async () => {
    await renderStory(Edicion);
    await waitFor(() => expect(named('nombre')).toHaveValue('Matriz'));
    for (const label of ['Usuario', 'Asistente', 'Administrador']) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAccessibleDescription('Vacio: sin limite');
    }
    expect(screen.queryByText(/\((User|Assistant|Admin)\)/)).toBeNull();
  });
});
