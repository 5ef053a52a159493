/**
 * POST /api/compra/ordenCompra/{idOrdenCompra} (docs/domain.md Orden de compra): the compra of an
 * authorized order, with its lines, proveedor, obra and observaciones, dated today; one per order.
 * The order stays locked while its compra is made, so two generations queue and the second
 * answers 409 (the unique orden_compra_id stops any other writer).
 */
import { asc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Db } from '../../db/client';
import { compra, ordenCompraDetalle } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { conflict } from '../../http-errors';
import { businessToday } from '../../../schemas/today';
import { ordenLifecycle } from '../orden-compra/lifecycle';
import { compras, type Compra } from './service';

export const compraYaGenerada = (folioOrden: number, folioCompra: number) =>
  `La orden de compra #${folioOrden} ya tiene la compra #${folioCompra}..`;

export function generarCompra(db: Db, caller: Caller, ordenId: number): Promise<Compra> {
  return inTransaction(db, caller.id, async (tx) => {
    const orden = await ordenLifecycle.perform(tx, caller, 'generarCompra', ordenId);
    const [existing] = await tx.select({ folio: compra.folio }).from(compra).where(eq(compra.ordenCompraId, ordenId));
    if (existing) throw conflict(compraYaGenerada(orden.folio, existing.folio));
    const lineas = await tx
      .select()
      .from(ordenCompraDetalle)
      .where(eq(ordenCompraDetalle.ordenCompraId, ordenId))
      .orderBy(asc(ordenCompraDetalle.id));
    const body = {
      fecha: businessToday(),
      proveedor: { id: orden.proveedorId },
      obra: { id: orden.obraId },
      observaciones: orden.observaciones ?? undefined,
      compraDetalle: lineas.map((linea) => ({
        nombre: linea.descripcion,
        unidadMedida: linea.unidadMedida ?? undefined,
        cantidadSurtida: Number(linea.cantidad),
        precioUnitario: Number(linea.precioUnitario),
        tasaiva: Number(linea.tasaiva),
      })),
    } as Compra;
    return compras.create(tx, caller, body, {
      beforeWrite: ({ values }) => {
        values.ordenCompraId = ordenId;
      },
    });
  });
}
