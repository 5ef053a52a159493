import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit, money, searchText } from '../../db/columns';
import { documento } from '../documento/table';
import { sucursal } from '../sucursal/table';

export const empleado = pgTable(
  'empleado',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    nacimiento: date('nacimiento').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    nss: text('nss').notNull(),
    rfc: text('rfc').notNull(),
    curp: text('curp').notNull(),
    alta: date('alta').notNull(),
    baja: date('baja'),
    puesto: text('puesto').notNull(),
    fotoId: integer('foto_id').references(() => documento.id),
    sueldoImss: money('sueldo_imss'),
    descuentoInfonavit: money('descuento_infonavit'),
    motivoBaja: text('motivo_baja'),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'telefono', 'correo', 'puesto')),
    ...audit,
  },
  (t) => [
    index('empleado_sucursal_nombre_idx').on(t.sucursalId, t.nombre),
    index('empleado_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);
