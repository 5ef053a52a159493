/** Reading menu items for the admin screens: one shape, `padre` as `{id, nombre}`. */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { menuItem } from '../../db/schema';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import { notFound } from '../../http-errors';
import type { MenuItem } from '../../../schemas/generated/menuItem';
import { withoutNulls } from '../common/records';

export const LIST_LIMIT = 20;

const padre = alias(menuItem, 'padre');

function selectItems(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: menuItem.id,
      padreId: padre.id,
      padreNombre: padre.nombre,
      seccion: menuItem.seccion,
      nombre: menuItem.nombre,
      link: menuItem.link,
      icono: menuItem.icono,
    })
    .from(menuItem)
    .leftJoin(padre, eq(padre.id, menuItem.padreId))
    .where(where)
    .orderBy(asc(menuItem.seccion), asc(menuItem.nombre), asc(menuItem.id));
}

type Row = Awaited<ReturnType<typeof selectItems>>[number];

function toMenuItem({ padreId, padreNombre, ...fields }: Row): MenuItem {
  const item = withoutNulls(fields) as MenuItem;
  return padreId === null ? item : { ...item, padre: { id: padreId, nombre: padreNombre ?? '' } };
}

export async function findMenuItem(db: Executor, id: number): Promise<MenuItem> {
  const [row] = await selectItems(db, eq(menuItem.id, id));
  if (!row) throw notFound('Elemento del menu no encontrado');
  return toMenuItem(row);
}

export async function listMenuItems(db: Executor): Promise<MenuItem[]> {
  return (await selectItems(db, undefined)).map(toMenuItem);
}

/** The parent autocomplete: nothing until some text is typed. */
export async function menuItemsByName(db: Executor, searchTerm: unknown): Promise<MenuItem[]> {
  const match = matchesSearch(menuItem.busqueda, searchTerm);
  if (!match) return [];
  return (await selectItems(db, match).limit(LIST_LIMIT)).map(toMenuItem);
}

/** GET /api/menu-item/menu-items-page: `name` over nombre and link. */
export async function pageMenuItems(db: Executor, query: Record<string, unknown>): Promise<Page<MenuItem>> {
  const req = pageRequest(query);
  const where = and(matchesSearch(menuItem.busqueda, query.name));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(menuItem).where(where),
    selectItems(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toMenuItem), total, req);
}
