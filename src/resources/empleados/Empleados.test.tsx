import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { empleados } from '../../../mocks/fixtures/empleados';
import { MOCK_TOKEN } from '../../../mocks/fixtures/session';
import { pdfFile, pngFile, useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { newWindow } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Empleados.stories';

const { Lista, Alta, Edicion, EdicionSinFoto, CredencialConError } = composeStories(stories);

const FOTO_TYPE_ERROR = 'La foto debe ser una imagen png, jpeg o jpg';

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const input = (name: string) => {
  const element = named(name);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

const VALID = {
  nombre: 'Guadalupe Soto Navarro',
  direccion: 'Calle Veracruz 64, Col. San Benito, Hermosillo, Sonora',
  nacimiento: '1992-12-05',
  telefono: '662 198 2245',
  correo: 'g.soto@obrasdemo.mx',
  nss: '42139215331',
  rfc: 'song9212058q5',
  curp: 'song921205msrtvd00',
  puesto: 'Auxiliar administrativo',
  alta: '2020-08-03',
};

/** Dates are typed as a person does, DD/MM/YYYY; the form keeps them as YYYY-MM-DD. */
const typed = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('') : value);

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await user.type(input(name), typed(value));
}

interface Write {
  url: URL;
  json: Record<string, unknown>;
  foto: { name: string; type: string } | null;
}

/** The multipart writes to /api/empleado, read from their parts. */
function writes() {
  const seen: Write[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/empleado' || request.method === 'GET') return;
    const form = await request.clone().formData();
    const foto = form.get('foto') as File | null;
    seen.push({
      url,
      json: JSON.parse(String(form.get('empleado'))),
      foto: foto && { name: foto.name, type: foto.type },
    });
  });
  return seen;
}

/** The Authorization header of each request to a path that starts with `prefix`. */
function authorizations(prefix: string) {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(prefix)) seen.push(request.headers.get('Authorization'));
  });
  return seen;
}

const photo = () => screen.getByRole('img', { name: 'Foto' });

describe('Empleados list', () => {
  it('shows Nombre, Nacimiento as DD/MM/YYYY, Telefono and Email', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(empleados[0].nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Nacimiento',
      'Telefono',
      'Email',
    ]);
    const first = within(screen.getAllByRole('row')[1]);
    expect(first.getByText('14/03/1982')).toBeInTheDocument();
    expect(first.getByText(empleados[0].telefono)).toBeInTheDocument();
    expect(first.getByText(empleados[0].correo)).toBeInTheDocument();
  });
});

describe('Empleados create', () => {
  beforeEach(useNodeFiles);

  it("marks the ten required fields with 'Campo Obligatorio'; baja and motivo are optional", async () => {
    const sent = writes();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(10);
    for (const optional of ['baja', 'motivoBaja']) expect(input(optional)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a bad NSS, RFC, CURP and a name over 150 characters with their messages', async () => {
    const sent = writes();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    // The NSS check digit and the CURP's are wrong; the RFC has three letters (an empleado is a persona fisica).
    await fill(user, { ...VALID, nss: '42139215332', rfc: 'SON9212058Q5', curp: 'SONG921205MSRTVD01' });
    await user.clear(input('nombre'));
    await user.type(input('nombre'), 'x'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa un numero de seguro social valido..')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un RFC valido..')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un CURP valido..')).toBeInTheDocument();
    expect(screen.getByText('Maximo 150 caracteres')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('POSTs the empleado as the JSON part and the chosen photo as the foto part', async () => {
    const sent = writes();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.upload(input('foto'), pngFile('soto.png'));
    await waitFor(() => expect(photo()).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(screen.getByText('soto.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/empleados'));
    expect(sent).toHaveLength(1);
    expect(sent[0].json).toEqual({ ...VALID, rfc: 'SONG9212058Q5', curp: 'SONG921205MSRTVD00' });
    expect(sent[0].foto).toEqual({ name: 'soto.png', type: 'image/png' });
    expect(await screen.findByText('Se guardo el registro: Guadalupe Soto Navarro')).toBeInTheDocument();
  });

  it('takes only png, jpeg or jpg photos', async () => {
    const sent = writes();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    // The file dialog's filter follows `accept`; a user may still switch it to "all files".
    await userEvent.setup({ applyAccept: false }).upload(input('foto'), pdfFile('acta.pdf'));
    expect(await screen.findByText(FOTO_TYPE_ERROR)).toBeInTheDocument();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].foto).toBeNull();
  });

  it("says 'Error al guardar el empleado..' with the server's reason when the save fails", async () => {
    // react-admin logs every failed data provider call in development; that log is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/empleado', () =>
        HttpResponse.json({ message: 'Tipo de archivo no permitido', errors: [] }, { status: 415 }),
      ),
    );
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar el empleado.. Tipo de archivo no permitido')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/empleados/nuevo');
  });
});

describe('Empleados edit', () => {
  beforeEach(useNodeFiles);

  it('shows the stored photo, fetched with the token', async () => {
    const sent = authorizations('/api/documento/');
    await renderStory(Edicion);
    await waitFor(() => expect(photo()).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(sent).toEqual([`Bearer ${MOCK_TOKEN}`]);
    expect(screen.getByRole('button', { name: /Cambiar foto/ })).toBeInTheDocument();
  });

  it('PUTs with ?foto=false and no photo part when the photo stays', async () => {
    const sent = writes();
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('telefono')).toHaveValue(empleados[0].telefono));
    await user.clear(input('telefono'));
    await user.type(input('telefono'), '662 217 4411');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/empleados'));
    expect(sent[0].url.searchParams.get('foto')).toBe('false');
    expect(sent[0].foto).toBeNull();
    expect(sent[0].json).toMatchObject({ id: 1, telefono: '662 217 4411', curp: empleados[0].curp });
    expect(sent[0].json).not.toHaveProperty('foto');
  });

  it('PUTs with ?foto=true and the new photo', async () => {
    const sent = writes();
    const { user } = await renderStory(EdicionSinFoto);
    await waitFor(() => expect(input('nombre')).toHaveValue(empleados[2].nombre));
    expect(screen.getByRole('button', { name: /Elegir foto/ })).toBeInTheDocument();
    await user.upload(input('foto'), pngFile('romero.png'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url.searchParams.get('foto')).toBe('true');
    expect(sent[0].foto).toEqual({ name: 'romero.png', type: 'image/png' });
  });
});

describe('Empleados credencial', () => {
  beforeEach(useNodeFiles);

  it('opens the ID-card PDF, fetched with the token, in a new window', async () => {
    const { opened, open } = newWindow();
    const sent = authorizations('/api/empleado/1/credencial');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('nombre')).toHaveValue(empleados[0].nombre));
    await user.click(screen.getByRole('button', { name: 'Credencial' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:application/pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(sent).toEqual([`Bearer ${MOCK_TOKEN}`]);
  });

  it("says 'Error al descargar documento..' and closes the window when the PDF fails", async () => {
    const { opened } = newWindow();
    const { user } = await renderStory(CredencialConError);
    await waitFor(() => expect(input('nombre')).toHaveValue(empleados[0].nombre));
    await user.click(screen.getByRole('button', { name: 'Credencial' }));
    expect(await screen.findByText('Error al descargar documento..')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });
});
