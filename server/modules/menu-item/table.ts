import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { audit, searchText } from '../../db/columns';

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

/**
 * The declared menu links (schemas/menu.ts) this database has been given: a link declared later is
 * added at the next start, once, so an admin's removal of it stands (server/db/seed/menu.ts).
 */
export const menuOfrecido = pgTable('menu_ofrecido', {
  link: text('link').primaryKey(),
  ofrecido: timestamp('ofrecido', { withTimezone: true }).notNull().defaultNow(),
});
