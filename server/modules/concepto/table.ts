import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, money, searchText } from '../../db/columns';

export const clasificacion = pgTable('clasificacion', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
});

export const subclasificacion = pgTable(
  'subclasificacion',
  {
    id: serial('id').primaryKey(),
    clasificacionId: integer('clasificacion_id')
      .notNull()
      .references(() => clasificacion.id),
    nombre: text('nombre').notNull(),
  },
  (t) => [uniqueIndex('subclasificacion_nombre_key').on(t.clasificacionId, t.nombre)],
);

export const unidadMedida = pgTable('unidad_medida', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
});

export const concepto = pgTable(
  'concepto',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    clasificacionId: integer('clasificacion_id').references(() => clasificacion.id),
    subClasificacionId: integer('sub_clasificacion_id').references(() => subclasificacion.id),
    unidadMedidaId: integer('unidad_medida_id').references(() => unidadMedida.id),
    precioUnitario: money('precio_unitario'),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'descripcion')),
    ...audit,
  },
  (t) => [
    index('concepto_clasificacion_nombre_idx').on(t.clasificacionId, t.nombre),
    index('concepto_nombre_idx').on(t.nombre, t.id),
    index('concepto_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);
