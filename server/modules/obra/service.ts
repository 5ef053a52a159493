/**
 * Obra reads the shell needs (SPEC.md §7 obra): the top bar's selector and the dashboard's
 * progress. Every read is confined to the caller's sucursal.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cliente, obra } from '../../db/schema';
import { matchesSearch } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { visibleTo } from '../common/sucursal';
import { businessToday } from '../common/today';

export const BY_NAME_LIMIT = 20;

export interface ObraOption {
  id: number;
  nombre: string;
  cliente: { id: number; nombre: string };
  terminado: boolean;
}

export interface ObraAvance {
  id: number;
  nombre: string;
  avance: number;
}

/** GET /api/obra/byName: the selector's matches; no text, no matches. */
export async function obrasByName(db: Executor, caller: Caller, name: unknown): Promise<ObraOption[]> {
  const search = matchesSearch(obra.busqueda, name);
  if (!search) return [];
  const rows = await db
    .select({ id: obra.id, nombre: obra.nombre, clienteId: cliente.id, clienteNombre: cliente.nombre, terminado: obra.terminado })
    .from(obra)
    .innerJoin(cliente, eq(cliente.id, obra.clienteId))
    .where(and(visibleTo(caller, obra.sucursalId), search))
    .orderBy(asc(obra.nombre), asc(obra.id))
    .limit(BY_NAME_LIMIT);
  return rows.map(({ clienteId, clienteNombre, ...rest }) => ({ ...rest, cliente: { id: clienteId, nombre: clienteNombre } }));
}

/**
 * Elapsed share (0–100, whole percent, rounded down) of [inicio, fin] on `today`; 100 once
 * terminado. A one-day or inverted range is 0 before its fin and 100 from it on.
 */
function avanceOn(today: string): SQL<number> {
  const day = sql`${today}::date`;
  return sql<number>`(CASE
    WHEN ${obra.terminado} THEN 100
    WHEN ${obra.fin} <= ${obra.inicio} THEN CASE WHEN ${day} >= ${obra.fin} THEN 100 ELSE 0 END
    ELSE greatest(0, least(100, ((${day} - ${obra.inicio}) * 100) / (${obra.fin} - ${obra.inicio})))
  END)::int`;
}

/** GET /api/obra/avance: every visible obra's progress, for the dashboard chart. */
export function obrasAvance(db: Executor, caller: Caller, today = businessToday()): Promise<ObraAvance[]> {
  return db
    .select({ id: obra.id, nombre: obra.nombre, avance: avanceOn(today) })
    .from(obra)
    .where(visibleTo(caller, obra.sucursalId))
    .orderBy(asc(obra.nombre), asc(obra.id));
}
