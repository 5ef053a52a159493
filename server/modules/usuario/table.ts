import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../../schemas/roles';
import { audit, searchText } from '../../db/columns';
import { menuItem } from '../menu-item/table';
import { sucursal } from '../sucursal/table';

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().$type<Role>(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    correo: text('correo').notNull(),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    activo: boolean('activo').notNull().default(true),
    /** Signed into every token; raised when the password changes or the user is disabled, ending every session. */
    tokenVersion: integer('token_version').notNull().default(0),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombres', 'apellidos', 'correo', 'username')),
    ...audit,
  },
  (t) => [
    uniqueIndex('usuario_username_key').on(sql`lower(${t.username})`),
    index('usuario_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

export const permiso = pgTable(
  'permiso',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItem.id, { onDelete: 'cascade' }),
    autorizado: boolean('autorizado').notNull().default(false),
    ...audit,
  },
  (t) => [uniqueIndex('permiso_usuario_menu_key').on(t.usuarioId, t.menuItemId)],
);
