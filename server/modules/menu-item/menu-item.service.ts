/**
 * Menu items for the admin screens (docs/product.md §7 menu-item), on the entity layer: `padre` as
 * `{id, nombre}`, by seccion and nombre. This module's own rules: the padre must exist and must not
 * be the item itself or one of its descendants; a new item goes last in its seccion and gets a
 * permiso for every user at once — authorized only for ROLE_ADMIN and above — so every permission
 * list stays complete.
 */
import { eq, sql } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { MenuItem } from '../../../schemas/generated/menuItem';
import type { Caller } from '../../auth/session';
import type { Executor, Tx } from '../../db/client';
import { menuItem, permiso, usuario } from '../../db/schema';
import { defineEntity, type RowOf, type WriteContext } from '../../entity/define';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { parseId } from '../common/ids';

export const PADRE_NO_EXISTE = 'El elemento padre no existe';
export const PADRE_CICLICO = 'El padre no puede ser el mismo elemento ni uno de sus descendientes';

const padreError = (message: string) => badRequest(INVALID_INPUT, [{ field: 'padre.id', message }]);

/** The padre id to store; walks up from it so an item never ends up below itself. */
async function checkPadre(tx: Tx, input: MenuItem, itemId?: number): Promise<number | null> {
  if (input.padre?.id === undefined) return null;
  const padreId = parseId(input.padre.id, 'padre.id');
  let current: number | null = padreId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    if (current === itemId) throw padreError(PADRE_CICLICO);
    seen.add(current);
    const [row] = await tx.select({ padreId: menuItem.padreId }).from(menuItem).where(eq(menuItem.id, current));
    if (!row) throw padreError(PADRE_NO_EXISTE);
    current = row.padreId;
  }
  return padreId;
}

type MenuItemWrite = WriteContext<MenuItem, RowOf<typeof menuItem>>;

async function placeItem({ tx, input, values, current }: MenuItemWrite): Promise<void> {
  values.padreId = await checkPadre(tx, input, current?.id);
  if (!current)
    values.orden = sql`(SELECT coalesce(max(orden) + 1, 0) FROM menu_item WHERE seccion = ${input.seccion})`;
}

async function grantToEveryone({ tx, current }: MenuItemWrite, id: number): Promise<void> {
  if (current) return;
  await tx.execute(sql`
    INSERT INTO ${permiso} (usuario_id, menu_item_id, autorizado)
    SELECT ${usuario.id}, ${id}, ${usuario.role} IN ('ROLE_ADMIN', 'ROLE_SUPERUSER') FROM ${usuario}`);
}

export const menuItems = defineEntity<MenuItem, typeof menuItem>({
  schema: schemas.menuItem,
  table: menuItem,
  idParam: 'menuItemId',
  notFound: 'Elemento del menu no encontrado',
  relations: { padre: { column: menuItem.padreId, table: menuItem } },
  order: [
    [menuItem.seccion, 'asc'],
    [menuItem.nombre, 'asc'],
    [menuItem.id, 'asc'],
  ],
  hooks: { beforeWrite: placeItem, afterWrite: grantToEveryone },
});

/** The parent autocomplete: nothing until some text is typed. */
export async function menuItemsByName(db: Executor, caller: Caller, searchTerm: unknown): Promise<MenuItem[]> {
  return typeof searchTerm === 'string' && searchTerm.trim() ? menuItems.list(db, caller, searchTerm) : [];
}
