import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPROBANTE, notas } from '../../../mocks/fixtures/compras';
import { notaMock } from '../../../mocks/api/compras';
import { useNodeFiles, xmlFile } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './NotasCredito.stories';

const { Lista, Edicion, Aplicada, CargarCfdi } = composeStories(stories);

/** Nota 2 once its comprobante is attached (the mock keeps no writes). */
function conComprobante() {
  const nota = { ...notas[1], comprobante: COMPROBANTE };
  server.use(
    http.get('/api/notaCredito/2', () => notaMock.read(nota)),
    http.patch('/api/notaCredito/aplicar', () => notaMock.act(nota, 'aplicar')),
  );
}

function requests() {
  const seen: { path: string; body?: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = `${request.method} ${new URL(request.url).pathname}`;
    // Only JSON bodies: the CFDI's uploads are multipart (and listeners outlive their test).
    const json = request.headers.get('content-type')?.includes('json');
    seen.push({ path, body: request.method === 'GET' || !json ? undefined : await request.clone().json() });
  });
  return seen;
}

describe('Notas de credito list', () => {
  it("shows the active obra's notas with their compra's folio, and offers no Nuevo", async () => {
    await renderStory(Lista);
    expect(await screen.findByText('NC-322')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio',
      'Fecha',
      'Folio Proveedor',
      'Folio Compra',
      'Proveedor',
      'Status',
      'Total',
    ]);
    const first = within(screen.getAllByRole('row')[1]);
    for (const text of ['21/02/2026', 'Aceros y Perfiles Pitic', 'Creado', '$1,948.80'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo' })).toBeNull();
  });
});

describe('Nota de credito editor', () => {
  it('saves a pending nota with PATCH and its toast; Aplicar waits for a comprobante', async () => {
    const seen = requests();
    const { user } = await renderStory(Edicion);
    expect(await screen.findByRole('button', { name: 'Subir comprobante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(await screen.findByDisplayValue('21/02/2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Observaciones'), 'Material devuelto');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se a guardado la nota de credito..')).toBeInTheDocument();
    expect(seen).toContainEqual({
      path: 'PATCH /api/notaCredito',
      body: expect.objectContaining({ id: 2, observaciones: 'Material devuelto' }),
    });
  });

  it('applies a nota with its comprobante after confirmation', async () => {
    conComprobante();
    const seen = requests();
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se aplico la nota de credito: #2')).toBeInTheDocument();
    expect(seen).toContainEqual({ path: 'PATCH /api/notaCredito/aplicar', body: { id: 2 } });
  });

  it("says 'Error al aplicar la nota de credito..' when applying fails", async () => {
    conComprobante();
    server.use(
      http.patch('/api/notaCredito/aplicar', () =>
        HttpResponse.json({ message: 'El total de la nota excede el saldo de la compra: $0.00..' }, { status: 409 }),
      ),
    );
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Error al aplicar la nota de credito..')).toBeInTheDocument();
  });

  it('shows an applied nota read-only with Imprimir and Ver comprobante', async () => {
    await renderStory(Aplicada);
    expect(await screen.findByText('La nota de credito ya esta aplicada..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    for (const name of ['Guardar', 'Aplicar', 'Subir comprobante'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Cantidad, renglón 1')).toBeDisabled());
  });
});

/** The writes: JSON bodies, and the file names of multipart parts. */
function writes() {
  const sent: { path: string; body?: unknown; parts?: Record<string, string> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const path = `${request.method} ${new URL(request.url).pathname}`;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('json')) sent.push({ path, body: await request.clone().json() });
    if (type.includes('multipart')) {
      const form = await request.clone().formData();
      sent.push({ path, parts: Object.fromEntries([...form.entries()].map(([k, v]) => [k, (v as File).name])) });
    }
  });
  return sent;
}

describe('Nota de credito from its CFDI', () => {
  beforeEach(useNodeFiles);

  it("loads a CFDI on the list, lands on its compra's new nota filled from it, and attaches the XML once saved", async () => {
    const sent = writes();
    const { user } = await renderStory(CargarCfdi);
    await user.upload(await screen.findByLabelText('Cargar CFDI'), xmlFile('NC345-nota.xml'));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/compra/5/nota-credito'));
    expect(await screen.findByDisplayValue('NC345')).toBeInTheDocument();
    expect(screen.getByDisplayValue('05/03/2026')).toBeInTheDocument();
    // The CFDI's one concepto, not compra 5's two lines.
    expect(await screen.findByText('Varilla corrugada 3/8"')).toBeInTheDocument();
    expect(screen.queryByText('Alambre recocido cal. 16')).toBeNull();
    expect(
      screen.getByText('Al guardar se adjuntara el CFDI 6F1D2C3B-8A4E-4B5F-9C7D-2E1A0B9C8D7E'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se a guardado la nota de credito..')).toBeInTheDocument();
    expect(sent).toContainEqual({
      path: 'POST /api/notaCredito',
      body: expect.objectContaining({
        compraId: 5,
        folioProveedor: 'NC345',
        fecha: '2026-03-05',
        notaCreditoDetalle: [
          expect.objectContaining({
            nombre: 'Varilla corrugada 3/8"',
            unidadMedida: 'pieza',
            cantidadSurtida: 10,
            precioUnitario: 168,
            tasaiva: 0.16,
          }),
        ],
      }),
    });
    await waitFor(() =>
      expect(sent).toContainEqual({ path: 'PATCH /api/notaCredito/3/comprobante', parts: { xml: 'NC345-nota.xml' } }),
    );
    // The saved notice first; dismissed, the attach's.
    await user.click(document.body);
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
  });

  it('says so when the CFDI relates to no compra, and stays on the list', async () => {
    const { user } = await renderStory(CargarCfdi);
    await user.upload(await screen.findByLabelText('Cargar CFDI'), xmlFile('sincompra-nota.xml'));
    expect(
      await screen.findByText(
        'No se encontro la compra de este CFDI: su UUID relacionado debe ser el folio fiscal de una compra con su XML',
      ),
    ).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/nota-credito');
  });

  it('refuses an ingreso CFDI, and shows the server reason for a file that is no XML', async () => {
    const { user } = await renderStory(CargarCfdi);
    await user.upload(await screen.findByLabelText('Cargar CFDI'), xmlFile('F7788.xml'));
    expect(await screen.findByText('El CFDI no es de egreso (nota de credito)')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/nota-credito');
    await user.click(document.body);
    await user.upload(screen.getByLabelText('Cargar CFDI'), xmlFile('noxml.xml'));
    expect(await screen.findByText('El archivo no es un XML valido')).toBeInTheDocument();
  });
});
