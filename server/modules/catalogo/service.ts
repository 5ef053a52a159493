/**
 * Records of admin-defined catalogs, stored as validated JSON (`catalogo_registro.datos`) and
 * sucursal-scoped like clientes. Bodies reach here already normalized and validated by the
 * catalog's schema; `busqueda` is written here from the list columns so toSearch can use the
 * same trigram index as every other list.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogoRegistro, sucursal } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import { parseId } from '../common/ids';
import { sucursalForWrite, visibleTo } from '../common/sucursal';
import type { Catalogo } from './registry';

export type Registro = Record<string, unknown> & { id: number; sucursal: { id: number; nombre: string } };
type Datos = Record<string, unknown>;

const NOT_FOUND = 'Registro no encontrado';

function selectRegistros(db: Executor, catalogo: Catalogo, where: SQL | undefined) {
  const orderField = catalogo.schema['x-resource'].recordRepresentation;
  return db
    .select({ id: catalogoRegistro.id, datos: catalogoRegistro.datos, sucursalId: sucursal.id, sucursalNombre: sucursal.nombre })
    .from(catalogoRegistro)
    .innerJoin(sucursal, eq(sucursal.id, catalogoRegistro.sucursalId))
    .where(and(eq(catalogoRegistro.catalogo, catalogo.name), where))
    .orderBy(sql`${catalogoRegistro.datos} ->> ${orderField}`, asc(catalogoRegistro.id));
}

type Row = Awaited<ReturnType<typeof selectRegistros>>[number];

const toRegistro = ({ id, datos, sucursalId, sucursalNombre }: Row): Registro => ({
  ...(datos as Datos),
  id,
  sucursal: { id: sucursalId, nombre: sucursalNombre },
});

/** The record's own fields: what the schema validated, minus the server-owned id and sucursal. */
function datosOf(input: Datos): Datos {
  const { id: _id, sucursal: _sucursal, ...datos } = input;
  return datos;
}

/** The list columns' text, folded like every `busqueda` column (lower case, no accents). */
function busquedaOf(catalogo: Catalogo, datos: Datos): SQL {
  const text = catalogo.schema['x-resource'].list.columns
    .map((column) => datos[column])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');
  return sql`f_unaccent(lower(${text}))`;
}

async function findVisible(db: Executor, caller: Caller, catalogo: Catalogo, id: number): Promise<Registro> {
  const [row] = await selectRegistros(db, catalogo, and(eq(catalogoRegistro.id, id), visibleTo(caller, catalogoRegistro.sucursalId)));
  if (!row) throw notFound(NOT_FOUND);
  return toRegistro(row);
}

export function getRegistro(db: Executor, caller: Caller, catalogo: Catalogo, idParam: unknown): Promise<Registro> {
  return findVisible(db, caller, catalogo, parseId(idParam, 'id'));
}

export function createRegistro(db: Executor, caller: Caller, catalogo: Catalogo, input: Datos): Promise<Registro> {
  return inTransaction(db, caller.id, async (tx) => {
    const sucursalId = await sucursalForWrite(tx, caller, (input.sucursal as { id?: unknown } | undefined)?.id);
    const datos = datosOf(input);
    const [created] = await tx
      .insert(catalogoRegistro)
      .values({ catalogo: catalogo.name, datos, busqueda: busquedaOf(catalogo, datos), sucursalId })
      .returning({ id: catalogoRegistro.id });
    return findVisible(tx, caller, catalogo, created.id);
  });
}

/** PUT replaces the record's fields, as for every entity. */
export function updateRegistro(db: Executor, caller: Caller, catalogo: Catalogo, input: Datos): Promise<Registro> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const current = await lockVisible(tx, caller, catalogo, id);
    const sucursalId = await sucursalForWrite(tx, caller, (input.sucursal as { id?: unknown } | undefined)?.id, current.sucursalId);
    const datos = datosOf(input);
    await tx
      .update(catalogoRegistro)
      .set({ datos, busqueda: busquedaOf(catalogo, datos), sucursalId, actualizado: sql`now()` })
      .where(eq(catalogoRegistro.id, id));
    return findVisible(tx, caller, catalogo, id);
  });
}

/** DELETE answers the removed record, as react-admin's delete expects. */
export function deleteRegistro(db: Executor, caller: Caller, catalogo: Catalogo, idParam: unknown): Promise<Registro> {
  const id = parseId(idParam, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    await lockVisible(tx, caller, catalogo, id);
    const removed = await findVisible(tx, caller, catalogo, id);
    await tx.delete(catalogoRegistro).where(eq(catalogoRegistro.id, id));
    return removed;
  });
}

async function lockVisible(tx: Executor, caller: Caller, catalogo: Catalogo, id: number) {
  const [current] = await tx
    .select({ sucursalId: catalogoRegistro.sucursalId })
    .from(catalogoRegistro)
    .where(and(eq(catalogoRegistro.id, id), eq(catalogoRegistro.catalogo, catalogo.name), visibleTo(caller, catalogoRegistro.sucursalId)))
    .for('update');
  if (!current) throw notFound(NOT_FOUND);
  return { sucursalId: current.sucursalId ?? undefined };
}

/** GET /api/catalogo/{name}: `toSearch` over the list columns; paged by the record representation. */
export async function pageRegistros(db: Executor, caller: Caller, catalogo: Catalogo, query: Record<string, unknown>): Promise<Page<Registro>> {
  const req = pageRequest(query);
  const where = and(visibleTo(caller, catalogoRegistro.sucursalId), matchesSearch(catalogoRegistro.busqueda, query.toSearch));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(catalogoRegistro).where(and(eq(catalogoRegistro.catalogo, catalogo.name), where)),
    selectRegistros(db, catalogo, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toRegistro), total, req);
}
