/**
 * Approval limits (docs/decisions.md): the largest order total a role may authorize, kept per
 * sucursal on the sucursal itself (`limiteUsuario`, `limiteAsistente`, `limiteAdmin`; empty: no
 * limit). ROLE_SUPERUSER has none.
 */
import { eq } from 'drizzle-orm';
import { limiteExcedido } from '../../../schemas/approval';
import { toCents } from '../../../schemas/money';
import type { Role } from '../../auth/roles';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { sucursal } from '../../db/schema';
import { forbidden } from '../../http-errors';

const COLUMN: Record<Exclude<Role, 'ROLE_SUPERUSER'>, typeof sucursal.limiteUsuario> = {
  ROLE_USER: sucursal.limiteUsuario,
  ROLE_ASSISTANT: sucursal.limiteAsistente,
  ROLE_ADMIN: sucursal.limiteAdmin,
};

export { limiteExcedido };

/** The caller's limit in cents for documents of `sucursalId`; null when there is none. */
export async function approvalLimit(db: Executor, caller: Caller, sucursalId: number): Promise<bigint | null> {
  if (caller.role === 'ROLE_SUPERUSER') return null;
  const [row] = await db.select({ limite: COLUMN[caller.role] }).from(sucursal).where(eq(sucursal.id, sucursalId));
  return row?.limite == null ? null : toCents(row.limite);
}

/** 403 naming the limit when `total` (cents) is above the caller's. */
export async function checkApprovalLimit(
  db: Executor,
  caller: Caller,
  sucursalId: number,
  total: bigint,
): Promise<void> {
  const limite = await approvalLimit(db, caller, sucursalId);
  if (limite !== null && total > limite) throw forbidden(limiteExcedido(limite));
}
