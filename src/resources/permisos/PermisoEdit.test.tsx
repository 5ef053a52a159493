import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permisosDe } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './PermisoEdit.stories';

const { Edicion } = composeStories(stories);

const clientes = permisosDe(2).find((p) => p.menuItem.nombre === 'Clientes')!;

describe('Permiso edit', () => {
  it('shows whose permiso it is and for which menu item', async () => {
    await renderStory(Edicion);
    expect(await screen.findByText('Maria Lopez Duarte (mlopez)')).toBeInTheDocument();
    expect(screen.getByText('Clientes')).toBeInTheDocument();
    expect(screen.getByText('principal')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Autorizado' })).toBeChecked();
  });

  it('PUTs the flag, confirms and goes back to the user’s permisos', async () => {
    const puts: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/usuario/permiso')
        puts.push(await request.clone().json());
    });
    const { user } = await renderStory(Edicion);
    const autorizado = await screen.findByRole('switch', { name: 'Autorizado' });
    await waitFor(() => expect(autorizado).toBeChecked());
    await user.click(autorizado);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().search).toBe('?usuarioId=2'));
    expect(puts).toEqual([{ ...clientes, autorizado: false }]);
    expect(await screen.findByText('Se guardo el permiso: Clientes (sin autorizar)')).toBeInTheDocument();
  });
});
