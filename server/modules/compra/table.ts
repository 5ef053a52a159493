import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { folioClave, quantity } from '../../db/columns';
import {
  documentColumns,
  documentIndexes,
  lineAmounts,
  partidaId,
  type StatusAplicable,
} from '../../db/document-columns';
import { documento } from '../documento/table';
import { ordenCompra } from '../orden-compra/table';

/**
 * A purchase of an obra (server/modules/compra), generated from an authorized order (at most one
 * per order) or entered directly; condicionPago by the server. Its saldo is its charge's in the
 * ledger (`cargo`), not a column here.
 */
export const compra = pgTable(
  'compra',
  {
    ...documentColumns<StatusAplicable>(),
    folioProveedor: text('folio_proveedor'),
    folioFiscal: text('folio_fiscal'),
    condicionPago: text('condicion_pago'),
    comprobanteId: integer('comprobante_id').references(() => documento.id),
    ordenCompraId: integer('orden_compra_id').references(() => ordenCompra.id),
    tieneNotaCredito: boolean('tiene_nota_credito').notNull().default(false),
  },
  (t) => [
    ...documentIndexes('compra', t, ['creado', 'aplicado']),
    uniqueIndex('compra_orden_compra_key').on(t.ordenCompraId),
    // The repeated-folio check: a proveedor's compras by the key of their folio de proveedor.
    index('compra_folio_proveedor_idx').on(t.proveedorId, folioClave(t.folioProveedor)),
    // The Historial de Compras: an obra's applied compras by proveedor, each proveedor's newest first.
    index('compra_historial_idx')
      .on(t.obraId, t.proveedorId, t.fecha, t.folio)
      .where(sql`${t.status} = 'aplicado'`),
  ],
);

/** The lines of a compra, in the order they were written. */
export const compraDetalle = pgTable(
  'compra_detalle',
  {
    id: serial('id').primaryKey(),
    compraId: integer('compra_id')
      .notNull()
      .references(() => compra.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    cantidadSurtida: quantity('cantidad_surtida').notNull(),
    partidaId: partidaId(),
    ...lineAmounts(),
  },
  (t) => [index('compra_detalle_compra_idx').on(t.compraId), index('compra_detalle_partida_idx').on(t.partidaId)],
);
