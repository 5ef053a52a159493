/**
 * The named query ordenesAutorizadas over HTTP (POST /api/data/paged): an obra's authorized orders,
 * newest first, each with the compra it generated or null; sinCompra keeps the committed ones;
 * paged; scoped as the order lists; the registry's 400s for its parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor, ordenValida, TOTALES } from './test-fixtures';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let proveedorId: number;
/** The rows the query must answer, in its order: fecha desc, folio desc. */
let esperadas: { id: number; folio: number; fecha: string; compra: { id: number; folio: number } | null }[];

const query = 'ordenesAutorizadas';
const paged = (body: object, token = usuario) =>
  server.request('/api/data/paged', { method: 'POST', token, json: { query, ...body } });
async function page(params: object, paging: object = {}) {
  const res = await paged({ params, ...paging });
  const body = await res.json();
  expect([res.status, body.message]).toEqual([200, undefined]);
  return body;
}
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

async function call(path: string, method = 'POST', json?: unknown) {
  const res = await server.request(path, { method, token: usuario, json });
  expect(res.status, path).toBeLessThan(300);
  return res.json();
}
/** An order of `obra` dated `fecha`, authorized unless told otherwise. */
async function orden(fecha: string, { obra = obraId, autorizar = true } = {}) {
  const created = await call('/api/ordenCompra', 'POST', { ...ordenValida(obra, proveedorId), fecha });
  if (autorizar) await call(`/api/ordenCompra/${created.id}/autorizar`);
  return created as { id: number; folio: number; fecha: string };
}

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'ordenes-consulta', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server, 'Aceros del Yaqui');

  const conCompra = await orden('2025-03-01');
  const compra = await call(`/api/compra/ordenCompra/${conCompra.id}`);
  const primera = await orden('2025-03-05');
  const segunda = await orden('2025-03-05');
  await orden('2025-03-09', { autorizar: false });
  const cancelada = await orden('2025-03-09', { autorizar: false });
  await call(`/api/ordenCompra/${cancelada.id}/cancelar`, 'PATCH');
  await orden('2025-03-09', { obra: await insertObra(server, sucursales.matriz) });
  esperadas = [
    { ...segunda, compra: null },
    { ...primera, compra: null },
    { ...conCompra, compra: { id: compra.id, folio: compra.folio } },
  ];
});
afterAll(() => server.close());

const row = (orden: (typeof esperadas)[number]) => ({
  id: orden.id,
  folio: orden.folio,
  fecha: orden.fecha,
  proveedor: { id: proveedorId, nombre: 'Aceros del Yaqui' },
  total: TOTALES.total,
  compra: orden.compra,
});

describe('ordenesAutorizadas', () => {
  it('answers the authorized orders of the obra, newest first, each with its compra or null', async () => {
    expect(await page({ obraId })).toEqual({ content: esperadas.map(row), totalElements: 3, page: 0, pageSize: 10 });
    expect((await page({ obraId, sinCompra: false })).content).toEqual(esperadas.map(row));
  });

  it('sinCompra: only the orders still committed, without a compra', async () => {
    expect(await page({ obraId, sinCompra: true })).toEqual({
      content: esperadas.slice(0, 2).map(row),
      totalElements: 2,
      page: 0,
      pageSize: 10,
    });
    expect((await page({ obraId, sinCompra: 'true' })).totalElements).toBe(2);
  });

  it('pages on the server', async () => {
    expect(await page({ obraId }, { page: 1, pageSize: 2 })).toEqual({
      content: [row(esperadas[2])],
      totalElements: 3,
      page: 1,
      pageSize: 2,
    });
  });

  it("answers 404 'Obra no encontrada' for an obra of another sucursal or none, 403 without the /orden-compra permiso", async () => {
    const deOtra = await tokenFor(server, { username: 'ordenes-otra', sucursalId: sucursales.otra });
    await expectError(await paged({ params: { obraId } }, deOtra), 404, 'Obra no encontrada');
    await expectError(await paged({ params: { obraId: 999999 } }), 404, 'Obra no encontrada');
    const sinOrdenes = await tokenFor(server, {
      username: 'ordenes-sin',
      sucursalId: sucursales.matriz,
      denied: ['/orden-compra'],
    });
    expect((await paged({ params: { obraId } }, sinOrdenes)).status).toBe(403);
  });

  it('answers 400 for a missing or mistyped parameter, an unknown one, the unpaged route and SQL as its name', async () => {
    await expectError(await paged({}), 400, 'Falta el parametro obraId..');
    await expectError(await paged({ params: { obraId: 'uno' } }), 400, 'El parametro obraId debe ser un entero..');
    await expectError(await paged({ params: { obraId: '1 OR 1=1' } }), 400, 'El parametro obraId debe ser un entero..');
    await expectError(
      await paged({ params: { obraId, sinCompra: 'quizas' } }),
      400,
      'El parametro sinCompra debe ser true o false..',
    );
    await expectError(await paged({ params: { obraId, proveedorId } }), 400, 'Parametro desconocido: proveedorId..');
    await expectError(
      await server.request('/api/data', { method: 'POST', token: usuario, json: { query, params: { obraId } } }),
      400,
      'Consulta desconocida: ordenesAutorizadas..',
    );
    await expectError(
      await paged({ query: 'SELECT * FROM orden_compra', params: { obraId } }),
      400,
      'Consulta desconocida o no paginada: SELECT * FROM orden_compra..',
    );
  });
});
