/**
 * The named query ordenesAutorizadas over HTTP (POST /api/data/paged): an obra's authorized orders,
 * newest first, each with the compra it generated or null; sinCompra keeps the committed ones;
 * paged; scoped as the order lists; the registry's 400s for its parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import {
  expectError,
  expectObraIdChecked,
  expectScopedAsItsLists,
  startObraQuery,
  type ObraQuery,
} from '../data/test-fixtures';
import { insertProveedor, ordenValida, TOTALES } from './test-fixtures';

let q: ObraQuery;
let obraId: number;
let proveedorId: number;
/** The rows the query must answer, in its order: fecha desc, folio desc. */
let esperadas: { id: number; folio: number; fecha: string; compra: { id: number; folio: number } | null }[];

/** An order of `obra` dated `fecha`, authorized unless told otherwise. */
async function orden(fecha: string, { obra = obraId, autorizar = true } = {}) {
  const created = await q.call('/api/ordenCompra', 'POST', { ...ordenValida(obra, proveedorId), fecha });
  if (autorizar) await q.call(`/api/ordenCompra/${created.id}/autorizar`);
  return created as { id: number; folio: number; fecha: string };
}

beforeAll(async () => {
  q = await startObraQuery('ordenesAutorizadas', 'ordenes');
  ({ obraId } = q);
  proveedorId = await insertProveedor(q.server, 'Aceros del Yaqui');

  const conCompra = await orden('2025-03-01');
  const compra = await q.call(`/api/compra/ordenCompra/${conCompra.id}`);
  const primera = await orden('2025-03-05');
  const segunda = await orden('2025-03-05');
  await orden('2025-03-09', { autorizar: false });
  const cancelada = await orden('2025-03-09', { autorizar: false });
  await q.call(`/api/ordenCompra/${cancelada.id}/cancelar`, 'PATCH');
  await orden('2025-03-09', { obra: await insertObra(q.server, q.sucursales.matriz) });
  esperadas = [
    { ...segunda, compra: null },
    { ...primera, compra: null },
    { ...conCompra, compra: { id: compra.id, folio: compra.folio } },
  ];
});
afterAll(() => q.server.close());

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
    expect(await q.page({ obraId })).toEqual({ content: esperadas.map(row), totalElements: 3, page: 0, pageSize: 10 });
    expect((await q.page({ obraId, sinCompra: false })).content).toEqual(esperadas.map(row));
  });

  it('sinCompra: only the orders still committed, without a compra', async () => {
    expect(await q.page({ obraId, sinCompra: true })).toEqual({
      content: esperadas.slice(0, 2).map(row),
      totalElements: 2,
      page: 0,
      pageSize: 10,
    });
    expect((await q.page({ obraId, sinCompra: 'true' })).totalElements).toBe(2);
  });

  it('pages on the server', async () => {
    expect(await q.page({ obraId }, { page: 1, pageSize: 2 })).toEqual({
      content: [row(esperadas[2])],
      totalElements: 3,
      page: 1,
      pageSize: 2,
    });
  });

  it('answers 404 OBRA_NO_ENCONTRADA for an obra of another sucursal or none, 403 without the /orden-compra permiso', () =>
    expectScopedAsItsLists(q, '/orden-compra'));

  it('answers 400 for a missing or mistyped parameter, an unknown one, the unpaged route and SQL as its name', async () => {
    await expectObraIdChecked(q);
    await expectError(
      await q.paged({ params: { obraId, sinCompra: 'quizas' } }),
      400,
      'El parametro sinCompra debe ser true o false..',
    );
    await expectError(await q.paged({ params: { obraId, proveedorId } }), 400, 'Parametro desconocido: proveedorId..');
    await expectError(
      await q.server.request('/api/data', {
        method: 'POST',
        token: q.usuario,
        json: { query: q.query, params: { obraId } },
      }),
      400,
      'La consulta ordenesAutorizadas es paginada: enviela a /api/data/paged..',
    );
    await expectError(
      await q.paged({ query: 'SELECT * FROM orden_compra', params: { obraId } }),
      400,
      'Consulta desconocida: SELECT * FROM orden_compra..',
    );
  });
});
