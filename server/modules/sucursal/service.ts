/**
 * Sucursales (DESIGN.md §3: `{id, nombre, direccion, telefono}`): the branches users and records
 * belong to. Not themselves scoped: an administrator manages every one of them.
 */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sucursal } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import type { Sucursal } from '../../../schemas/generated/sucursal';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';

const columns = { id: sucursal.id, nombre: sucursal.nombre, direccion: sucursal.direccion, telefono: sucursal.telefono };

function selectSucursales(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(sucursal).where(where).orderBy(asc(sucursal.nombre), asc(sucursal.id));
}

const toSucursal = (row: Awaited<ReturnType<typeof selectSucursales>>[number]) => withoutNulls(row) as Sucursal;

async function findSucursal(db: Executor, id: number): Promise<Sucursal> {
  const [row] = await selectSucursales(db, eq(sucursal.id, id));
  if (!row) throw notFound('Sucursal no encontrada');
  return toSucursal(row);
}

/** PUT replaces the record, so absent optionals clear. */
const fieldsOf = (input: Sucursal) => ({
  nombre: input.nombre,
  direccion: input.direccion ?? null,
  telefono: input.telefono ?? null,
});

export function getSucursal(db: Executor, idParam: unknown): Promise<Sucursal> {
  return findSucursal(db, parseId(idParam, 'idSucursal'));
}

export function createSucursal(db: Db, caller: Caller, input: Sucursal): Promise<Sucursal> {
  return inTransaction(db, caller.id, async (tx) => {
    const [created] = await tx.insert(sucursal).values(fieldsOf(input)).returning({ id: sucursal.id });
    return findSucursal(tx, created.id);
  });
}

export function updateSucursal(db: Db, caller: Caller, input: Sucursal): Promise<Sucursal> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const updated = await tx
      .update(sucursal)
      .set({ ...fieldsOf(input), actualizado: sql`now()` })
      .where(eq(sucursal.id, id))
      .returning({ id: sucursal.id });
    if (updated.length === 0) throw notFound('Sucursal no encontrada');
    return findSucursal(tx, id);
  });
}

/** GET /api/sucursal/lista: every sucursal by nombre, for the selectors of other editors. */
export async function listaSucursales(db: Executor): Promise<Sucursal[]> {
  return (await selectSucursales(db, undefined)).map(toSucursal);
}

/** GET /api/sucursal/paginaPorNombre: `search` over nombre, paged. */
export async function paginaSucursales(db: Executor, query: Record<string, unknown>): Promise<Page<Sucursal>> {
  const req = pageRequest(query);
  const where = matchesSearch(sucursal.busqueda, query.search);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(sucursal).where(where),
    selectSucursales(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toSucursal), total, req);
}
