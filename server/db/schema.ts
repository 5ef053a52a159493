/**
 * Tables of the product (Drizzle). Migrations in ./migrations are generated from this file with
 * `npm run db:generate`; the SQL that Drizzle cannot express (extensions, f_unaccent, triggers)
 * lives in the custom migrations beside them.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Accent- and case-insensitive search text over some columns (f_unaccent: migration 0000). */
export function searchText(...columns: string[]): SQL {
  const joined = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return sql.raw(`f_unaccent(lower(${joined}))`);
}

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const audit = {
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
};

export const sucursal = pgTable('sucursal', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  direccion: text('direccion'),
  telefono: text('telefono'),
  ...audit,
});

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    correo: text('correo').notNull(),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    activo: boolean('activo').notNull().default(true),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombres', 'apellidos', 'correo', 'username')),
    ...audit,
  },
  (t) => [
    uniqueIndex('usuario_username_key').on(sql`lower(${t.username})`),
    index('usuario_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

export const menuItem = pgTable(
  'menu_item',
  {
    id: serial('id').primaryKey(),
    padreId: integer('padre_id').references((): AnyPgColumn => menuItem.id, { onDelete: 'cascade' }),
    seccion: text('seccion').notNull(),
    nombre: text('nombre').notNull(),
    link: text('link'),
    icono: text('icono').notNull(),
    orden: integer('orden').notNull().default(0),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'link')),
    ...audit,
  },
  (t) => [
    index('menu_item_seccion_idx').on(t.seccion, t.orden),
    index('menu_item_link_idx').on(t.link),
    index('menu_item_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
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
    index('cliente_sucursal_nombre_idx').on(t.sucursalId, t.nombre),
    index('cliente_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

export const obra = pgTable(
  'obra',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => cliente.id),
    costoTotal: money('costo_total').notNull(),
    anticipo: money('anticipo'),
    fechaAnticipo: date('fecha_anticipo'),
    inicio: date('inicio').notNull(),
    fin: date('fin').notNull(),
    metodoPago: text('metodo_pago'),
    insumos: money('insumos').notNull(),
    manoObra: money('mano_obra').notNull(),
    indirectos: money('indirectos').notNull(),
    utilidad: money('utilidad').notNull(),
    terminado: boolean('terminado').notNull().default(false),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre')),
    ...audit,
  },
  (t) => [
    index('obra_sucursal_nombre_idx').on(t.sucursalId, t.nombre),
    index('obra_cliente_idx').on(t.clienteId),
    index('obra_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** Failed logins, for the rate limit of DESIGN.md §3 (kept in the database: servers are stateless). */
export const loginIntento = pgTable(
  'login_intento',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    momento: timestamp('momento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_intento_lookup_idx').on(t.username, t.ip, t.momento)],
);
