/**
 * The closed-obra guard: every write on a document of an obra (create, update, apply, upload,
 * authorize, cancel, schedule, pay) calls it inside its transaction, before changing anything.
 */
import { and, eq } from 'drizzle-orm';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';
import type { Caller } from '../auth/session';
import type { Executor, Tx } from '../db/client';
import { obra } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { visibleTo } from '../modules/common/sucursal';

export interface OpenObra {
  id: number;
  /** The obra's sucursal: where its documents belong and take their folios. */
  sucursalId: number;
}

/**
 * 404 when the caller cannot see the obra, 409 when it is terminado. The row stays share-locked
 * until the transaction ends: documents of one obra are saved side by side, while closing the obra
 * waits for them, and a save that waited for a close sees the obra terminado.
 */
export async function lockOpenObra(tx: Tx, caller: Caller, obraId: number): Promise<OpenObra> {
  const [found] = await tx
    .select({ id: obra.id, sucursalId: obra.sucursalId, terminado: obra.terminado })
    .from(obra)
    .where(and(eq(obra.id, obraId), visibleTo(caller, obra.sucursalId)))
    .for('share');
  if (!found) throw notFound(OBRA_NO_ENCONTRADA);
  if (found.terminado) throw conflict(OBRA_TERMINADA);
  return { id: found.id, sucursalId: found.sucursalId };
}

/**
 * 404 when the caller cannot see the obra: a list of its documents reads nothing of another
 * sucursal. Answers its name, for a report's header.
 */
export async function assertVisibleObra(
  db: Executor,
  caller: Caller,
  obraId: number,
): Promise<{ id: number; nombre: string }> {
  const [found] = await db
    .select({ id: obra.id, nombre: obra.nombre })
    .from(obra)
    .where(and(eq(obra.id, obraId), visibleTo(caller, obra.sucursalId)));
  if (!found) throw notFound(OBRA_NO_ENCONTRADA);
  return found;
}
