/**
 * Approval limits (docs/decisions.md): each role's limit in a sucursal and the refusal's message,
 * which names the caller's limit and the roles whose limit covers the order, so the user knows whom
 * to ask. Shared by the server's 403 (and the `acciones` reason of Autorizar) and the mocks.
 */
import { formatCents } from './money';
import { ROLE_LABELS, ROLES, type Role } from './roles';

/** Each role's limit in a sucursal, in cents; null: no limit. A superuser has none. */
export type Limites = Record<Exclude<Role, 'ROLE_SUPERUSER'>, bigint | null>;

/** The roles that may authorize `total` (cents), by their Spanish names, lowest role first. */
export const quienesAutorizan = (limites: Limites, total: bigint): string[] =>
  ROLES.filter((role) => {
    const limite = role === 'ROLE_SUPERUSER' ? null : limites[role];
    return limite === null || total <= limite;
  }).map((role) => ROLE_LABELS[role]);

export const limiteExcedido = (limite: bigint, quienes: readonly string[]) =>
  `Su limite de autorizacion es ${formatCents(limite)}; pueden autorizarla: ${quienes.join(', ')}`;
