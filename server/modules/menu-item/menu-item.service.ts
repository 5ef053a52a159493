/**
 * Writing menu items (SPEC.md §7 menu-item). The padre must exist and must not be the item itself
 * or one of its descendants. A new item gets a permiso for every user at once — authorized only
 * for ROLE_ADMIN and above — so every permission list stays complete.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { menuItem, permiso, usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { Caller } from '../../auth/session';
import { badRequest, notFound } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import type { MenuItem } from '../../../schemas/generated/menuItem';
import { parseId } from '../common/ids';
import { findMenuItem } from './menu-item-queries';

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

const fieldsOf = (input: MenuItem) => ({
  seccion: input.seccion,
  nombre: input.nombre,
  link: input.link ?? null,
  icono: input.icono,
});

export function createMenuItem(db: Db, caller: Caller, input: MenuItem): Promise<MenuItem> {
  return inTransaction(db, caller.id, async (tx) => {
    const padreId = await checkPadre(tx, input);
    const [created] = await tx
      .insert(menuItem)
      .values({
        ...fieldsOf(input),
        padreId,
        orden: sql`(SELECT coalesce(max(orden) + 1, 0) FROM menu_item WHERE seccion = ${input.seccion})`,
      })
      .returning({ id: menuItem.id });
    await tx.execute(sql`
      INSERT INTO ${permiso} (usuario_id, menu_item_id, autorizado)
      SELECT ${usuario.id}, ${created.id}, ${usuario.role} IN ('ROLE_ADMIN', 'ROLE_SUPERUSER') FROM ${usuario}`);
    return findMenuItem(tx, created.id);
  });
}

export function updateMenuItem(db: Db, caller: Caller, input: MenuItem): Promise<MenuItem> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const [current] = await tx.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.id, id)).for('update');
    if (!current) throw notFound('Elemento del menu no encontrado');
    const padreId = await checkPadre(tx, input, id);
    await tx
      .update(menuItem)
      .set({ ...fieldsOf(input), padreId, actualizado: sql`now()` })
      .where(eq(menuItem.id, id));
    return findMenuItem(tx, id);
  });
}

/** Deletes the item with its children and their permisos (the foreign keys cascade). */
export function deleteMenuItem(db: Db, caller: Caller, idValue: unknown): Promise<MenuItem> {
  const id = parseId(idValue, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const deleted = await findMenuItem(tx, id);
    await tx.delete(menuItem).where(eq(menuItem.id, id));
    return deleted;
  });
}

export function getMenuItem(db: Db, idParam: unknown): Promise<MenuItem> {
  return findMenuItem(db, parseId(idParam, 'menuItemId'));
}
