import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pngFile, useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import * as stories from './Nominas.stories';

const { Lista, Alta, Edicion, ConComprobante, ObraTerminada } = composeStories(stories);

/** The paths of every request, and the JSON bodies and multipart part names of the writes. */
function traffic() {
  const paths: string[] = [];
  const writes: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const path = `${request.method} ${url.pathname}`;
    paths.push(`${path}${url.search}`);
    if (request.method === 'GET') return;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('json')) writes.push({ path, body: await request.clone().json() });
    if (type.includes('multipart'))
      writes.push({
        path,
        body: Object.fromEntries([...(await request.clone().formData()).keys()].map((k) => [k, true])),
      });
  });
  return { paths, writes };
}

describe('Nomina list', () => {
  it("shows the active obra's weeks, the latest first, with folio, semana and total as money", async () => {
    const { paths } = traffic();
    await renderStory(Lista);
    expect(await screen.findByText('$78,935.25')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Folio', 'Semana', 'Total']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['7', '6', '5']);
    expect(within(rows[2]).getByText('$86,450.50')).toBeInTheDocument();
    expect(paths.some((p) => p.startsWith('GET /api/nomina?') && p.includes('obraId=1'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Nuevo' })).toBeInTheDocument();
  });
});

describe('Nomina create', () => {
  it('checks the semana in the browser, then saves the week of the active obra with its toast', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Alta);
    const semana = await screen.findByLabelText(/Semana/);
    await user.type(semana, '1000');
    await user.type(screen.getByLabelText(/Total/), '52300.40');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese una semana entre 1 y 999..')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.clear(semana);
    await user.type(semana, '8');
    await user.type(screen.getByLabelText('Nota'), 'Acabados');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nomina creada con folio #4')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        path: 'POST /api/nomina',
        body: expect.objectContaining({ semana: 8, total: 52300.4, nota: 'Acabados', obra: { id: 1 } }),
      },
    ]);
  });

  it("shows the server's 409 for a week the obra already has", async () => {
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByLabelText(/Semana/), '6');
    await user.type(screen.getByLabelText(/Total/), '100');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Ya existe la nomina de la semana 6/)).toBeInTheDocument();
  });
});

describe('Nomina editor', () => {
  beforeEach(useNodeFiles);

  it('shows the folio read-only, saves a change with PUT, and uploads a photo as the comprobante', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Edicion);
    expect(await screen.findByDisplayValue(/91,200\.00/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Semana/)).toHaveValue('6');
    expect(screen.getByLabelText('Folio')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Ver comprobante' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Subir comprobante' }));
    const dialog = screen.getByRole('dialog', { name: 'Subir comprobante' });
    const input = within(dialog).getByLabelText('Elegir archivo');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    await user.upload(input, pngFile('lista-de-raya.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText('El archivo se subio con exito!')).toBeInTheDocument();
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
    expect(writes).toContainEqual({ path: 'PATCH /api/nomina/2/comprobante', body: { file: true } });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await user.type(screen.getByLabelText('Nota'), 'Incluye horas extra');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nomina actualizada #2')).toBeInTheDocument();
    expect(writes).toContainEqual({
      path: 'PUT /api/nomina',
      body: expect.objectContaining({ id: 2, semana: 6, nota: 'Incluye horas extra' }),
    });
  });

  it('with a comprobante: Ver comprobante, no second upload, still editable', async () => {
    await renderStory(ConComprobante);
    expect(await screen.findByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir comprobante' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it("shows a closed obra's nómina read-only with the notice and no writes", async () => {
    await renderStory(ObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    for (const name of ['Guardar', 'Subir comprobante']) expect(screen.queryByRole('button', { name })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/Semana/)).toBeDisabled());
  });
});
