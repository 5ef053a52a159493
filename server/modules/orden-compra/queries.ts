/**
 * The named data queries of the órdenes de compra (server/modules/data): an obra's authorized
 * orders with the compra each generated; without one, the order is still committed (docs/domain.md,
 * Obra figures).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { compra, ordenCompra, proveedor } from '../../db/schema';
import { defineQuery } from '../data/named-query';
import { pageOfObraQuery } from '../data/obra-page';

export const ordenesAutorizadas = defineQuery({
  name: 'ordenesAutorizadas',
  description:
    'Ordenes de compra autorizadas de una obra con la compra que generaron; sinCompra: solo las comprometidas',
  params: { obraId: { type: 'integer', required: true }, sinCompra: { type: 'boolean' } },
  menu: ['/orden-compra'],
  page: (db, caller, params, paging) => {
    // orden_compra_obra_idx; the compra of an order by compra_orden_compra_key.
    const filters = [
      eq(ordenCompra.status, 'autorizado'),
      params.sinCompra === true
        ? sql`NOT EXISTS (SELECT 1 FROM ${compra} WHERE ${compra.ordenCompraId} = ${ordenCompra.id})`
        : undefined,
    ];
    const matching = { table: ordenCompra, filters };
    return pageOfObraQuery(db, caller, params.obraId, paging, matching, async (where) => {
      const rows = await db
        .select({
          id: ordenCompra.id,
          folio: ordenCompra.folio,
          fecha: ordenCompra.fecha,
          proveedor: { id: proveedor.id, nombre: proveedor.nombre },
          total: ordenCompra.total,
          compraId: compra.id,
          compraFolio: compra.folio,
        })
        .from(ordenCompra)
        .innerJoin(proveedor, eq(proveedor.id, ordenCompra.proveedorId))
        .leftJoin(compra, eq(compra.ordenCompraId, ordenCompra.id))
        .where(where)
        .orderBy(desc(ordenCompra.fecha), desc(ordenCompra.folio))
        .limit(paging.pageSize)
        .offset(paging.offset);
      return rows.map(({ compraId, compraFolio, total, ...row }) => ({
        ...row,
        total: moneyToJson(total),
        compra: compraId === null ? null : { id: compraId, folio: compraFolio },
      }));
    });
  },
});
