import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pdfFile, pngFile, useNodeFiles, xmlFile } from '../../../mocks/nodeFiles';
import { LECTURA_FACTURA } from '../../../mocks/fixtures/cfdi';
import { server } from '../../../mocks/server';
import { multipartUploads } from '../../test/uploads';
import { businessToday } from '../../../schemas/today';
import { fechaCorta } from '../../shared/formato';
import { renderStory } from '../../test/renderStory';
import * as stories from './Facturas.stories';

const { Lista, Alta, Edicion, AltaDesdeCfdi } = composeStories(stories);

/** The query strings of the GETs, and the multipart parts of the writes with the JSON part parsed. */
function traffic() {
  const gets: string[] = [];
  const writes: { path: string; factura: unknown; files: string[] }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') return void gets.push(`${url.pathname}${url.search}`);
    if (!(request.headers.get('content-type') ?? '').includes('multipart')) return;
    const form = await request.clone().formData();
    const part = form.get('factura');
    // A comprobante or a CFDI read carries no factura part (and listeners outlive their test).
    if (part === null) return;
    writes.push({
      path: `${request.method} ${url.pathname}`,
      factura: JSON.parse(typeof part === 'string' ? part : await (part as Blob).text()),
      files: form.getAll('files').map((file) => (file as File).name),
    });
  });
  return { gets, writes };
}

