import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit, searchText } from '../../db/columns';

export const proveedor = pgTable(
  'proveedor',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    rfc: text('rfc').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    nombreContacto: text('nombre_contacto'),
    telefonoContacto: text('telefono_contacto'),
    correoContacto: text('correo_contacto'),
    clabe: text('clabe'),
    esCredito: boolean('es_credito').notNull().default(false),
    diasCredito: integer('dias_credito'),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'direccion', 'telefono', 'correo', 'rfc')),
    ...audit,
  },
  (t) => [
    index('proveedor_nombre_idx').on(t.nombre, t.id),
    index('proveedor_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // A CFDI's emisor names its proveedor by RFC.
    index('proveedor_rfc_idx').on(t.rfc),
  ],
);
