/** The guard's read of a caller: its usuario row and the menu links its permisos open. */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuItem, permiso, usuario } from '../db/schema';
import { isRole } from './roles';
import type { Caller } from './session';

/** What the guard knows of a user between the commits that change it (./caller-cache.ts). */
export interface Known {
  caller: Caller | null;
  tokenVersion: number;
  /** The menu links of its authorized permisos. */
  links: Set<string>;
}

/** One prepared statement: the usuario row and the links of its authorized permisos. */
export function loadKnown(app: FastifyInstance) {
  const links = app.db
    .select({ link: menuItem.link })
    .from(permiso)
    .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
    .where(and(eq(permiso.usuarioId, usuario.id), eq(permiso.autorizado, true)));
  const statement = app.db
    .select({
      id: usuario.id,
      username: usuario.username,
      role: usuario.role,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
      sucursalId: usuario.sucursalId,
      activo: usuario.activo,
      tokenVersion: usuario.tokenVersion,
      links: sql<string[]>`array(${links})`,
    })
    .from(usuario)
    .where(eq(usuario.id, sql.placeholder('id')))
    .prepare('guard_caller');
  return async (id: number): Promise<Known | undefined> => {
    const [row] = await statement.execute({ id });
    if (!row) return undefined;
    const { activo, tokenVersion, links: opened, ...caller } = row;
    const links = new Set(opened);
    const active = activo && isRole(caller.role) ? { ...caller, role: caller.role, links } : null;
    return { caller: active, tokenVersion, links };
  };
}
