/**
 * The columns and indexes every document's table shares (server/domain/document.ts): what every
 * document of an obra has, a purchasing document's folio, proveedor and totals, a line's amounts,
 * and the partida a cost is charged to. Each document's table, in its module's `table.ts`, spreads them.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { audit, money, oneOf, rate } from './columns';
import { documento } from '../modules/documento/table';
import { obra } from '../modules/obra/table';
import { presupuestoPartida } from '../modules/presupuesto/table';
import { proveedor } from '../modules/proveedor/table';
import { sucursal } from '../modules/sucursal/table';

/** Statuses of a compra and of a nota de crédito (docs/domain.md): applied (`aplicado`) or not. */
export type StatusAplicable = 'creado' | 'aplicado';

/**
 * What every document of an obra has (server/domain/document.ts): its status, its obra and that
 * obra's sucursal, and `busqueda`, written with the document.
 */
export const ofObra = <S extends string>() => ({
  id: serial('id').primaryKey(),
  status: text('status').notNull().$type<S>(),
  obraId: integer('obra_id')
    .notNull()
    .references(() => obra.id),
  sucursalId: integer('sucursal_id')
    .notNull()
    .references(() => sucursal.id),
  busqueda: text('busqueda').notNull().default(''),
  ...audit,
});

/**
 * The columns every purchasing document shares (docs/domain.md): folio per sucursal, fecha,
 * proveedor and totals computed by the server from its lines.
 */
export const documentColumns = <S extends string>() => ({
  ...ofObra<S>(),
  folio: integer('folio').notNull(),
  fecha: date('fecha').notNull(),
  proveedorId: integer('proveedor_id')
    .notNull()
    .references(() => proveedor.id),
  observaciones: text('observaciones'),
  subTotal: money('sub_total').notNull(),
  iva: money('iva').notNull(),
  total: money('total').notNull(),
});

/**
 * A document's folio is unique per sucursal; its lists go by obra in their order (fecha, folio, id:
 * db/keyset.ts) and search `busqueda`.
 */
export const documentIndexes = (
  name: string,
  t: {
    sucursalId: AnyPgColumn;
    folio: AnyPgColumn;
    obraId: AnyPgColumn;
    fecha: AnyPgColumn;
    id: AnyPgColumn;
    busqueda: AnyPgColumn;
    status: AnyPgColumn;
  },
  statuses: readonly string[],
) => [
  uniqueIndex(`${name}_folio_key`).on(t.sucursalId, t.folio),
  index(`${name}_obra_idx`).on(t.obraId, t.fecha, t.folio, t.id),
  index(`${name}_busqueda_trgm`).using('gin', sql`${t.busqueda} gin_trgm_ops`),
  check(`${name}_status_check`, oneOf(t.status, statuses)),
];

/**
 * The partida of the obra's presupuesto a cost belongs to (docs/domain.md, Costo por partida):
 * optional, of the document's obra (server/domain/partida.ts); a re-import puts it back by clave.
 */
export const partidaId = () => integer('partida_id').references(() => presupuestoPartida.id, { onDelete: 'set null' });

/** What every document line keeps beside its quantity: unidad, precio, IVA rate and importe. */
export const lineAmounts = () => ({
  unidadMedida: text('unidad_medida'),
  precioUnitario: money('precio_unitario').notNull(),
  tasaiva: rate('tasaiva').notNull(),
  importe: money('importe').notNull(),
});

/** Formas de pago (docs/product.md §3); each document offers its own subset (§9). */
export const FORMAS_PAGO = ['Cheque', 'Efectivo', 'Transferencia', 'NotaCredito', 'PorDefinir'] as const;
export type FormaPago = (typeof FORMAS_PAGO)[number];

/** An obra document without lines: what every document has, and its comprobante. */
export const obraDocumentColumns = <S extends string>() => ({
  ...ofObra<S>(),
  comprobanteId: integer('comprobante_id').references(() => documento.id),
});
