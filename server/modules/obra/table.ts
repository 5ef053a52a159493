import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
