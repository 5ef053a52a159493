/**
 * The named query historialGastos over HTTP (POST /api/data/paged): an obra's applied gastos,
 * newest first, with their charge's saldo; desde and hasta bound the fecha; paged; scoped as the
 * gasto lists; the registry's 400s for its parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cargo } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { subirComprobante } from '../compra/test-fixtures';
import {
  expectError,
  expectObraIdChecked,
  expectScopedAsItsLists,
  startObraQuery,
  type ObraQuery,
} from '../data/test-fixtures';
import { insertProveedor } from '../orden-compra/test-fixtures';

let q: ObraQuery;
let obraId: number;
let proveedorId: number;
/** The applied gastos, as the query must answer them: fecha desc, folio desc. */
let aplicados: Record<string, unknown>[];

/** A gasto of `obra`, applied unless told otherwise: the row the query answers for it. */
async function gasto(fecha: string, folio: number, total: number, { obra = obraId, aplicar = true } = {}) {
  const created = await q.call('/api/gasto', 'POST', {
    fecha,
    folio,
    formaPago: 'Transferencia',
    total,
    proveedor: { id: proveedorId },
    obra: { id: obra },
  });
  if (aplicar) {
    expect((await subirComprobante(q.server, `/api/gasto/${created.id}`, q.usuario)).status).toBe(200);
    await q.call(`/api/gasto/${created.id}/aplicar`, 'PATCH');
  }
  const proveedor = { id: proveedorId, nombre: 'Fletes del Mayo' };
  return { id: created.id, folio, fecha, formaPago: 'Transferencia', proveedor, total, saldo: total };
}

beforeAll(async () => {
  q = await startObraQuery('historialGastos', 'gastos');
  ({ obraId } = q);
  proveedorId = await insertProveedor(q.server, 'Fletes del Mayo');

  const marzo1 = await gasto('2025-03-01', 40, 1234.56);
  const marzo5 = await gasto('2025-03-05', 10, 250.1);
  const marzo5b = await gasto('2025-03-05', 30, 99.99);
  const marzo9 = await gasto('2025-03-09', 20, 18560.4);
  await gasto('2025-03-07', 50, 10, { aplicar: false });
  await gasto('2025-03-07', 60, 10, { obra: await insertObra(q.server, q.sucursales.matriz) });

  // One paid: its saldo, its charge's, is 0.
  const [charge] = await q.server.db
    .select({ id: cargo.id })
    .from(cargo)
    .where(and(eq(cargo.tipoDocumento, 'GASTO'), eq(cargo.documentoId, marzo5.id)));
  await q.call(`/api/contabilidad/cargos/${charge.id}/calendarizarPago?fechaPago=2025-03-20&confirmar=true`, 'PUT');
  await q.call('/api/pago/pagos', 'POST', {
    proveedorId,
    obraId,
    fecha: '2025-03-20',
    formaPago: 'Transferencia',
    pagos: [{ referenciaCargo: charge.id, monto: 250.1 }],
  });
  aplicados = [marzo9, marzo5b, { ...marzo5, saldo: 0 }, marzo1];
});
afterAll(() => q.server.close());

describe('historialGastos', () => {
  it('answers the applied gastos of the obra, newest first, each with its charge’s saldo', async () => {
    expect(await q.page({ obraId })).toEqual({ content: aplicados, totalElements: 4, page: 0, pageSize: 10 });
  });

  it('desde and hasta bound the fecha, both included', async () => {
    expect((await q.page({ obraId, desde: '2025-03-05' })).content).toEqual(aplicados.slice(0, 3));
    expect((await q.page({ obraId, hasta: '2025-03-05' })).content).toEqual(aplicados.slice(1));
    expect(await q.page({ obraId, desde: '2025-03-05', hasta: '2025-03-05' })).toEqual({
      content: aplicados.slice(1, 3),
      totalElements: 2,
      page: 0,
      pageSize: 10,
    });
    expect((await q.page({ obraId, desde: '2025-03-10' })).totalElements).toBe(0);
  });

  it('pages on the server', async () => {
    expect(await q.page({ obraId }, { page: 1, pageSize: 3 })).toEqual({
      content: aplicados.slice(3),
      totalElements: 4,
      page: 1,
      pageSize: 3,
    });
  });

  it('answers 404 OBRA_NO_ENCONTRADA for an obra of another sucursal or none, 403 without the /gasto permiso', () =>
    expectScopedAsItsLists(q, '/gasto'));

  it('answers 400 for a missing or mistyped obraId, a fecha not YYYY-MM-DD, an unknown parameter', async () => {
    await expectObraIdChecked(q);
    await expectError(await q.paged({ params: { desde: '2025-03-01' } }), 400, 'Falta el parametro obraId..');
    const fecha = (name: string) => `El parametro ${name} debe ser una fecha YYYY-MM-DD..`;
    await expectError(await q.paged({ params: { obraId, desde: '05/03/2025' } }), 400, fecha('desde'));
    await expectError(await q.paged({ params: { obraId, hasta: '2025-02-30' } }), 400, fecha('hasta'));
    await expectError(await q.paged({ params: { obraId, hasta: "2025-03-01' OR '1'='1" } }), 400, fecha('hasta'));
    await expectError(await q.paged({ params: { obraId, proveedorId } }), 400, 'Parametro desconocido: proveedorId..');
  });
});
