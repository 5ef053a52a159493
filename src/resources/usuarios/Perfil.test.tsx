import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usuarios } from '../../../mocks/fixtures';
import { MOCK_PASSWORD } from '../../../mocks/api/callers';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './UsuarioEdit.stories';

const { MiPerfil, MiPerfilPorEnlace } = composeStories(stories);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

function requests() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    seen.push({ method: request.method, path, body });
  });
  return seen;
}

describe('Mi perfil (a user without ROLE_ADMIN)', () => {
  it('shows only nombres, apellidos and correo, and none of the admin tools', async () => {
    const seen = requests();
    await renderStory(MiPerfil);
    await waitFor(() => expect(input('nombres')).toHaveValue(usuarios[1].nombres));
    expect(input('apellidos')).toHaveValue(usuarios[1].apellidos);
    expect(input('correo')).toHaveValue(usuarios[1].correo);
    for (const name of ['role', 'username', 'activo', 'sucursalId', 'password']) {
      expect(document.querySelectorAll('form')[0].querySelector(`[name="${name}"]`)).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Generar Permisos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Historial' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.path === '/api/usuario/roles')).toBe(false);
  });

  it('saves the personal data with PUT /api/usuario/{ownId}', async () => {
    const seen = requests();
    const { user } = await renderStory(MiPerfil);
    await waitFor(() => expect(input('correo')).toHaveValue(usuarios[1].correo));
    await user.clear(input('correo'));
    await user.type(input('correo'), 'maria.lopez@obrasdelnorte.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`Se guardo el registro: ${usuarios[1].username}`)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/usuario/2',
        body: {
          nombres: usuarios[1].nombres,
          apellidos: usuarios[1].apellidos,
          correo: 'maria.lopez@obrasdelnorte.mx',
          actualizado: usuarios[1].actualizado,
        },
      },
    ]);
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
  });

  it('opened by its URL, confirms and goes home instead of leaving the app', async () => {
    const { user } = await renderStory(MiPerfilPorEnlace);
    await waitFor(() => expect(input('correo')).toHaveValue(usuarios[1].correo));
    await user.clear(input('correo'));
    await user.type(input('correo'), 'maria.lopez@obrasdelnorte.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`Se guardo el registro: ${usuarios[1].username}`)).toBeInTheDocument();
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
  });

  it('keeps the user on the form while a required field is empty', async () => {
    const { user } = await renderStory(MiPerfil);
    await waitFor(() => expect(input('nombres')).toHaveValue(usuarios[1].nombres));
    await user.clear(input('nombres'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo Obligatorio')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/configura/usuarios/2/editar');
  });

  it('changes the password only with the current one', async () => {
    const seen = requests();
    const { user } = await renderStory(MiPerfil);
    await screen.findByRole('heading', { name: 'Cambiar contraseña' });
    await user.type(input('password'), 'nueva-clave-1');
    await user.type(input('confirmacion'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Campo Obligatorio')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/usuario/password')).toEqual([]);

    await user.type(input('passwordActual'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findAllByText('La contrasena actual no es correcta')).not.toHaveLength(0);

    await user.clear(input('passwordActual'));
    await user.type(input('passwordActual'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Se actualizo la contraseña')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/usuario/password').map((r) => r.body)).toEqual([
      { idUsuario: 2, password: 'nueva-clave-1', passwordActual: 'equivocada' },
      { idUsuario: 2, password: 'nueva-clave-1', passwordActual: MOCK_PASSWORD },
    ]);
    await waitFor(() => expect(input('passwordActual')).toHaveValue(''));
  });
});
