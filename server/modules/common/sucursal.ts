/**
 * Sucursal scoping of records (docs/domain.md): reads see only the caller's sucursal (a superuser
 * sees all); writes store the caller's sucursal, and only a superuser may pick another one.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { sucursal } from '../../db/schema';
import { sucursalScope, type Caller } from '../../auth/session';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import { parseId } from './ids';

/** Condition confining a sucursal column to what the caller may see; undefined when unconfined. */
export function visibleTo(caller: Caller, column: AnyPgColumn): SQL | undefined {
  const scope = sucursalScope(caller);
  return scope === null ? undefined : eq(column, scope);
}

/**
 * The sucursal a written record belongs to. A superuser's `requested` id wins (it must exist);
 * otherwise an existing record keeps `current`, and a new one gets the caller's own sucursal.
 */
export async function sucursalForWrite(
  db: Executor,
  caller: Caller,
  requested: unknown,
  current?: number,
): Promise<number> {
  if (caller.role === 'ROLE_SUPERUSER' && requested !== undefined) {
    const id = parseId(requested, 'sucursal.id');
    const [found] = await db.select({ id: sucursal.id }).from(sucursal).where(eq(sucursal.id, id));
    if (!found) throw badRequest(INVALID_INPUT, [{ field: 'sucursal.id', message: 'La sucursal no existe' }]);
    return id;
  }
  const id = current ?? caller.sucursalId;
  if (id === null) throw badRequest(INVALID_INPUT, [{ field: 'sucursal.id', message: REQUIRED_MESSAGE }]);
  return id;
}
