import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actingUser, audit, money, oneOf } from '../../db/columns';
import { FORMAS_PAGO, type FormaPago } from '../../db/document-columns';
import { factura } from '../factura/table';

/** A payment received against a factura: never changed (a correction is another document). */
export const ingreso = pgTable(
  'ingreso',
  {
    id: serial('id').primaryKey(),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.id),
    fecha: date('fecha').notNull(),
    monto: money('monto').notNull(),
    formaPago: text('forma_pago').$type<FormaPago>(),
    referencia: text('referencia'),
    creado: audit.creado,
    creadoPor: integer('creado_por').default(actingUser),
  },
  (t) => [
    index('ingreso_factura_idx').on(t.facturaId),
    check('ingreso_monto_check', sql`${t.monto} > 0`),
    check('ingreso_forma_pago_check', sql`${t.formaPago} IS NULL OR ${oneOf(t.formaPago, FORMAS_PAGO)}`),
  ],
);
