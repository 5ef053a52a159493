import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { folioClave, money, oneOf } from '../../db/columns';
import { obraDocumentColumns } from '../../db/document-columns';
import { cliente } from '../cliente/table';

/**
 * A client invoice of an obra (server/modules/factura), with its PDF: saldo = total − Σ ingresos,
 * kept by the receivables service under a row lock, never below 0.
 */
export const factura = pgTable(
  'factura',
  {
    ...obraDocumentColumns<'creado'>(),
    // The invoice's Serie and Folio as typed ('A-555'): the company's invoicing system numbers it, not this one.
    folio: text('folio').notNull(),
    fecha: date('fecha').notNull(),
    promesaPago: date('promesa_pago').notNull(),
    total: money('total').notNull(),
    saldo: money('saldo').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => cliente.id),
    folioFiscal: text('folio_fiscal'),
  },
  (t) => [
    // The repeated-folio check (server/domain/repeated-folio.ts) looks a folio up company-wide by its key.
    index('factura_folio_clave_idx').on(folioClave(t.folio)),
    index('factura_obra_idx').on(t.obraId, t.fecha, t.id),
    index('factura_obra_cliente_idx').on(t.obraId, t.clienteId),
    // The receivables aging of one obra (./receivables-aging.ts) reads only this index: its columns
    // are all the aging reads (drizzle has no INCLUDE).
    index('factura_obra_por_cobrar_idx')
      .on(t.obraId, t.clienteId, t.promesaPago, t.saldo, t.sucursalId)
      .where(sql`${t.saldo} > 0`),
    index('factura_cliente_saldo_idx')
      .on(t.clienteId, t.promesaPago)
      .where(sql`${t.saldo} > 0`),
    index('factura_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('factura_status_check', oneOf(t.status, ['creado'])),
    check('factura_total_check', sql`${t.total} > 0`),
    check('factura_saldo_check', sql`0 <= ${t.saldo} AND ${t.saldo} <= ${t.total}`),
  ],
);
