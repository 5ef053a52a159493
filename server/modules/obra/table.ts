import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit, money, searchText } from '../../db/columns';
import { cliente } from '../cliente/table';
import { sucursal } from '../sucursal/table';

export const obra = pgTable(
  'obra',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => cliente.id),
    costoTotal: money('costo_total').notNull(),
    anticipo: money('anticipo'),
    fechaAnticipo: date('fecha_anticipo'),
    inicio: date('inicio').notNull(),
    fin: date('fin').notNull(),
    metodoPago: text('metodo_pago'),
    insumos: money('insumos').notNull(),
    manoObra: money('mano_obra').notNull(),
    indirectos: money('indirectos').notNull(),
    utilidad: money('utilidad').notNull(),
    terminado: boolean('terminado').notNull().default(false),
    /** The IVA its estimaciones bill at: 16, or 8 in the border region. */
    tasaIva: integer('tasa_iva').notNull().default(16),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre')),
    ...audit,
  },
  (t) => [
    index('obra_sucursal_nombre_idx').on(t.sucursalId, t.nombre),
    index('obra_cliente_idx').on(t.clienteId),
    index('obra_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('obra_tasa_iva_check', sql`${t.tasaIva} IN (16, 8)`),
  ],
);

/**
 * A retención the client withholds from every estimación of the obra (docs/domain.md, Retención):
 * on the importe or the subtotal, at a percent with up to 4 decimals; `seDevuelve` (a fondo de
 * garantía): the finiquito gives back what it withheld. The obra's `retenciones` lines.
 */
export const obraRetencion = pgTable(
  'obra_retencion',
  {
    id: serial('id').primaryKey(),
    obraId: integer('obra_id')
      .notNull()
      .references(() => obra.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    base: text('base').notNull().$type<'importe' | 'subtotal'>(),
    tasa: numeric('tasa', { precision: 7, scale: 4 }).notNull(),
    seDevuelve: boolean('se_devuelve'),
  },
  (t) => [
    index('obra_retencion_obra_idx').on(t.obraId),
    check('obra_retencion_base_check', sql`${t.base} IN ('importe', 'subtotal')`),
    check('obra_retencion_tasa_check', sql`${t.tasa} > 0 AND ${t.tasa} <= 100`),
  ],
);

/**
 * An obra's figures (docs/domain.md, Obra figures): the running sums its summary and the dashboard
 * read instead of every document. Kept by row triggers on the documents (migration 0018), in the
 * writing transaction, so no write path can forget them; `obraCifrasBreaks`
 * (server/domain/ledger-invariants.ts) recomputes them from the documents. Never written by the server.
 */
export const obraCifras = pgTable('obra_cifras', {
  obraId: integer('obra_id')
    .primaryKey()
    .references(() => obra.id),
  /** Σ total of applied compras. */
  compras: money('compras').notNull().default('0'),
  /** Σ total of applied notas de crédito (lowers the compras). */
  notasCredito: money('notas_credito').notNull().default('0'),
  /** Σ total of authorized orders without a compra plus compras not yet applied. */
  comprometido: money('comprometido').notNull().default('0'),
  /** Σ total of applied gastos. */
  gastos: money('gastos').notNull().default('0'),
  /** Σ total of nóminas. */
  nominas: money('nominas').notNull().default('0'),
  /** Σ total of facturas, and what was collected of them (Σ total − saldo). */
  facturado: money('facturado').notNull().default('0'),
  cobrado: money('cobrado').notNull().default('0'),
});
