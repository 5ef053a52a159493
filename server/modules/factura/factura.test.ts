/**
 * /api/factura: multipart create with its PDF (saldo = total, promesaPago by the cliente's credit),
 * edits (the total never below what was collected), reads with ingresos, the lists, the aging per
 * cliente, and every 400/404/409/415.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../../schemas/today';
import { documento, factura, obra } from '../../db/schema';
import { PDF_FILE, pngImage } from '../../files/test-files';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../../schemas/messages';
import { totalBajoCobrado } from '../../domain/receivables';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertCliente } from '../obra/test-fixtures';
import { addDays, CLIENTE_NO_EXISTE } from './service';
import { crearFactura, facturaForm, facturaValida, pdf, type Factura } from './test-fixtures';

let server: TestServer;
let usuario: string;
let otro: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let clienteId: number;

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'cobranza', sucursalId: sucursales.matriz });
  otro = await tokenFor(server, { username: 'cobranza-otra', sucursalId: sucursales.otra });
  obraId = await insertObra(server, sucursales.matriz);
  clienteId = await insertCliente(server, 'Hoteles del Mar de Cortes', sucursales.matriz);
});
afterAll(() => server.close());

const call = (path: string, init: { method?: string; body?: FormData; json?: unknown } = {}, token = usuario) =>
  server.request(path, { ...init, token });
const post = (form: FormData, token = usuario) => call('/api/factura', { method: 'POST', body: form }, token);
const put = (form: FormData, token = usuario) => call('/api/factura', { method: 'PUT', body: form }, token);
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const crear = (extra: object = {}) => crearFactura(server, usuario, facturaValida(obraId, clienteId, extra));
const pagar = (facturaId: number, monto: number) =>
  call('/api/ingresos', { method: 'POST', json: [{ factura: { id: facturaId }, monto, fecha: '2026-02-01' }] });

async function stored() {
  const [[f], [d]] = await Promise.all([
    server.db.select({ n: count() }).from(factura),
    server.db.select({ n: count() }).from(documento),
  ]);
  return { facturas: f.n, documentos: d.n };
}

describe('POST /api/factura', () => {
  it("stores the factura with its PDF: saldo = total, promesaPago = fecha + the cliente's 30 días", async () => {
    const created = await crear();
    expect(created).toMatchObject({
      folio: '1201',
      fecha: '2026-01-15',
      promesaPago: '2026-02-14',
      total: 11600.5,
      saldo: 11600.5,
      cliente: { id: clienteId, nombre: 'Hoteles del Mar de Cortes' },
      obra: { id: obraId },
      ingresos: [],
      acciones: { editar: { visible: true, permitida: true }, adjuntar: { visible: true, permitida: true } },
    });
    expect(created.comprobante).toMatch(/^\/api\/documento\/\d+$/);
    const file = await call(created.comprobante as string);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_FILE);
  });

  it('keeps a typed promesaPago and accepts the JSON part as a Blob', async () => {
    const res = await post(facturaForm(facturaValida(obraId, clienteId, { promesaPago: '2026-01-20' }), [pdf()], true));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ promesaPago: '2026-01-20', saldo: 11600.5 });
  });

  it("answers 400 naming the missing PDF, with docs/product.md's message on the file, and stores nothing", async () => {
    const before = await stored();
    const res = await post(facturaForm(facturaValida(obraId, clienteId), []));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Falta el PDF de la factura',
      errors: [{ field: 'files', message: 'A file is required for upload.' }],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not a PDF with 415, and stores nothing', async () => {
    const before = await stored();
    const res = await post(facturaForm(facturaValida(obraId, clienteId), [pdf(pngImage(), 'factura.pdf')]));
    await expectError(res, 415, 'Tipo de archivo no permitido');
    expect(await stored()).toEqual(before);
  });

  it('refuses two PDFs: one comprobante per factura', async () => {
    const res = await post(facturaForm(facturaValida(obraId, clienteId), [pdf(), pdf()]));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: 'files', message: 'Envie un solo PDF' }]);
  });

  it("validates the factura part with the schema's Spanish messages", async () => {
    const before = await stored();
    const res = await post(facturaForm({ fecha: 'ayer', total: 0, cliente: { id: clienteId }, obra: { id: obraId } }));
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'folio', message: 'Campo Obligatorio' },
        { field: 'fecha', message: 'Ingrese una fecha valida..' },
        { field: 'total', message: 'El total debe ser mayor a cero..' },
      ]),
    );
    expect(await stored()).toEqual(before);
  });

  it('answers 400 without the factura part, and for a total with more than 2 decimals', async () => {
    const sinParte = new FormData();
    sinParte.append('files', new Blob([new Uint8Array(PDF_FILE)]), 'f.pdf');
    const res = await post(sinParte);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: 'factura', message: 'Campo Obligatorio' }]);
    const decimals = await post(facturaForm(facturaValida(obraId, clienteId, { total: 10.005 })));
    expect(decimals.status).toBe(400);
    expect((await decimals.json()).errors[0].field).toBe('total');
  });

  it('refuses a cliente the caller cannot see', async () => {
    const ajeno = await insertCliente(server, 'Cliente de otra sucursal', sucursales.otra);
    const res = await post(facturaForm(facturaValida(obraId, ajeno)));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: 'cliente', message: CLIENTE_NO_EXISTE }]);
  });

  it('answers 409 on a closed obra and 404 on an obra of another sucursal, storing nothing', async () => {
    const cerrada = await insertObra(server, sucursales.matriz, true);
    const before = await stored();
    await expectError(await post(facturaForm(facturaValida(cerrada, clienteId))), 409, OBRA_TERMINADA);
    const ajena = await insertObra(server, sucursales.otra);
    await expectError(await post(facturaForm(facturaValida(ajena, clienteId))), 404, OBRA_NO_ENCONTRADA);
    expect(await stored()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await server.request('/api/factura', { method: 'POST', body: facturaForm({}) });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/factura', () => {
  it('edits without a file, keeps the PDF, and saldo follows the total minus what was collected', async () => {
    const created = await crear({ total: 1000 });
    expect((await pagar(created.id, 400.25)).status).toBe(201);
    const res = await put(
      facturaForm({ ...facturaValida(obraId, clienteId, { total: 1500, folio: 'B-77' }), id: created.id }, []),
    );
    expect(res.status).toBe(200);
    const edited = await res.json();
    expect(edited).toMatchObject({ folio: 'B-77', total: 1500, saldo: 1099.75, comprobante: created.comprobante });
    expect(edited.ingresos).toEqual([{ id: expect.any(Number), fecha: '2026-02-01', monto: 400.25 }]);
  });

  it('refuses a total below what was collected with 409, changing nothing', async () => {
    const created = await crear({ total: 1000 });
    await pagar(created.id, 600);
    const res = await put(facturaForm({ ...facturaValida(obraId, clienteId, { total: 599.99 }), id: created.id }, []));
    await expectError(res, 409, totalBajoCobrado(60000n));
    expect(totalBajoCobrado(123456n)).toBe('El total no puede ser menor a lo cobrado: $1,234.56..');
    const read = await (await call(`/api/factura/${created.id}`)).json();
    expect(read).toMatchObject({ total: 1000, saldo: 400 });
    // Down to exactly what was collected: saldo 0.
    const exacto = await put(facturaForm({ ...facturaValida(obraId, clienteId, { total: 600 }), id: created.id }, []));
    expect(await exacto.json()).toMatchObject({ total: 600, saldo: 0 });
  });

  it('replaces the PDF when one is sent, in the same transaction', async () => {
    const created = await crear();
    const res = await put(facturaForm({ ...facturaValida(obraId, clienteId), id: created.id }, [pdf()]));
    expect(res.status).toBe(200);
    const edited = await res.json();
    expect(edited.comprobante).toMatch(/^\/api\/documento\/\d+$/);
    expect(edited.comprobante).not.toBe(created.comprobante);
  });

  it('refuses a stale version with 409 and a non-PDF with 415', async () => {
    const created = await crear();
    const body = { ...facturaValida(obraId, clienteId), id: created.id, actualizado: created.actualizado };
    expect((await put(facturaForm({ ...body, total: 1 }, []))).status).toBe(200);
    expect((await put(facturaForm({ ...body, total: 2 }, []))).status).toBe(409);
    const res = await put(facturaForm({ ...facturaValida(obraId, clienteId), id: created.id }, [pdf(pngImage())]));
    await expectError(res, 415, 'Tipo de archivo no permitido');
  });

  it('answers 404 for a factura of another sucursal and 409 once its obra is closed', async () => {
    const created = await crear();
    const body = facturaForm({ ...facturaValida(obraId, clienteId), id: created.id }, []);
    await expectError(await put(body, otro), 404, 'Factura no encontrada');
    const cerrada = await insertObra(server, sucursales.matriz);
    const enCerrada = await crearFactura(server, usuario, facturaValida(cerrada, clienteId));
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, cerrada));
    const res = await put(facturaForm({ ...facturaValida(cerrada, clienteId), id: enCerrada.id }, []));
    await expectError(res, 409, OBRA_TERMINADA);
  });
});

describe('reads', () => {
  it('GET by id answers the ingresos, oldest first; 404 to another sucursal and for a bad id 400', async () => {
    const created = await crear({ total: 300 });
    await call('/api/ingresos', {
      method: 'POST',
      json: [
        { factura: { id: created.id }, monto: 100, fecha: '2026-03-02', formaPago: 'Cheque', referencia: 'CH-9' },
        { factura: { id: created.id }, monto: 50, fecha: '2026-03-01' },
      ],
    });
    const read = await (await call(`/api/factura/${created.id}`)).json();
    expect(read.saldo).toBe(150);
    expect(read.ingresos).toEqual([
      { id: expect.any(Number), fecha: '2026-03-01', monto: 50 },
      { id: expect.any(Number), fecha: '2026-03-02', monto: 100, formaPago: 'Cheque', referencia: 'CH-9' },
    ]);
    await expectError(await call(`/api/factura/${created.id}`, {}, otro), 404, 'Factura no encontrada');
    expect((await call('/api/factura/abc')).status).toBe(400);
    const url = await (await call(`/api/factura/${created.id}/comprobanteUrl`)).json();
    expect(url).toEqual({ url: created.comprobante });
  });

  it('lists by obra, by search, by obra and cliente, and por cobrar (saldo > 0)', async () => {
    const obra2 = await insertObra(server, sucursales.matriz);
    const cliente2 = await insertCliente(server, 'Inmobiliaria Pitic', sucursales.matriz);
    const a = await crearFactura(server, usuario, facturaValida(obra2, clienteId, { folio: '5001', total: 100 }));
    const b = await crearFactura(server, usuario, facturaValida(obra2, cliente2, { folio: 'C-5002', total: 200 }));
    await pagar(a.id, 100);
    const ids = async (path: string) => ((await (await call(path)).json()).content as Factura[]).map((f) => f.id);
    expect(await ids(`/api/factura?obraId=${obra2}`)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`/api/factura?obraId=${obra2}&toSearch=pitic`)).toEqual([b.id]);
    expect(await ids(`/api/factura?obraId=${obra2}&porCobrar=true`)).toEqual([b.id]);
    expect(await ids(`/api/factura/byObraAndCliente?obraId=${obra2}&clienteId=${clienteId}`)).toEqual([a.id]);
    expect(await ids(`/api/factura/porcoborar?clientId=${cliente2}`)).toEqual([b.id]);
    expect(await ids(`/api/factura/porcoborar?clientId=${clienteId}&obraId=${obra2}`)).toEqual([]);
    const page = await (await call(`/api/factura?obraId=${obra2}&pageSize=1&page=0`)).json();
    expect(page).toMatchObject({ totalElements: 2, page: 0, pageSize: 1 });
    expect((await call(`/api/factura/byObraAndCliente?obraId=${obra2}`)).status).toBe(400);
    expect((await call(`/api/factura?porCobrar=si`)).status).toBe(400);
    await expectError(await call(`/api/factura?obraId=${obra2}`, {}, otro), 404, OBRA_NO_ENCONTRADA);
    expect(await ids('/api/factura/porcoborar')).not.toContain(a.id);
  });

  it("ages each cliente's saldos by days past promesaPago, summed in SQL", async () => {
    const obra3 = await insertObra(server, sucursales.matriz);
    const c1 = await insertCliente(server, 'Aaa Cliente Antiguedad', sucursales.matriz);
    const c2 = await insertCliente(server, 'Bbb Cliente Antiguedad', sucursales.matriz);
    const hoy = businessToday();
    const con = (clienteIdX: number, total: number, diasVencida: number) =>
      crearFactura(
        server,
        usuario,
        facturaValida(obra3, clienteIdX, { total, fecha: addDays(hoy, -120), promesaPago: addDays(hoy, -diasVencida) }),
      );
    await con(c1, 10, 0);
    await con(c1, 20, 1);
    await con(c1, 30, 30);
    await con(c1, 40, 31);
    await con(c1, 50, 61);
    await con(c1, 60.01, 91);
    await con(c2, 5, -10);
    const pagada = await con(c2, 7, 45);
    await pagar(pagada.id, 7);
    const res = await call(`/api/factura/antiguedad?obraId=${obra3}`);
    expect(await res.json()).toEqual([
      {
        cliente: { id: c1, nombre: 'Aaa Cliente Antiguedad' },
        alCorriente: 10,
        dias1a30: 50,
        dias31a60: 40,
        dias61a90: 50,
        mas90: 60.01,
        total: 210.01,
      },
      {
        cliente: { id: c2, nombre: 'Bbb Cliente Antiguedad' },
        alCorriente: 5,
        dias1a30: 0,
        dias31a60: 0,
        dias61a90: 0,
        mas90: 0,
        total: 5,
      },
    ]);
    expect(await (await call(`/api/factura/antiguedad?obraId=${obra3}`, {}, otro)).json()).toMatchObject({
      message: OBRA_NO_ENCONTRADA,
    });
  });
});

describe('access', () => {
  it('byObraAndCliente opens to /demo, porcoborar to /ingreso, the rest only to /cobro', async () => {
    const soloDemo = await tokenFor(server, {
      username: 'solo-demo',
      sucursalId: sucursales.matriz,
      denied: ['/cobro'],
    });
    expect(
      (await call(`/api/factura/byObraAndCliente?obraId=${obraId}&clienteId=${clienteId}`, {}, soloDemo)).status,
    ).toBe(200);
    expect((await call(`/api/factura/porcoborar`, {}, soloDemo)).status).toBe(200);
    expect((await call(`/api/factura?obraId=${obraId}`, {}, soloDemo)).status).toBe(403);
    const sinNada = await tokenFor(server, {
      username: 'sin-cobros',
      sucursalId: sucursales.matriz,
      denied: ['/cobro', '/demo', '/ingreso'],
    });
    expect(
      (await call(`/api/factura/byObraAndCliente?obraId=${obraId}&clienteId=${clienteId}`, {}, sinNada)).status,
    ).toBe(403);
    expect((await call(`/api/factura/porcoborar`, {}, sinNada)).status).toBe(403);
  });
});
