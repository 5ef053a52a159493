/** The caller of a request, as the access guard loaded it from the database. */
import type { Role } from './roles';

export interface Caller {
  id: number;
  username: string;
  role: Role;
  nombres: string;
  apellidos: string;
  sucursalId: number | null;
  /** The menu links its authorized permisos open, as the guard loaded them. */
  links?: ReadonlySet<string>;
}

/** The caller holds the permiso of the menu item `link` (a superuser holds every one). */
export const mayUse = (caller: Caller, link: string) =>
  caller.role === 'ROLE_SUPERUSER' || Boolean(caller.links?.has(link));

/** Sucursal a caller is confined to; null means every sucursal (ROLE_SUPERUSER). */
export function sucursalScope(caller: Caller): number | null {
  return caller.role === 'ROLE_SUPERUSER' ? null : (caller.sucursalId ?? -1);
}
