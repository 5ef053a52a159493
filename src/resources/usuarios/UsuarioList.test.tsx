import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usuarios } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './UsuarioList.stories';

const { Lista, SinDatos } = composeStories(stories);

function listRequests() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/usuario/buscarPorNombre') seen.push(url.searchParams);
  });
  return seen;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Usuarios list', () => {
  it('shows Nombre, Apellido, Correo and Usuario of the first ten users', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(usuarios[0].correo)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Apellido',
      'Correo',
      'Usuario',
    ]);
    expect(bodyRows()).toHaveLength(10);
    const second = within(bodyRows()[1]);
    for (const text of [usuarios[1].nombres, usuarios[1].apellidos, usuarios[1].correo, usuarios[1].username]) {
      expect(second.getByText(text)).toBeInTheDocument();
    }
  });

  it('searches with toSearch from the Buscar box', async () => {
    const seen = listRequests();
    const { user } = await renderStory(Lista);
    await screen.findByText(usuarios[0].correo);
    await user.type(screen.getByLabelText('Buscar'), 'fimbres');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByText('lfimbres')).toBeInTheDocument();
    expect(seen.at(-1)?.get('toSearch')).toBe('fimbres');
  });

  it('opens a row at /configura/usuarios/{id}/editar and creates at /configura/usuarios/nuevo', async () => {
    const { user } = await renderStory(Lista);
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/configura/usuarios/nuevo');
    await user.click(await screen.findByText(usuarios[3].correo));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/usuarios/4/editar'));
  });

  it("says 'No hay datos..' when no user matches", async () => {
    await renderStory(SinDatos);
    expect(await screen.findByText('No hay datos..')).toBeInTheDocument();
  });
});