describe('Cobros list', () => {
  it('shows the facturas, marks the overdue one with text, and the aging per cliente', async () => {
    const { gets } = traffic();
    await renderStory(Lista);
    const table = (await screen.findByText('1045')).closest('table')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Folio', 'Fecha', 'Promesa de Pago', 'Cliente', 'Total', 'Saldo', 'Acciones']);
    const vencida = within(table).getByText('1045').closest('tr')!;
    expect(within(vencida).getByText('Vencida')).toBeInTheDocument();
    expect(within(vencida).getByText('03/12/2025')).toBeInTheDocument();
    expect(within(vencida).getAllByText('$185,600.00')).toHaveLength(2);
    // Current, and paid though its promesa passed: no chip.
    expect(within(within(table).getByText('A-1046').closest('tr')!).queryByText('Vencida')).toBeNull();
    expect(within(within(table).getByText('1047').closest('tr')!).queryByText('Vencida')).toBeNull();

    const aging = screen.getByRole('table', { name: 'Antiguedad de saldos' });
    expect(
      within(aging)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cliente', 'Al corriente', '1–30', '31–60', '61–90', 'Más de 90', 'Total']);
    const sonora = within(aging).getByRole('rowheader', { name: 'Constructora Pitic' }).closest('tr')!;
    expect(within(sonora).getAllByText('$185,600.00')).toHaveLength(2);
    expect(
      within(aging).getByRole('rowheader', { name: 'Desarrollos Inmobiliarios del Noroeste' }),
    ).toBeInTheDocument();
    expect(gets).toContain('/api/factura/antiguedad?obraId=1');
  });

  it('"Por cobrar" asks only for facturas with a saldo', async () => {
    const { gets } = traffic();
    const { user } = await renderStory(Lista);
    await screen.findByText('1047');
    await user.click(screen.getByRole('switch', { name: 'Por cobrar' }));
    await waitFor(() => expect(screen.queryByText('1047')).toBeNull());
    expect(gets.some((get) => get.startsWith('/api/factura?') && get.includes('porCobrar=true'))).toBe(true);
    expect(screen.getByText('1045')).toBeInTheDocument();
  });
});

describe('Cobro editor', () => {
  beforeEach(useNodeFiles);

  it('creates a factura as multipart: the JSON part and the chosen PDF as `files`', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Alta);
    // As a user does: typing once the form shows its starting fecha (today).
    expect(await screen.findByDisplayValue(fechaCorta(businessToday()))).toBeInTheDocument();
    // The folio as its CFDI holds it, series and dash included.
    const folio = await screen.findByRole('textbox', { name: /Folio/ });
    await user.type(folio, 'A-555');
    expect(folio).toHaveValue('A-555');
    await user.type(screen.getByRole('textbox', { name: /Total/ }), '1500.5');
    await user.upload(screen.getByLabelText('Elegir PDF'), pdfFile('factura-2001.pdf'));
    expect(screen.getByText('factura-2001.pdf')).toBeInTheDocument();
    // The cliente is required: the form stops before sending.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).not.toHaveLength(0);
    expect(writes).toEqual([]);
    await user.type(screen.getByRole('combobox', { name: /Cliente/ }), 'Sonora');
    await user.click(await screen.findByRole('option', { name: 'Constructora Pitic' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: 'POST /api/factura',
      factura: { folio: 'A-555', total: 1500.5, cliente: { id: 1 }, obra: { id: 1 } },
      files: ['factura-2001.pdf'],
    });
    expect(await screen.findByText('Factura guardada con folio #A-555', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('picks the cliente through its picker lookup, for a Cobros user without the Clientes permiso', async () => {
    const { gets, writes } = traffic();
    // The catalog's own routes refuse this user, as the server does (issue 31 item 5).
    const refused = () => HttpResponse.json({ message: 'No tiene permiso' }, { status: 403 });
    server.use(
      http.get('/api/cliente', refused),
      // '/api/cliente/list' goes on to its handler.
      http.get('/api/cliente/:idCliente', ({ params }) => (params.idCliente === 'list' ? undefined : refused())),
    );
    const { user } = await renderStory(Edicion);
    // The stored cliente shows with no read of the catalog.
    expect(await screen.findByRole('combobox', { name: /Cliente/ })).toHaveValue(
      'Desarrollos Inmobiliarios del Noroeste',
    );
    const cliente = screen.getByRole('combobox', { name: /Cliente/ });
    await user.clear(cliente);
    await user.type(cliente, 'Sonora');
    await user.click(await screen.findByRole('option', { name: 'Constructora Pitic' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: 'PUT /api/factura', factura: { id: 2, cliente: { id: 1 } } });
    expect(gets.filter((get) => get.startsWith('/api/cliente'))).toEqual(['/api/cliente/list?toSearch=Sonora']);
    expect(screen.queryByText('No tiene permiso')).not.toBeInTheDocument();
  });

  it('says what a folio may hold when it has a character SAT does not file, and sends nothing', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Alta);
    expect(await screen.findByDisplayValue(fechaCorta(businessToday()))).toBeInTheDocument();
    const folio = await screen.findByRole('textbox', { name: /Folio/ });
    await user.type(folio, 'A|555');
    expect(folio).toHaveValue('A|555');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Ingrese un folio valido: letras, numeros y guiones, hasta 40 caracteres..'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("saved without its PDF: the server's reason names the file, and the input says one is required", async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Alta);
    expect(await screen.findByDisplayValue(fechaCorta(businessToday()))).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Folio/ }), '2002');
    await user.type(screen.getByRole('textbox', { name: /Total/ }), '1500');
    await user.type(screen.getByRole('combobox', { name: /Cliente/ }), 'Sonora');
    await user.click(await screen.findByRole('option', { name: 'Constructora Pitic' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(await screen.findByText('Falta el PDF de la factura')).toBeInTheDocument();
    expect(screen.getByText('A file is required for upload.')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF before it is sent', async () => {
    await renderStory(Alta);
    // A user choosing "all files" in the dialog: the accept filter does not stop the file.
    await userEvent
      .setup({ applyAccept: false })
      .upload(await screen.findByLabelText('Elegir PDF'), pngFile('foto.png'));
    expect(await screen.findByText('Solo se permiten archivos PDF')).toBeInTheDocument();
  });

  it('edits a factura: its saldo, ingresos and PDF viewer; Guardar sends the PUT as multipart', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Edicion);
    const ingresos = await screen.findByRole('table', { name: 'Ingresos' });
    expect(within(ingresos).getByText('20/01/2026')).toBeInTheDocument();
    expect(within(ingresos).getByText('$50,000.00')).toBeInTheDocument();
    expect(within(ingresos).getByText('Transferencia')).toBeInTheDocument();
    expect(within(ingresos).getByText('SPEI 88120')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Saldo' })).toHaveValue('42,800.50');
    expect(screen.getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    const folio = screen.getByRole('textbox', { name: /Folio/ });
    await user.clear(folio);
    await user.type(folio, '1050');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: 'PUT /api/factura', factura: { id: 2, folio: '1050', total: 92800.5 } });
    expect(writes[0].files).toEqual([]);
    expect(await screen.findByText('Factura actualizada #1050', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('Cobro from its CFDI', () => {
  beforeEach(useNodeFiles);

  it('fills folio, fecha, total and cliente; once saved with its PDF, the XML goes up beside the same PDF', async () => {
    const { writes } = traffic();
    const sent = multipartUploads((path) => path.endsWith('/comprobante'));
    const { user } = await renderStory(AltaDesdeCfdi);
    await user.upload(await screen.findByLabelText('Cargar CFDI'), xmlFile('FAC1050-factura.xml'));
    // Serie 'FAC' and Folio '1050' as the server fills a folio proveedor from them.
    expect(await screen.findByDisplayValue('FAC1050')).toBeInTheDocument();
    expect(screen.getByDisplayValue('09/03/2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('58,000.00')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Desarrollos Inmobiliarios del Noroeste')).toBeInTheDocument();
    expect(
      screen.getByText('Al guardar se adjuntara el CFDI C4D5E6F7-0A1B-4C2D-8E3F-4A5B6C7D8E9F'),
    ).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Elegir PDF'), pdfFile('FAC1050.pdf'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: 'POST /api/factura',
      factura: { folio: 'FAC1050', fecha: '2026-03-09', total: 58000, cliente: { id: 2 } },
      files: ['FAC1050.pdf'],
    });
    expect(await screen.findByText('Factura guardada con folio #FAC1050')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toEqual([
        { path: 'PATCH /api/factura/10/comprobante', parts: { file: 'FAC1050.pdf', xml: 'FAC1050-factura.xml' } },
      ]),
    );
    await user.click(document.body);
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
  });

  it('says when the cliente of the CFDI is not in the catalog', async () => {
    const { user } = await renderStory(AltaDesdeCfdi);
    server.use(http.post('/api/cfdi/lectura', () => HttpResponse.json({ ...LECTURA_FACTURA, cliente: undefined })));
    await user.upload(await screen.findByLabelText('Cargar CFDI'), xmlFile('FAC1050-factura.xml'));
    expect(await screen.findByText('El cliente con RFC DIN030618M71 no esta en el catalogo')).toBeInTheDocument();
    expect(screen.getByDisplayValue('FAC1050')).toBeInTheDocument();
  });
});
