import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { quantity } from '../../db/columns';
import { documentColumns, documentIndexes, lineAmounts, type StatusAplicable } from '../../db/document-columns';
import { compra } from '../compra/table';
import { documento } from '../documento/table';

/**
 * A nota de crédito of an applied compra (server/modules/nota-credito): at most one per compra,
 * with the compra's proveedor, obra and folio; applying it records an abono on the compra's charge.
 */
export const notaCredito = pgTable(
  'nota_credito',
  {
    ...documentColumns<StatusAplicable>(),
    folioProveedor: text('folio_proveedor').notNull(),
    compraId: integer('compra_id')
      .notNull()
      .references(() => compra.id),
    folioCompra: integer('folio_compra').notNull(),
    folioFiscal: text('folio_fiscal'),
    comprobanteId: integer('comprobante_id').references(() => documento.id),
  },
  (t) => [
    ...documentIndexes('nota_credito', t, ['creado', 'aplicado']),
    uniqueIndex('nota_credito_compra_key').on(t.compraId),
  ],
);

/** The lines of a nota de crédito, in the order they were written. */
export const notaCreditoDetalle = pgTable(
  'nota_credito_detalle',
  {
    id: serial('id').primaryKey(),
    notaCreditoId: integer('nota_credito_id')
      .notNull()
      .references(() => notaCredito.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    cantidadSurtida: quantity('cantidad_surtida').notNull(),
    ...lineAmounts(),
  },
  (t) => [index('nota_credito_detalle_nota_idx').on(t.notaCreditoId)],
);
