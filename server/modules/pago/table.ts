import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, oneOf } from '../../db/columns';
import { FORMAS_PAGO, ofObra, type FormaPago } from '../../db/document-columns';
import { proveedor } from '../proveedor/table';

/**
 * A payment to a proveedor (server/domain/payables.ts): the whole saldo of some of its authorized
 * charges of one obra, an abono (PAGO) per charge whose sum is `total`; folio by the server. Never
 * changed: it is born paid.
 */
export const pago = pgTable(
  'pago',
  {
    ...ofObra<'pagado'>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    formaPago: text('forma_pago').notNull().$type<FormaPago>(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    descripcion: text('descripcion'),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('pago_folio_key').on(t.sucursalId, t.folio),
    index('pago_obra_idx').on(t.obraId, t.fecha, t.id),
    index('pago_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('pago_status_check', oneOf(t.status, ['pagado'])),
    check('pago_forma_pago_check', oneOf(t.formaPago, FORMAS_PAGO)),
    check('pago_total_check', sql`${t.total} > 0`),
  ],
);
