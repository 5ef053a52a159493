import { sql } from 'drizzle-orm';
import { index, integer, json, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit } from '../../db/columns';
import { sucursal } from '../sucursal/table';

/**
 * The admin-defined catalogs (server/modules/catalogo/registry.ts): the admin's JSON Schema of each,
 * by name, with the version the designer's saves compare. Files in schemas/catalogos/ seed it.
 */
export const catalogoEsquema = pgTable('catalogo_esquema', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  // json, not jsonb: the admin's field order is the form's and the list's, and jsonb sorts keys.
  esquema: json('esquema').notNull(),
  version: integer('version').notNull().default(1),
  ...audit,
});

/** Records of admin-defined catalogs (designed in /configura/catalogos): validated JSON per catalog. */
export const catalogoRegistro = pgTable(
  'catalogo_registro',
  {
    id: serial('id').primaryKey(),
    catalogo: text('catalogo').notNull(),
    // The record's fields by name, valid against its catalog's schema.
    datos: jsonb('datos').notNull().$type<Record<string, unknown>>(),
    busqueda: text('busqueda').notNull().default(''),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    ...audit,
  },
  (t) => [
    index('catalogo_registro_catalogo_idx').on(t.catalogo, t.id),
    index('catalogo_registro_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);
