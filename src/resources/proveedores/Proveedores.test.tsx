import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { proveedores } from '../../../mocks/fixtures/proveedores';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Proveedores.stories';

const { Lista, SinDatos, Alta, RechazoDelServidor, Edicion, EdicionDeContado } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const input = (name: string) => {
  const element = named(name);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

const VALID = {
  nombre: 'Aceros del Pacifico',
  direccion: 'Carretera Internacional Km 3, Guaymas, Sonora',
  rfc: 'ape010615b3a',
  telefono: '622 224 1000',
  correo: 'ventas@acerospacifico.mx',
};

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await user.type(input(name), value);
}

/** The requests the screen makes to `path` with `method`, with their bodies. */
function requests(method: string, path: string) {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || url.pathname !== path) return;
    seen.push({ url, body: method === 'GET' ? undefined : await request.clone().json() });
  });
  return seen;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Proveedores list', () => {
  it('shows Nombre, Direccion, Telefono, Correo and RFC of the first ten', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(proveedores[0].nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Direccion',
      'Telefono',
      'Correo',
      'RFC',
    ]);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]);
    for (const text of [proveedores[0].direccion, proveedores[0].telefono, proveedores[0].correo, proveedores[0].rfc]) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
  });

  it('searches /api/proveedor/page with toSearch from the Buscar box', async () => {
    const seen = requests('GET', '/api/proveedor/page');
    const { user } = await renderStory(Lista);
    await screen.findByText(proveedores[0].nombre);
    await user.type(screen.getByLabelText('Buscar'), 'pitahaya');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByText('Ferreteria La Pitahaya')).toBeInTheDocument();
    expect(seen.at(-1)?.url.searchParams.get('toSearch')).toBe('pitahaya');
    expect(seen.at(-1)?.url.searchParams.get('pageSize')).toBe('10');
  });

  it("says 'No hay datos..' when there is nothing to show", async () => {
    await renderStory(SinDatos);
    expect(await screen.findByText('No hay datos..')).toBeInTheDocument();
  });

  it('opens a row at /proveedores/{id}/editar and creates at /proveedores/nuevo', async () => {
    const { user } = await renderStory(Lista);
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/proveedores/nuevo');
    await user.click(await screen.findByText(proveedores[2].nombre));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/proveedores/3/editar'));
  });
});

describe('Proveedores create', () => {
  it("marks the required fields with 'Campo Obligatorio' and sends nothing", async () => {
    const posted = requests('POST', '/api/proveedor');
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(5);
    expect(posted).toEqual([]);
  });

  it("checks the e-mail with 'Ingrese un correo valido..'", async () => {
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, { ...VALID, correo: 'ventas-arroba-acero' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese un correo valido..')).toBeInTheDocument();
  });

  it('saves a cash proveedor without Dias de Credito', async () => {
    const posted = requests('POST', '/api/proveedor');
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    expect(named('diasCredito')).toBeNull();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/proveedores'));
    expect(posted.map((p) => p.body)).toEqual([{ ...VALID, rfc: 'APE010615B3A', esCredito: false }]);
    expect(await screen.findByText('Se guardo el registro: Aceros del Pacifico')).toBeInTheDocument();
  });

  it('asks for Dias de Credito only while Credito is checked, and requires it then', async () => {
    const posted = requests('POST', '/api/proveedor');
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(input('esCredito'));
    expect(input('diasCredito')).toBeInTheDocument();
    expect(screen.getByText('Dias de Credito').closest('label')).toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo Obligatorio')).toBeInTheDocument();
    await user.type(input('diasCredito'), '3O');
    expect(await screen.findByText('Ingrese solo digitos..')).toBeInTheDocument();
    await user.clear(input('diasCredito'));
    await user.type(input('diasCredito'), '30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toMatchObject({ esCredito: true, diasCredito: 30 });
  });

  it("shows the server's message when the save is refused", async () => {
    // react-admin logs every failed data provider call in development; that log is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderStory(RechazoDelServidor);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un proveedor con el RFC FPI120903LM6')).toBeInTheDocument();
    expect(screen.getByText('RFC duplicado')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/proveedores/nuevo');
  });
});

describe('Proveedores edit', () => {
  it('shows the credit days of a proveedor with credit, and drops them when credit is unchecked', async () => {
    const put = requests('PUT', '/api/proveedor');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(named('diasCredito')).toHaveValue('30'));
    expect(input('esCredito')).toBeChecked();
    await user.click(input('esCredito'));
    expect(named('diasCredito')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/proveedores'));
    expect(put[0].body).toMatchObject({ id: 1, esCredito: false });
    expect(put[0].body).not.toHaveProperty('diasCredito');
  });

  it('hides Dias de Credito for a cash proveedor', async () => {
    await renderStory(EdicionDeContado);
    await waitFor(() => expect(input('nombre')).toHaveValue(proveedores[3].nombre));
    expect(input('esCredito')).not.toBeChecked();
    expect(named('diasCredito')).toBeNull();
  });
});
