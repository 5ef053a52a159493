/**
 * The menu declared in schemas/menu.ts (docs/product.md §2, both sections): loaded whole into an
 * empty menu_item table, and afterwards each entry declared later is added once, at its declared
 * place, on the next start. Admins edit the menu, so nothing already offered is touched again.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MENU, type Menu, type MenuEntry } from '../../../schemas/menu';
import type { Db, Tx } from '../client';
import { menuItem, menuOfrecido, permiso, usuario } from '../schema';
import { authorizeForAdmins } from './catalogo-menu';

export { MENU, withEntityEntries, type MenuEntry } from '../../../schemas/menu';

async function insertEntries(tx: Tx, seccion: string, entries: MenuEntry[], padreId: number | null) {
  for (const [orden, entry] of entries.entries()) {
    const [row] = await tx
      .insert(menuItem)
      .values({ seccion, nombre: entry.nombre, link: entry.link, icono: entry.icono, orden, padreId })
      .returning({ id: menuItem.id });
    if (entry.items) await insertEntries(tx, seccion, entry.items, row.id);
  }
}

/** A linked entry with where it goes: its section, its parent group and the sibling it follows. */
interface Placement {
  seccion: string;
  entry: MenuEntry & { link: string };
  padre: MenuEntry | null;
  anterior: MenuEntry | null;
}

function placements(menu: Menu): Placement[] {
  const found: Placement[] = [];
  const walk = (seccion: string, entries: MenuEntry[], padre: MenuEntry | null) =>
    entries.forEach((entry, i) => {
      const anterior = entries[i - 1] ?? null;
      if (entry.link !== null) found.push({ seccion, entry: { ...entry, link: entry.link }, padre, anterior });
      if (entry.items) walk(seccion, entry.items, entry);
    });
  for (const [seccion, entries] of Object.entries(menu)) walk(seccion, entries, null);
  return found;
}

/** The menu item that stands for an entry: by its link, or by its name for a parent group. */
async function itemOf(tx: Tx, seccion: string, entry: MenuEntry, padreId: number | null) {
  const [row] = await tx
    .select({ id: menuItem.id, orden: menuItem.orden })
    .from(menuItem)
    .where(
      entry.link !== null
        ? eq(menuItem.link, entry.link)
        : and(
            eq(menuItem.seccion, seccion),
            eq(menuItem.nombre, entry.nombre),
            isNull(menuItem.link),
            padreId === null ? isNull(menuItem.padreId) : eq(menuItem.padreId, padreId),
          ),
    )
    .orderBy(menuItem.id)
    .limit(1);
  return row;
}

async function lastOrden(tx: Tx, seccion: string, padreId: number | null): Promise<number> {
  const [{ orden }] = await tx
    .select({ orden: sql<number>`coalesce(max(${menuItem.orden}), -1)::int` })
    .from(menuItem)
    .where(
      and(eq(menuItem.seccion, seccion), padreId === null ? isNull(menuItem.padreId) : eq(menuItem.padreId, padreId)),
    );
  return orden;
}

/** Inserts `entry` at `orden` among its siblings, moving the later ones down. */
async function insertAt(tx: Tx, seccion: string, entry: MenuEntry, padreId: number | null, orden: number) {
  await tx
    .update(menuItem)
    .set({ orden: sql`${menuItem.orden} + 1` })
    .where(
      and(
        eq(menuItem.seccion, seccion),
        padreId === null ? isNull(menuItem.padreId) : eq(menuItem.padreId, padreId),
        sql`${menuItem.orden} >= ${orden}`,
      ),
    );
  const [row] = await tx
    .insert(menuItem)
    .values({ seccion, nombre: entry.nombre, link: entry.link, icono: entry.icono, orden, padreId })
    .returning({ id: menuItem.id });
  return row.id;
}

/** Each user's permiso for the new item is authorized as theirs for `link` is (none: not authorized). */
async function authorizeAs(tx: Tx, menuItemId: number, link: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${permiso} (usuario_id, menu_item_id, autorizado)
    SELECT u.id, ${menuItemId}, coalesce((
      SELECT bool_or(p.autorizado) FROM ${permiso} p JOIN ${menuItem} m ON m.id = p.menu_item_id
      WHERE p.usuario_id = u.id AND m.link = ${link}), false)
    FROM ${usuario} u
    ON CONFLICT (usuario_id, menu_item_id) DO NOTHING`);
}

/** Adds a declared entry the database has never been given, after the sibling it follows. */
async function offer(tx: Tx, { seccion, entry, padre, anterior }: Placement): Promise<void> {
  if (await itemOf(tx, seccion, entry, null)) return; // an admin added the link by hand
  let padreId: number | null = null;
  if (padre) {
    padreId = (await itemOf(tx, seccion, padre, null))?.id ?? null;
    padreId ??= await insertAt(
      tx,
      seccion,
      { ...padre, items: undefined },
      null,
      (await lastOrden(tx, seccion, null)) + 1,
    );
  }
  const previo = anterior ? await itemOf(tx, seccion, anterior, padreId) : undefined;
  const orden = previo ? previo.orden + 1 : (await lastOrden(tx, seccion, padreId)) + 1;
  const id = await insertAt(tx, seccion, entry, padreId, orden);
  if (entry.permisoComo) await authorizeAs(tx, id, entry.permisoComo);
  else await authorizeForAdmins(tx, [id]);
}

/**
 * On every start. An empty menu gets the whole declared menu. Otherwise each declared link not yet
 * recorded is offered, so an upgrade brings a new screen's entry and its permisos without a
 * migration of its own (migration 0027 recorded the links an older database's menu had).
 */
export async function seedMenu(db: Db, menu: Menu = MENU): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL must not both add an entry.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727008)`);
    const declared = placements(menu);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(menuItem);
    const recorded = new Set((await tx.select({ link: menuOfrecido.link }).from(menuOfrecido)).map((r) => r.link));
    if (count === 0) {
      for (const [seccion, entries] of Object.entries(menu)) await insertEntries(tx, seccion, entries, null);
    } else {
      for (const placement of declared) if (!recorded.has(placement.entry.link)) await offer(tx, placement);
    }
    const nuevos = declared.filter((p) => !recorded.has(p.entry.link)).map((p) => ({ link: p.entry.link }));
    if (nuevos.length > 0) await tx.insert(menuOfrecido).values(nuevos).onConflictDoNothing();
  });
}
