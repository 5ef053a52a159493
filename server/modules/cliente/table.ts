import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit, searchText } from '../../db/columns';
import { sucursal } from '../sucursal/table';

export const cliente = pgTable(
  'cliente',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    razonSocial: text('razon_social').notNull(),
    direccion: text('direccion').notNull(),
    rfc: text('rfc').notNull(),
    telefono: text('telefono'),
    correoElectronico: text('correo_electronico'),
    nombreContacto: text('nombre_contacto'),
    telefonoContacto: text('telefono_contacto').notNull(),
    correoContacto: text('correo_contacto').notNull(),
    diasCredito: integer('dias_credito').notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'direccion', 'telefono', 'rfc')),
    ...audit,
  },
  (t) => [
    index('cliente_sucursal_nombre_idx').on(t.sucursalId, t.nombre, t.id),
    index('cliente_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // A CFDI's receptor names its cliente by RFC.
    index('cliente_rfc_idx').on(t.rfc),
  ],
);
