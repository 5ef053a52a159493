/**
 * A compra made from its order (docs/domain.md Orden de compra; `madeFrom` in ./service.ts, POST
 * /api/compra/ordenCompra/{idOrdenCompra}): the order's lines (and their partidas), proveedor, obra
 * and observaciones, dated today. The order's `generar` action, taken first in the same
 * transaction, refuses one that is not authorized or already has its compra.
 */
import { asc, eq } from 'drizzle-orm';
import type { Compra } from '../../../schemas/generated/compra';
import { businessToday } from '../../../schemas/today';
import type { Tx } from '../../db/client';
import { ordenCompraDetalle, type ordenCompra } from '../../db/schema';

export async function compraDeOrden(tx: Tx, orden: typeof ordenCompra.$inferSelect) {
  const lineas = await tx
    .select()
    .from(ordenCompraDetalle)
    .where(eq(ordenCompraDetalle.ordenCompraId, orden.id))
    .orderBy(asc(ordenCompraDetalle.id));
  const input = {
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
  return { input, values: { ordenCompraId: orden.id } };
}
