/**
 * POST /api/compra/ordenCompra/{idOrdenCompra} (docs/domain.md Orden de compra): the compra of an
 * authorized order, with its lines (and their partidas), proveedor, obra and observaciones, dated today; one per order
 * (the order's `generar` action refuses a second). The order stays locked while its compra is
 * made, so two generations queue and the second answers 409.
 */
import { asc, eq } from 'drizzle-orm';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Db } from '../../db/client';
import { ordenCompraDetalle } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { ordenes } from '../orden-compra/service';
import { compras, type Compra } from './service';

export function generarCompra(db: Db, caller: Caller, ordenId: number) {
  return inTransaction(db, caller.id, async (tx) => {
    const orden = await ordenes.act(tx, caller, 'generar', ordenId);
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
        // Its cost stays on the partida the order's line charged.
        ...(linea.partidaId === null ? {} : { partida: { id: linea.partidaId } }),
      })),
    } as Compra;
    return compras.create(tx, caller, body, {
      beforeWrite: ({ values }) => {
        values.ordenCompraId = ordenId;
      },
    });
  });
}
