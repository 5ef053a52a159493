/**
 * Who may change what on a usuario (docs/contract.md and docs/domain.md): admins manage the users of their sucursal
 * but never a superuser, and only a superuser makes one; anyone else edits only their own
 * nombres, apellidos and correo.
 */
import { hasRole, type Role } from '../../auth/roles';
import type { Caller } from '../../auth/session';
import { forbidden } from '../../http-errors';
import type { UsuarioInput } from './usuario-input';
import type { UsuarioRow } from './usuario-queries';

export const SOLO_SUPERUSER = 'Solo un Superusuario puede crear o modificar usuarios Superusuario';
export const SOLO_ADMIN = 'Solo un administrador puede cambiar el usuario, el rol, la sucursal o el estado';
export const SOLO_PROPIO = 'Solo puede consultar o modificar su propio usuario';

export const isAdmin = (caller: Caller) => hasRole(caller.role, 'ROLE_ADMIN');

/** Reading or editing someone else needs ROLE_ADMIN or above. */
export function assertMayAccess(caller: Caller, id: number): void {
  if (id !== caller.id && !isAdmin(caller)) throw forbidden(SOLO_PROPIO);
}

/** A non-superuser may neither give the superuser role nor touch a superuser's account. */
export function assertMayManage(caller: Caller, target: { role: string } | null, newRole?: Role): void {
  if (caller.role === 'ROLE_SUPERUSER') return;
  if (newRole === 'ROLE_SUPERUSER' || target?.role === 'ROLE_SUPERUSER') throw forbidden(SOLO_SUPERUSER);
}

/** A user without ROLE_ADMIN may send their record back, but must not change the admin-owned fields. */
export function assertProfileOnly(current: UsuarioRow, input: UsuarioInput): void {
  const changed =
    (input.role !== undefined && input.role !== current.role) ||
    (input.activo !== undefined && input.activo !== current.activo) ||
    (input.sucursalId !== undefined && input.sucursalId !== current.sucursalId) ||
    (input.username !== undefined && input.username.toLowerCase() !== current.username.toLowerCase());
  if (changed) throw forbidden(SOLO_ADMIN);
}
