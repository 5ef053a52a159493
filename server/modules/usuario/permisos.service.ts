/**
 * Generar permisos (docs/domain.md): one permiso per menu item, recreated from the user's role.
 * ROLE_ADMIN and ROLE_SUPERUSER get everything; ROLE_USER and ROLE_ASSISTANT get the `obras`
 * section and the principal catalogs, but nothing of Configuracion.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { menuItem, permiso, usuario } from '../../db/schema';
import { notFound } from '../../http-errors';
import { hasRole, isRole } from '../../auth/roles';

interface MenuNode {
  id: number;
  padreId: number | null;
  link: string | null;
}

const isConfiguraLink = (link: string | null) => link === '/configura' || !!link?.startsWith('/configura/');

/** Configura items: their link is under /configura, or every child of theirs is a configura item. */
export function configuraItemIds(items: MenuNode[]): Set<number> {
  const children = new Map<number, MenuNode[]>();
  for (const item of items) {
    if (item.padreId !== null) children.set(item.padreId, [...(children.get(item.padreId) ?? []), item]);
  }
  const result = new Set<number>();
  const visit = (item: MenuNode): boolean => {
    const kids = children.get(item.id) ?? [];
    const kidsAreConfigura = kids.map(visit);
    const configura = isConfiguraLink(item.link) || (kids.length > 0 && kidsAreConfigura.every(Boolean));
    if (configura) result.add(item.id);
    return configura;
  };
  for (const item of items) if (item.padreId === null) visit(item);
  return result;
}

/**
 * Replaces every permiso of the user; runs inside the caller's transaction. The user's row is
 * locked first, so two simultaneous generations for one user run one after the other instead of
 * both inserting the same (usuario, menu item) pairs.
 */
export async function generarPermisos(tx: Tx, usuarioId: number): Promise<void> {
  const [user] = await tx.select({ role: usuario.role }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
  if (!user) throw notFound('Usuario no encontrado');
  const fullAccess = isRole(user.role) && hasRole(user.role, 'ROLE_ADMIN');
  const items = await tx.select({ id: menuItem.id, padreId: menuItem.padreId, link: menuItem.link }).from(menuItem);
  const configura = configuraItemIds(items);
  await tx.delete(permiso).where(eq(permiso.usuarioId, usuarioId));
  if (items.length === 0) return;
  await tx
    .insert(permiso)
    .values(
      items.map((item) => ({ usuarioId, menuItemId: item.id, autorizado: fullAccess || !configura.has(item.id) })),
    );
}
