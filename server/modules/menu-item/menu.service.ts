/** The caller's menu, read in one query: every item of the section with the caller's permiso. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItem, permiso } from '../../db/schema';
import type { Caller } from '../../auth/session';
import { schemas } from '../../../schemas';
import { badRequest } from '../../http-errors';
import { flattenMenu, visibleMenuTree, type MenuNode, type MenuRow } from './menu-tree';

export const SECCIONES = schemas.menuItem.properties.seccion.enum as string[];

async function menuRows(db: Db, caller: Caller, seccion?: string): Promise<MenuRow[]> {
  const rows = await db
    .select({
      id: menuItem.id,
      padreId: menuItem.padreId,
      seccion: menuItem.seccion,
      nombre: menuItem.nombre,
      link: menuItem.link,
      icono: menuItem.icono,
      autorizado: permiso.autorizado,
    })
    .from(menuItem)
    .leftJoin(permiso, and(eq(permiso.menuItemId, menuItem.id), eq(permiso.usuarioId, caller.id)))
    .where(seccion === undefined ? undefined : eq(menuItem.seccion, seccion))
    .orderBy(asc(menuItem.seccion), asc(menuItem.orden), asc(menuItem.id));
  const everything = caller.role === 'ROLE_SUPERUSER';
  return rows.map((row) => ({ ...row, autorizado: everything || row.autorizado === true }));
}

export async function menuDeSeccion(db: Db, caller: Caller, seccion: string): Promise<MenuNode[]> {
  if (!SECCIONES.includes(seccion)) {
    throw badRequest(`Seccion de menu desconocida: ${seccion}`, [
      { field: 'seccion', message: `Valores permitidos: ${SECCIONES.join(', ')}` },
    ]);
  }
  return visibleMenuTree(await menuRows(db, caller, seccion));
}

/** Every item the caller may see, both sections, flat (the browser's access check). */
export async function opcionesMenu(db: Db, caller: Caller): Promise<Omit<MenuNode, 'items'>[]> {
  return flattenMenu(visibleMenuTree(await menuRows(db, caller)));
}
