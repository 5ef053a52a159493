/**
 * Loads the menu declared in schemas/menu.ts (docs/product.md §2, both sections) once into an
 * empty menu_item table.
 */
import { sql } from 'drizzle-orm';
import { MENU, type MenuEntry } from '../../../schemas/menu';
import type { Db, Tx } from '../client';
import { menuItem } from '../schema';

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

/** Admins edit the menu afterwards, so an existing menu is never touched. */
export async function seedMenu(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(menuItem);
    if (count > 0) return;
    for (const [seccion, entries] of Object.entries(MENU)) await insertEntries(tx, seccion, entries, null);
  });
}
