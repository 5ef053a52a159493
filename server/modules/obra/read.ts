/**
 * Obra records as the API answers them (SPEC.md §3 Obra): money as JSON numbers, `cliente` and
 * `sucursal` nested, empty optionals left out. Every read is confined to the caller's sucursal.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cliente, obra, sucursal } from '../../db/schema';
import { moneyToJson } from '../../db/money';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';
import { visibleTo } from '../common/sucursal';
import type { ObraOption } from './service';

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

const columns = {
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

/** Visible obras, newest start first (the list's order). */
function selectObras(db: Executor, caller: Caller, where: SQL | undefined) {
  return db
    .select(columns)
    .from(obra)
    .innerJoin(cliente, eq(cliente.id, obra.clienteId))
    .innerJoin(sucursal, eq(sucursal.id, obra.sucursalId))
    .where(and(visibleTo(caller, obra.sucursalId), where))
    .orderBy(desc(obra.inicio), desc(obra.id));
}

function toObra({ clienteId, clienteNombre, sucursalId, sucursalNombre, ...fields }: Awaited<ReturnType<typeof selectObras>>[number]): Obra {
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

export async function findObra(db: Executor, caller: Caller, id: number): Promise<Obra> {
  const [row] = await selectObras(db, caller, eq(obra.id, id));
  if (!row) throw notFound('Obra no encontrada');
  return toObra(row);
}

/** GET /api/obra/{idObra}. */
export function getObra(db: Executor, caller: Caller, idParam: unknown): Promise<Obra> {
  return findObra(db, caller, parseId(idParam, 'idObra'));
}

/** GET /api/obra?name&size&page: `name` over the obra's nombre; the page size is `size`. */
export async function pageObras(db: Executor, caller: Caller, query: Record<string, unknown>): Promise<Page<Obra>> {
  const req = pageRequest(query, 'size');
  const search = matchesSearch(obra.busqueda, query.name);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(obra).where(and(visibleTo(caller, obra.sucursalId), search)),
    selectObras(db, caller, search).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toObra), total, req);
}
