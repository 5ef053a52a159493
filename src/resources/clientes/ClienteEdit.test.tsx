import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registroModificado } from '../../../schemas/version';
import { clientes } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './ClienteEdit.stories';

const { Edicion, EdicionPorEnlace, ModificadoPorOtro, Superusuario } = composeStories(stories);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

/** The bodies PUT to /api/cliente (the default mock still answers them). */
function putBodies() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/cliente')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('Clientes edit', () => {
  it('loads the cliente of the route into its inputs', async () => {
    await renderStory(Edicion);
    await waitFor(() => expect(input('nombre')).toHaveValue(clientes[0].nombre));
    expect(input('rfc')).toHaveValue(clientes[0].rfc);
    expect(input('direccion')).toHaveValue(clientes[0].direccion);
    expect(input('diasCredito')).toHaveValue(String(clientes[0].diasCredito));
    expect(input('correoContacto')).toHaveValue(clientes[0].correoContacto);
    expect(screen.queryByText(/digito verificador/)).not.toBeInTheDocument();
  });

  it('PUTs the record with its id, then confirms and goes back to the list', async () => {
    const bodies = putBodies();
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('telefono')).toHaveValue(clientes[0].telefono));
    await user.clear(input('telefono'));
    await user.type(input('telefono'), '662 999 0000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes'));
    const { sucursal: _sucursal, ...expected } = clientes[0];
    expect(bodies).toEqual([{ ...expected, telefono: '662 999 0000', sucursal: { id: 1, nombre: 'Matriz' } }]);
    expect(bodies[0].id).toBe(1);
    expect(await screen.findByText(`Se guardo el registro: ${clientes[0].nombre}`)).toBeInTheDocument();
  });

  it('opened by its URL, confirms and goes to the list instead of leaving the app', async () => {
    const { user } = await renderStory(EdicionPorEnlace);
    await waitFor(() => expect(input('telefono')).toHaveValue(clientes[0].telefono));
    await user.clear(input('telefono'));
    await user.type(input('telefono'), '662 999 0000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`Se guardo el registro: ${clientes[0].nombre}`)).toBeInTheDocument();
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes'));
  });

  it('keeps the user on the form while a required field is empty', async () => {
    const bodies = putBodies();
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('razonSocial')).toHaveValue(clientes[0].razonSocial));
    await user.clear(input('razonSocial'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo Obligatorio')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(storyRouter.location().pathname).toBe('/clientes/1/editar');
  });

  it('shows who changed the cliente after it was opened, keeps the edits, and Recargar reads it again', async () => {
    const bodies = putBodies();
    const { user } = await renderStory(ModificadoPorOtro);
    await waitFor(() => expect(input('telefono')).toHaveValue(clientes[0].telefono));
    await user.clear(input('direccion'));
    await user.type(input('direccion'), 'Calle Nueva 45, Hermosillo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    // The story's other user saved a new phone at 2026-02-01T18:05:00.000Z (11:05 in Hermosillo).
    const message = registroModificado('Administrador del Sistema', '2026-02-01T18:05:00.000Z');
    expect(message).toContain('el 01/02/2026 11:05, despues de que usted lo abrio');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(bodies).toEqual([expect.objectContaining({ actualizado: clientes[0].actualizado })]);
    expect(storyRouter.location().pathname).toBe('/clientes/1/editar');
    expect(input('direccion')).toHaveValue('Calle Nueva 45, Hermosillo');

    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(input('telefono')).toHaveValue('662 555 1234'));
    expect(input('direccion')).toHaveValue(clientes[0].direccion);
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    // The change made again over what is stored now saves with the new version.
    await user.clear(input('direccion'));
    await user.type(input('direccion'), 'Calle Nueva 45, Hermosillo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes'));
    expect(bodies[1]).toMatchObject({
      telefono: '662 555 1234',
      direccion: 'Calle Nueva 45, Hermosillo',
      actualizado: '2026-02-01T18:05:00.000Z',
    });
  });

  it('offers a superuser the cliente’s Historial from the bitácora', async () => {
    const { user } = await renderStory(Superusuario);
    await user.click(await screen.findByRole('button', { name: 'Historial' }));
    expect(await screen.findByRole('heading', { name: /Historial/ })).toBeInTheDocument();
  });

  it('lets a superuser move the cliente to another sucursal', async () => {
    const bodies = putBodies();
    const { user } = await renderStory(Superusuario);
    const sucursal = await screen.findByRole('combobox', { name: 'Sucursal' }, { timeout: 3000 });
    await waitFor(() => expect(sucursal).toHaveValue('Matriz'));
    await user.clear(sucursal);
    await user.type(sucursal, 'guay');
    await user.click(await screen.findByRole('option', { name: 'Guaymas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].sucursal).toMatchObject({ id: 3 });
  });
});
