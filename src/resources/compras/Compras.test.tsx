import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pdfFile, useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Compras.stories';

const { Lista, Alta, Edicion, ConComprobante, Aplicada, NuevaNotaDeCredito, ObraTerminada } = composeStories(stories);

const bodyRows = () => screen.getAllByRole('row').slice(1);

/** The paths of every request, and the JSON bodies and multipart parts of the writes. */
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

async function openUpload(user: Awaited<ReturnType<typeof renderStory>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Subir comprobante' }));
  return screen.getByRole('dialog', { name: 'Subir comprobante' });
}

describe('Compras list', () => {
  it("shows the active obra's compras with fecha DD/MM/YYYY, status, total and saldo as money", async () => {
    const { paths } = traffic();
    await renderStory(Lista);
    expect(await screen.findByText('A-1530')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio',
      'Fecha',
      'Folio Proveedor',
      'Proveedor',
      'Status',
      'Total',
      'Saldo',
    ]);
    const first = within(bodyRows()[0]);
    for (const text of ['5', '20/02/2026', 'Aceros y Perfiles Pitic', 'Aplicado', '$23,905.35'])
      expect(first.getAllByText(text)[0]).toBeInTheDocument();
    expect(
      paths.some((p) => p.startsWith('GET /api/compra?') && p.includes('obraId=1') && p.includes('pageSize=10')),
    ).toBe(true);
  });
});

describe('Compra editor', () => {
  beforeEach(useNodeFiles);

  it('starts a direct compra with the product search, the quantity going out as cantidadSurtida', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByRole('combobox', { name: 'Buscar producto' }), 'cemento');
    await user.click(await screen.findByRole('option', { name: 'Cemento gris CPC 30R' }));
    await user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    await user.type(screen.getByLabelText(/Folio Proveedor/), 'R-90');
    await user.type(screen.getByRole('combobox', { name: /Proveedor/ }), 'pitic');
    await user.click(await screen.findByRole('option', { name: 'Aceros y Perfiles Pitic' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: 'POST /api/compra',
      body: {
        folioProveedor: 'R-90',
        obra: { id: 1 },
        compraDetalle: [{ nombre: 'Cemento gris CPC 30R', unidadMedida: 'saco', cantidadSurtida: 1, tasaiva: 0.16 }],
      },
    });
    expect(await screen.findByText('Compra creada con folio #6')).toBeInTheDocument();
  });

  it('shows folio and condicion read-only, offers no Aplicar without a comprobante, and uploads one to success', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Edicion);
    expect(await screen.findByDisplayValue('Contado')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(screen.getByText('Adjunte el comprobante antes de aplicar..')).toBeInTheDocument();
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getByText('A file is required for upload.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), pdfFile('factura.pdf'));
    expect(within(dialog).getByText('factura.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText('El archivo se subio con exito!')).toBeInTheDocument();
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
    expect(writes).toContainEqual({ path: 'PATCH /api/compra/2/comprobante', body: { file: true } });
  });

  it("shows the server's reason in the dialog and the compra's toast when the upload is refused", async () => {
    const { user } = await renderStory(Edicion);
    server.use(
      http.patch('/api/compra/:id/comprobante', () =>
        HttpResponse.json({ message: 'La obra esta terminada..' }, { status: 409 }),
      ),
    );
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), pdfFile('factura.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(
      await screen.findByText('Error al adjuntar comprobante a compra La obra esta terminada..'),
    ).toBeInTheDocument();
  });

  it('applies a compra with its comprobante after confirmation', async () => {
    const { paths } = traffic();
    const { user } = await renderStory(ConComprobante);
    expect(await screen.findByRole('button', { name: 'Imprimir orden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('se aplico la Compra: #3')).toBeInTheDocument();
    expect(paths).toContain('POST /api/compra/3/aplicar');
  });

  it('shows the comprobante in the viewer', async () => {
    const { user } = await renderStory(ConComprobante);
    await user.click(await screen.findByRole('button', { name: 'Ver comprobante' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Ver comprobante' })).findByTitle('Ver comprobante'),
    ).toHaveAttribute('src', 'blob:application/pdf');
  });

  it("says 'Documento no encontrado..' when the comprobante is gone", async () => {
    server.use(
      http.get('/api/compra/:id/comprobanteUrl', () => HttpResponse.json({ message: 'No existe' }, { status: 404 })),
    );
    const { user } = await renderStory(ConComprobante);
    await user.click(await screen.findByRole('button', { name: 'Ver comprobante' }));
    expect(await screen.findByText('Documento no encontrado..')).toBeInTheDocument();
  });

  it('shows an applied compra read-only, with Nota de crédito leading to the new nota', async () => {
    const { user } = await renderStory(Aplicada);
    expect(await screen.findByText('La compra ya esta aplicada..')).toBeInTheDocument();
    for (const name of ['Guardar', 'Aplicar', 'Subir comprobante', 'Agregar producto'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Nota de crédito' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/compra/5/nota-credito'));
  });

  it("starts the nota from the compra's lines and saves it with the compra's id", async () => {
    const { writes } = traffic();
    const { user } = await renderStory(NuevaNotaDeCredito);
    expect(await screen.findByText('Varilla corrugada 3/8"')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Aceros y Perfiles Pitic')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/Folio Proveedor/), 'NC-400');
    await user.clear(screen.getByLabelText('Cantidad, renglón 1'));
    await user.type(screen.getByLabelText('Cantidad, renglón 1'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: 'POST /api/notaCredito',
      body: {
        compraId: 5,
        folioProveedor: 'NC-400',
        notaCreditoDetalle: [
          { nombre: 'Varilla corrugada 3/8"', cantidadSurtida: 2 },
          { nombre: 'Alambre recocido cal. 16' },
        ],
      },
    });
    expect(await screen.findByText('Se a guardado la nota de credito..')).toBeInTheDocument();
  });

  it("shows a closed obra's compra read-only with the notice and no writes", async () => {
    await renderStory(ObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir compra' })).toBeInTheDocument();
    for (const name of ['Guardar', 'Subir comprobante', 'Agregar producto'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
