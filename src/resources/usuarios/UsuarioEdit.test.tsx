import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usuarios } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './UsuarioEdit.stories';

const { Edicion, Inactivo, NoEncontrado, ErrorAlGuardar } = composeStories(stories);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

/** Bodies of the requests to one method and path. */
function bodiesOf(method: string, path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      bodies.push(method === 'POST' && path.startsWith('/api/usuario/permiso/') ? null : await request.clone().json());
    }
  });
  return bodies;
}

describe('Usuarios edit (admin)', () => {
  it('loads the user into its inputs, role shown by name', async () => {
    await renderStory(Edicion);
    await waitFor(() => expect(input('nombres')).toHaveValue(usuarios[1].nombres));
    expect(input('apellidos')).toHaveValue(usuarios[1].apellidos);
    expect(input('correo')).toHaveValue(usuarios[1].correo);
    expect(input('username')).toHaveValue(usuarios[1].username);
    expect(input('activo')).toBeChecked();
    expect(await screen.findByRole('combobox', { name: /Rol/ })).toHaveTextContent('Usuario');
    expect(document.querySelectorAll('form')[0].querySelector('[name="password"]')).toBeNull();
  });

  it('PUTs the user with its id, then confirms and goes back to the list', async () => {
    const bodies = bodiesOf('PUT', '/api/usuario');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('apellidos')).toHaveValue(usuarios[1].apellidos));
    await user.clear(input('apellidos'));
    await user.type(input('apellidos'), 'Lopez Ibarra');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/usuarios'));
    expect(bodies).toEqual([{ ...usuarios[1], apellidos: 'Lopez Ibarra' }]);
    expect(await screen.findByText(`Se guardo el registro: ${usuarios[1].username}`)).toBeInTheDocument();
  });

  it("asks 'Esta seguro que desea reestablecer los permisos del usuario?' before Generar Permisos", async () => {
    const regenerations = bodiesOf('POST', '/api/usuario/permiso/2');
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Generar Permisos' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Esta seguro que desea reestablecer los permisos del usuario?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /cancelar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(regenerations).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Generar Permisos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirmar/i }));
    expect(await screen.findByText('Se reestablecieron los permisos del usuario')).toBeInTheDocument();
    expect(regenerations).toHaveLength(1);
  });

  it('offers no Generar Permisos for an inactive user', async () => {
    await renderStory(Inactivo);
    await waitFor(() => expect(input('nombres')).toHaveValue(usuarios[9].nombres));
    expect(input('activo')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Generar Permisos' })).not.toBeInTheDocument();
  });

  it('shows the Historial of the user, newest first, in Hermosillo time', async () => {
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Historial' }));
    const drawer = await screen.findByRole('dialog', { name: 'Historial' });
    const entries = await within(drawer).findAllByTestId('entrada-historial');
    expect(entries).toHaveLength(3);
    const newest = within(entries[0]);
    expect(newest.getByText('Sofia Supervisora Ruiz')).toBeInTheDocument();
    expect(newest.getByText('Cambio')).toBeInTheDocument();
    expect(newest.getByText('19/11/2026 18:15')).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent('Correo: maria.lopez@correo.mx → mlopez@obrasdelnorte.mx');
    expect(entries[0]).toHaveTextContent('Activo: No → Sí');
    expect(entries[1]).toHaveTextContent('Ingreso desde 10.0.0.15');
    expect(within(entries[2]).getByText('Alta')).toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('Usuario: — → mlopez');
    // A reference reads as the name the server resolved, not its id.
    expect(entries[2]).toHaveTextContent('Sucursal: — → Matriz');
  });

  it("lets an admin set another user's password without the current one", async () => {
    const bodies = bodiesOf('POST', '/api/usuario/password');
    const { user } = await renderStory(Edicion);
    await screen.findByRole('heading', { name: 'Establecer contraseña' });
    expect(document.querySelector('[name="passwordActual"]')).toBeNull();
    await user.type(input('password'), 'nueva-clave-1');
    await user.type(input('confirmacion'), 'otra-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await user.clear(input('confirmacion'));
    await user.type(input('confirmacion'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Se actualizo la contraseña')).toBeInTheDocument();
    expect(bodies).toEqual([{ idUsuario: 2, password: 'nueva-clave-1' }]);
  });

  it("says 'Error al buscar el usuario solicitado..' for a user it cannot read, and goes back to the list", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderStory(NoEncontrado);
    expect(await screen.findByText('Error al buscar el usuario solicitado..')).toBeInTheDocument();
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/usuarios'));
    expect(logged).toHaveBeenCalled();
  });

  it("says 'Error al intentar actualizar el Usuario..' when the update fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderStory(ErrorAlGuardar);
    await waitFor(() => expect(input('nombres')).toHaveValue(usuarios[1].nombres));
    await user.type(input('nombres'), ' Elena');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al intentar actualizar el Usuario..')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/configura/usuarios/2/editar');
    expect(logged).toHaveBeenCalled();
  });
});
