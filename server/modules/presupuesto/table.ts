/**
 * The presupuesto of an obra (docs/domain.md, Presupuesto): its partidas, a tree up to three levels
 * deep, and its conceptos de obra. Partidas and conceptos share one `orden`, their position in the
 * presupuesto as imported, so the tree reads in the file's order. Later tables (ajustes, avance,
 * estimaciones) refer to a concepto by its id, which an edit keeps.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { audit, money, searchText } from '../../db/columns';
import { obra } from '../obra/table';

/**
 * What a concepto de obra states, and an ajuste states again of a concepto (a new one, or more of
 * one): importe is cantidad × precioUnitario by schemas/presupuesto.ts, stored so sums are plain SQL.
 */
export const lineaDeConcepto = () => ({
  clave: text('clave').notNull(),
  descripcion: text('descripcion').notNull(),
  unidad: text('unidad').notNull(),
  cantidad: numeric('cantidad', { precision: 18, scale: 4 }).notNull(),
  precioUnitario: money('precio_unitario').notNull(),
  importe: numeric('importe', { precision: 16, scale: 2 }).notNull(),
});

export const presupuestoPartida = pgTable(
  'presupuesto_partida',
  {
    id: serial('id').primaryKey(),
    obraId: integer('obra_id')
      .notNull()
      .references(() => obra.id),
    padreId: integer('padre_id').references((): AnyPgColumn => presupuestoPartida.id, { onDelete: 'cascade' }),
    nivel: smallint('nivel').notNull(),
    orden: integer('orden').notNull(),
    clave: text('clave').notNull(),
    descripcion: text('descripcion').notNull(),
    // How a document that charges a cost to it names it (`{id, nombre}`, server/entity/relations.ts).
    nombre: text('nombre').generatedAlwaysAs(sql`clave || ' ' || descripcion`),
    ...audit,
  },
  (t) => [
    // The resumen reads an obra's partidas in order, in one range scan.
    uniqueIndex('presupuesto_partida_orden_key').on(t.obraId, t.orden),
    index('presupuesto_partida_padre_idx').on(t.padreId),
    check('presupuesto_partida_nivel_check', sql`${t.nivel} BETWEEN 1 AND 3`),
  ],
);

export const conceptoObra = pgTable(
  'concepto_obra',
  {
    id: serial('id').primaryKey(),
    obraId: integer('obra_id')
      .notNull()
      .references(() => obra.id),
    partidaId: integer('partida_id').references(() => presupuestoPartida.id),
    orden: integer('orden').notNull(),
    ...lineaDeConcepto(),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('clave', 'descripcion')),
    ...audit,
  },
  (t) => [
    uniqueIndex('concepto_obra_clave_key').on(t.obraId, t.clave),
    // Keyset pages of the whole presupuesto (search) and of one partida, both in the file's order;
    // the partida's also serves its subtotal's sum (importe included: an index-only scan).
    uniqueIndex('concepto_obra_orden_key').on(t.obraId, t.orden),
    index('concepto_obra_partida_idx').on(t.obraId, t.partidaId, t.orden, t.importe),
    // A partida deleted (a re-import) has its foreign key checked here: without it, each partida
    // scanned every obra's conceptos (1.2 s for 60 partidas among 105,000 conceptos).
    index('concepto_obra_partida_fk_idx').on(t.partidaId),
    index('concepto_obra_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('concepto_obra_cantidad_check', sql`${t.cantidad} >= 0`),
    check('concepto_obra_precio_check', sql`${t.precioUnitario} >= 0`),
  ],
);

/**
 * The quantity of a concepto executed up to a date (docs/domain.md, Avance físico): accumulated,
 * not of the period (docs/decisions.md), one row per concepto and fecha; the estimación will
 * write the same rows. `obraId` is the concepto's, so an obra's avance is one range scan.
 */
export const avanceConcepto = pgTable(
  'avance_concepto',
  {
    id: serial('id').primaryKey(),
    obraId: integer('obra_id')
      .notNull()
      .references(() => obra.id),
    conceptoId: integer('concepto_id')
      .notNull()
      .references(() => conceptoObra.id),
    fecha: date('fecha').notNull(),
    cantidad: numeric('cantidad', { precision: 18, scale: 4 }).notNull(),
    ...audit,
  },
  (t) => [
    uniqueIndex('avance_concepto_fecha_key').on(t.conceptoId, t.fecha),
    // The latest capture of each concepto of an obra: DISTINCT ON (concepto_id) … ORDER BY fecha DESC.
    index('avance_concepto_obra_idx').on(t.obraId, t.conceptoId, t.fecha),
    check('avance_concepto_cantidad_check', sql`${t.cantidad} >= 0`),
  ],
);

/** A concepto as its rows are shown and exported: the columns of the presupuesto's table. */
export const columnasConcepto = {
  clave: conceptoObra.clave,
  descripcion: conceptoObra.descripcion,
  unidad: conceptoObra.unidad,
  cantidad: conceptoObra.cantidad,
  precioUnitario: conceptoObra.precioUnitario,
  importe: conceptoObra.importe,
};
