/** Roles as the browser tells them apart; the server decides what each may do (docs/domain.md). */
import { usePermissions } from 'react-admin';
import type { Role } from '../../providers/session';

const ORDEN: Role[] = ['ROLE_USER', 'ROLE_ASSISTANT', 'ROLE_ADMIN', 'ROLE_SUPERUSER'];

/** ROLE_ADMIN or above: manages usuarios, permisos and the menu, and reads the bitácora. */
export const esAdmin = (role: unknown) => ORDEN.indexOf(role as Role) >= ORDEN.indexOf('ROLE_ADMIN');

/** `undefined` while the role is being read. */
export function useEsAdmin(): boolean | undefined {
  const { permissions, isPending } = usePermissions<Role | null>();
  return isPending ? undefined : esAdmin(permissions);
}
