import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { quantity } from '../../db/columns';
import { documentColumns, documentIndexes, lineAmounts, partidaId } from '../../db/document-columns';
import { concepto } from '../concepto/table';

/** Statuses of an orden de compra (docs/domain.md): creado → autorizado or cancelado. */
export type StatusOrdenCompra = 'creado' | 'autorizado' | 'cancelado';

/** A purchase order of an obra (server/modules/orden-compra). */
export const ordenCompra = pgTable(
  'orden_compra',
  {
    ...documentColumns<StatusOrdenCompra>(),
    preautorizada: boolean('preautorizada').notNull().default(false),
    condicion: text('condicion'),
    // Why it was authorized above the Insumos budget (docs/domain.md, Obra figures); null otherwise.
    justificacion: text('justificacion'),
  },
  (t) => documentIndexes('orden_compra', t, ['creado', 'autorizado', 'cancelado']),
);

/** The lines of an orden de compra, in the order they were written. */
export const ordenCompraDetalle = pgTable(
  'orden_compra_detalle',
  {
    id: serial('id').primaryKey(),
    ordenCompraId: integer('orden_compra_id')
      .notNull()
      .references(() => ordenCompra.id, { onDelete: 'cascade' }),
    conceptoId: integer('concepto_id').references(() => concepto.id),
    descripcion: text('descripcion').notNull(),
    cantidad: quantity('cantidad').notNull(),
    partidaId: partidaId(),
    ...lineAmounts(),
  },
  (t) => [
    index('orden_compra_detalle_orden_idx').on(t.ordenCompraId),
    index('orden_compra_detalle_partida_idx').on(t.partidaId),
  ],
);
