import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit, money, searchText } from '../../db/columns';

export const sucursal = pgTable(
  'sucursal',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion'),
    telefono: text('telefono'),
    // The company's RFC here: the receptor of its suppliers' CFDIs, the emisor of its own.
    rfc: text('rfc'),
    // The largest order total each role may authorize here (docs/decisions.md); null: no limit.
    limiteUsuario: money('limite_usuario'),
    limiteAsistente: money('limite_asistente'),
    limiteAdmin: money('limite_admin'),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre')),
    ...audit,
  },
  (t) => [index('sucursal_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`)],
);
