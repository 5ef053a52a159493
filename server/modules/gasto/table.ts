import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, oneOf } from '../../db/columns';
import {
  FORMAS_PAGO,
  obraDocumentColumns,
  partidaId,
  type FormaPago,
  type StatusAplicable,
} from '../../db/document-columns';
import { proveedor } from '../proveedor/table';

/**
 * An expense of an obra (server/modules/gasto): folio as the proveedor's receipt says it, so not
 * unique; applying it opens its charge in the ledger (`cargo` GASTO), which holds its saldo.
 */
export const gasto = pgTable(
  'gasto',
  {
    ...obraDocumentColumns<StatusAplicable>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    formaPago: text('forma_pago').notNull().$type<FormaPago>(),
    total: money('total').notNull(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    descripcion: text('descripcion'),
    folioFiscal: text('folio_fiscal'),
    partidaId: partidaId(),
  },
  (t) => [
    index('gasto_folio_idx').on(t.sucursalId, t.folio),
    index('gasto_partida_idx').on(t.partidaId),
    index('gasto_obra_idx').on(t.obraId, t.fecha, t.id),
    index('gasto_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('gasto_status_check', oneOf(t.status, ['creado', 'aplicado'])),
    check('gasto_forma_pago_check', oneOf(t.formaPago, FORMAS_PAGO)),
    check('gasto_total_check', sql`${t.total} > 0`),
  ],
);
