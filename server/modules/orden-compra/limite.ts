/**
 * Approval limits (docs/decisions.md): the largest order total a role may authorize, kept per
 * sucursal on the sucursal itself (`limiteUsuario`, `limiteAsistente`, `limiteAdmin`; empty: no
 * limit). ROLE_SUPERUSER has none. A refusal names the roles whose limit covers the order.
 */
import { eq } from 'drizzle-orm';
import { limiteExcedido, quienesAutorizan, type Limites } from '../../../schemas/approval';
import { toCents } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { sucursal } from '../../db/schema';
import { forbidden } from '../../http-errors';

const cents = (value: string | null | undefined) => (value == null ? null : toCents(value));

/** Every role's limit in cents in `sucursalId`. */
async function limitesDe(db: Executor, sucursalId: number): Promise<Limites> {
  const [row] = await db
    .select({ usuario: sucursal.limiteUsuario, asistente: sucursal.limiteAsistente, admin: sucursal.limiteAdmin })
    .from(sucursal)
    .where(eq(sucursal.id, sucursalId));
  return { ROLE_USER: cents(row?.usuario), ROLE_ASSISTANT: cents(row?.asistente), ROLE_ADMIN: cents(row?.admin) };
}

/** The caller's limit in cents for documents of `sucursalId`; null when there is none. */
export async function approvalLimit(db: Executor, caller: Caller, sucursalId: number): Promise<bigint | null> {
  if (caller.role === 'ROLE_SUPERUSER') return null;
  return (await limitesDe(db, sucursalId))[caller.role];
}

/** 403 naming the limit, and who may authorize, when `total` (cents) is above the caller's. */
export async function checkApprovalLimit(
  db: Executor,
  caller: Caller,
  sucursalId: number,
  total: bigint,
): Promise<void> {
  if (caller.role === 'ROLE_SUPERUSER') return;
  const limites = await limitesDe(db, sucursalId);
  const limite = limites[caller.role];
  if (limite !== null && total > limite) throw forbidden(limiteExcedido(limite, quienesAutorizan(limites, total)));
}
