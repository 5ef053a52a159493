/**
 * Obra reads the shell needs (SPEC.md §7 obra): the top bar's selector, the dashboard's progress
 * and one obra. Every read is confined to the caller's sucursal.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cliente, obra, sucursal } from '../../db/schema';
import { matchesSearch } from '../../db/paging';
import { moneyToJson } from '../../db/money';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';
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

export interface Obra extends ObraOption {
  costoTotal: number;
  anticipo?: number;
  fechaAnticipo?: string;
  inicio: string;
  fin: string;
  metodoPago?: string;
  insumos: number;
  manoObra: number;
  indirectos: number;
  utilidad: number;
  sucursal: { id: number; nombre: string };
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

const obraColumns = {
  id: obra.id,
  nombre: obra.nombre,
  clienteId: cliente.id,
  clienteNombre: cliente.nombre,
  costoTotal: obra.costoTotal,
  anticipo: obra.anticipo,
  fechaAnticipo: obra.fechaAnticipo,
  inicio: obra.inicio,
  fin: obra.fin,
  metodoPago: obra.metodoPago,
  insumos: obra.insumos,
  manoObra: obra.manoObra,
  indirectos: obra.indirectos,
  utilidad: obra.utilidad,
  terminado: obra.terminado,
  sucursalId: sucursal.id,
  sucursalNombre: sucursal.nombre,
};

/** GET /api/obra/{idObra}: SPEC's obra fields, money as JSON numbers; empty optionals left out. */
export async function getObra(db: Executor, caller: Caller, idParam: unknown): Promise<Obra> {
  const id = parseId(idParam, 'idObra');
  const [row] = await db
    .select(obraColumns)
    .from(obra)
    .innerJoin(cliente, eq(cliente.id, obra.clienteId))
    .innerJoin(sucursal, eq(sucursal.id, obra.sucursalId))
    .where(and(eq(obra.id, id), visibleTo(caller, obra.sucursalId)));
  if (!row) throw notFound('Obra no encontrada');
  const { clienteId, clienteNombre, sucursalId, sucursalNombre, ...fields } = row;
  const obraFields = {
    ...fields,
    costoTotal: moneyToJson(fields.costoTotal),
    anticipo: moneyToJson(fields.anticipo),
    insumos: moneyToJson(fields.insumos),
    manoObra: moneyToJson(fields.manoObra),
    indirectos: moneyToJson(fields.indirectos),
    utilidad: moneyToJson(fields.utilidad),
  };
  return {
    ...withoutNulls(obraFields),
    cliente: { id: clienteId, nombre: clienteNombre },
    sucursal: { id: sucursalId, nombre: sucursalNombre },
  } as Obra;
}
