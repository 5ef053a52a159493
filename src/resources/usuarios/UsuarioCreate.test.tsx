import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './UsuarioCreate.stories';

const { Alta, AltaSuperusuario, UsuarioDuplicado } = composeStories(stories);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

function posted() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/usuario')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

async function chooseRole(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /Rol/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await user.type(input(name), value);
}

describe('Usuarios create', () => {
  it('offers the roles in Spanish: Usuario, Asistente, Administrador and Superusuario', async () => {
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('combobox', { name: /Rol/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
        expect.arrayContaining(['Usuario', 'Asistente', 'Administrador', 'Superusuario']),
      ),
    );
  });

  it("requires role, nombres, apellidos and correo with 'Campo Obligatorio' and POSTs nothing", async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(4);
    expect(bodies).toEqual([]);
  });

  it('refuses an invalid correo', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await chooseRole(user, 'Usuario');
    await fill(user, { nombres: 'Rosa', apellidos: 'Ibarra', correo: 'rosa-sin-arroba' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese una direccion de correo valida!')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('hides the sucursal from an admin', async () => {
    await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    expect(document.querySelector('[name="sucursalId"]')).toBeNull();
  });

  it('lets a superuser choose the sucursal from /api/sucursal/lista', async () => {
    const { user } = await renderStory(AltaSuperusuario);
    await user.click(await screen.findByRole('combobox', { name: 'Sucursal' }));
    expect(await screen.findByRole('option', { name: 'Guaymas' })).toBeInTheDocument();
  });

  it('POSTs the user with the password exactly as typed, confirms and goes back to the list', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await chooseRole(user, 'Asistente');
    await fill(user, {
      nombres: ' Rosa ',
      apellidos: 'Ibarra Soto',
      correo: 'rosa@obrasdelnorte.mx',
      username: 'ribarra',
      password: ' clave segura ',
    });
    expect(input('password')).toHaveAttribute('type', 'password');
    expect(input('activo')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/usuarios'));
    expect(bodies).toEqual([
      {
        role: 'ROLE_ASSISTANT',
        nombres: 'Rosa',
        apellidos: 'Ibarra Soto',
        correo: 'rosa@obrasdelnorte.mx',
        username: 'ribarra',
        activo: true,
        password: ' clave segura ',
      },
    ]);
    expect(await screen.findByText('Se guardo el registro: ribarra')).toBeInTheDocument();
  });

  it("says 'Error al intentar crear el Usuario..' and marks the field the server refused", async () => {
    // react-admin logs every failed data provider call in development; that log is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderStory(UsuarioDuplicado);
    await chooseRole(user, 'Usuario');
    await fill(user, { nombres: 'Rosa', apellidos: 'Ibarra', correo: 'rosa@obrasdelnorte.mx', username: 'admin' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al intentar crear el Usuario..')).toBeInTheDocument();
    expect(await screen.findByText('El nombre de usuario ya esta en uso')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/configura/usuarios/nuevo');
    expect(logged).toHaveBeenCalled();
  });
});
