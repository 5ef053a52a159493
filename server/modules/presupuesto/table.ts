/**
 * The presupuesto of an obra (docs/domain.md, Presupuesto): its partidas, a tree up to three levels
 * deep, and its conceptos de obra. Partidas and conceptos share one `orden`, their position in the
 * presupuesto as imported, so the tree reads in the file's order. Later tables (ajustes, avance,
 * estimaciones) refer to a concepto by its id, which an edit keeps.
 */
import { sql } from 'drizzle-orm';
import {
  check,
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
import { obra } from '../../db/schema';

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
    clave: text('clave').notNull(),
    descripcion: text('descripcion').notNull(),
    unidad: text('unidad').notNull(),
    cantidad: numeric('cantidad', { precision: 18, scale: 4 }).notNull(),
    precioUnitario: money('precio_unitario').notNull(),
    // cantidad × precioUnitario by schemas/presupuesto.ts, stored so sums are plain SQL.
    importe: numeric('importe', { precision: 16, scale: 2 }).notNull(),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('clave', 'descripcion')),
    ...audit,
  },
  (t) => [
    uniqueIndex('concepto_obra_clave_key').on(t.obraId, t.clave),
    // Keyset pages of the whole presupuesto (search) and of one partida, both in the file's order;
    // the partida's also serves its subtotal's sum (importe included: an index-only scan).
    uniqueIndex('concepto_obra_orden_key').on(t.obraId, t.orden),
    index('concepto_obra_partida_idx').on(t.obraId, t.partidaId, t.orden, t.importe),
    index('concepto_obra_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('concepto_obra_cantidad_check', sql`${t.cantidad} >= 0`),
    check('concepto_obra_precio_check', sql`${t.precioUnitario} >= 0`),
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
