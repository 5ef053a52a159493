/** /api/gasto over HTTP: the document, its PDF comprobante, aplicar (a GASTO charge), lists and refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COMPROBANTE_ADJUNTO, COMPROBANTE_REQUERIDO } from '../../../schemas/lifecycle';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../../schemas/messages';
import { cargo, gasto } from '../../db/schema';
import { TYPE_NOT_ALLOWED } from '../../files/documentos';
import { insertObra } from '../../domain/test-fixtures';
import { JPEG_IMAGE, PDF_FILE } from '../../files/test-files';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { subirComprobante } from '../compra/test-fixtures';
import { insertProveedor } from '../orden-compra/test-fixtures';

const GASTO_APLICADO = 'El gasto ya esta aplicado..';

let server: TestServer;
let usuario: string;
let otro: string;
let obraId: number;
let terminada: number;
let proveedorId: number;

const call = (path: string, method = 'GET', json?: unknown, token = usuario) =>
  server.request(path, { method, token, json });
const valido = (extra: Record<string, unknown> = {}) => ({
  fecha: '2025-03-10',
  folio: 4512,
  formaPago: 'Efectivo',
  total: 1234.56,
  proveedor: { id: proveedorId },
  obra: { id: obraId },
  descripcion: 'Renta de revolvedora',
  ...extra,
});
const nuevo = async (extra: Record<string, unknown> = {}) => {
  const res = await call('/api/gasto', 'POST', valido(extra));
  expect(res.status).toBe(201);
  return res.json();
};
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const gastos = async () => (await server.db.select().from(gasto)).length;

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'gastos', sucursalId: sucursales.matriz });
  otro = await tokenFor(server, { username: 'gastos-otra', sucursalId: sucursales.otra });
  obraId = await insertObra(server, sucursales.matriz);
  terminada = await insertObra(server, sucursales.matriz, true);
  proveedorId = await insertProveedor(server, 'Renta de Equipo Sonora');
});
afterAll(() => server.close());

describe('a gasto', () => {
  it('is created with the typed folio, status creado, its proveedor and what the caller may do', async () => {
    const created = await nuevo();
    expect(created).toMatchObject({
      folio: 4512,
      fecha: '2025-03-10',
      formaPago: 'Efectivo',
      total: 1234.56,
      status: 'creado',
      proveedor: { id: proveedorId, nombre: 'Renta de Equipo Sonora' },
      obra: { id: obraId },
      descripcion: 'Renta de revolvedora',
    });
    expect(created.saldo).toBeUndefined();
    expect(created.acciones).toMatchObject({
      editar: { visible: true, permitida: true },
      adjuntar: { visible: true, permitida: true },
      aplicar: { visible: true, permitida: false, motivo: COMPROBANTE_REQUERIDO },
    });
    const read = await (await call(`/api/gasto/${created.id}`)).json();
    expect(read).toMatchObject({ id: created.id, folio: 4512, total: 1234.56 });
  });

  it('answers 400 in Spanish for each bad field and stores nothing', async () => {
    const before = await gastos();
    const res = await call('/api/gasto', 'POST', {
      ...valido(),
      folio: 'A-1',
      formaPago: 'Tarjeta',
      total: 0,
      fecha: '31/02/2025',
      proveedor: {},
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    const messages = Object.fromEntries(
      body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages).toMatchObject({
      folio: 'Ingrese un folio valido..',
      formaPago: 'Seleccione una forma de pago valida..',
      total: 'El total debe ser mayor a cero..',
      fecha: 'Ingrese una fecha valida..',
    });
    expect(await gastos()).toBe(before);
    const sinProveedor = await call('/api/gasto', 'POST', valido({ proveedor: { id: 999999 } }));
    expect(sinProveedor.status).toBe(400);
    expect(await gastos()).toBe(before);
  });

  it('is edited while it has no comprobante; then editing and a second upload answer 409', async () => {
    const created = await nuevo();
    const edited = await call('/api/gasto', 'PUT', { ...valido({ total: 2000, folio: 77 }), id: created.id });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ total: 2000, folio: 77 });

    const attached = await subirComprobante(server, `/api/gasto/${created.id}`, usuario);
    expect(attached.status).toBe(200);
    const withFile = await attached.json();
    expect(withFile.comprobante).toMatch(/^\/api\/documento\/\d+$/);
    expect(withFile.acciones).toMatchObject({
      editar: { visible: true, permitida: false, motivo: COMPROBANTE_ADJUNTO },
      adjuntar: { visible: true, permitida: false, motivo: COMPROBANTE_ADJUNTO },
      aplicar: { visible: true, permitida: true },
    });
    await expectError(await call('/api/gasto', 'PUT', { ...valido(), id: created.id }), 409, COMPROBANTE_ADJUNTO);
    await expectError(await subirComprobante(server, `/api/gasto/${created.id}`, usuario), 409, COMPROBANTE_ADJUNTO);
    const url = await (await call(`/api/gasto/${created.id}/comprobanteUrl`)).json();
    expect(url).toEqual({ url: withFile.comprobante });
  });

  it('takes a PDF only (415 for an image, nothing stored) and accepts PUT for the upload too', async () => {
    const created = await nuevo();
    await expectError(
      await subirComprobante(server, `/api/gasto/${created.id}`, usuario, JPEG_IMAGE),
      415,
      TYPE_NOT_ALLOWED,
    );
    expect((await (await call(`/api/gasto/${created.id}`)).json()).comprobante).toBeUndefined();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PDF_FILE)]), 'gasto.pdf');
    const put = await server.request(`/api/gasto/${created.id}/comprobante`, { method: 'PUT', token: usuario, body });
    expect(put.status).toBe(200);
  });

  it('applies with its comprobante: status aplicado, saldo = total, one GASTO charge; twice answers 409', async () => {
    const created = await nuevo({ total: 1234.56 });
    await expectError(await call(`/api/gasto/${created.id}/aplicar`, 'PATCH'), 409, COMPROBANTE_REQUERIDO);
    expect((await subirComprobante(server, `/api/gasto/${created.id}`, usuario)).status).toBe(200);
    const res = await call(`/api/gasto/${created.id}/aplicar`, 'PATCH');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'aplicado', saldo: 1234.56, total: 1234.56 });
    const charges = await server.db
      .select()
      .from(cargo)
      .where(and(eq(cargo.tipoDocumento, 'GASTO'), eq(cargo.documentoId, created.id)));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ monto: '1234.56', saldo: '1234.56', folioDocumento: 4512, proveedorId });
    await expectError(await call(`/api/gasto/${created.id}/aplicar`, 'PATCH'), 409, GASTO_APLICADO);
    const page = await (await call(`/api/gasto?obraId=${obraId}&toSearch=4512`)).json();
    expect(page.content.find((g: { id: number }) => g.id === created.id)).toMatchObject({ saldo: 1234.56 });
  });

  it('lists the obra paged, searches folio, proveedor and descripcion, and hides another sucursal', async () => {
    await nuevo({ folio: 90001, descripcion: 'Combustible para bomba' });
    const page = async (query: string, token = usuario) =>
      call(`/api/gasto?obraId=${obraId}&${query}`, 'GET', undefined, token);
    const first = await (await page('pageSize=2&page=0')).json();
    expect(first.content).toHaveLength(2);
    expect(first.totalElements).toBeGreaterThan(2);
    expect((await (await page('toSearch=combustible')).json()).content.map((g: { folio: number }) => g.folio)).toEqual([
      90001,
    ]);
    expect((await (await page('toSearch=90001')).json()).totalElements).toBe(1);
    expect((await (await page('toSearch=sonora&pageSize=100')).json()).totalElements).toBe(first.totalElements);
    await expectError(await page('', otro), 404, OBRA_NO_ENCONTRADA);
    const ajeno = first.content[0].id;
    await expectError(await call(`/api/gasto/${ajeno}`, 'GET', undefined, otro), 404, 'Gasto no encontrado');
  });

  it('on a closed obra: creating answers 409 and nothing is stored', async () => {
    const before = await gastos();
    await expectError(await call('/api/gasto', 'POST', valido({ obra: { id: terminada } })), 409, OBRA_TERMINADA);
    expect(await gastos()).toBe(before);
  });
});
