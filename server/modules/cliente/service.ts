/**
 * Clientes (SPEC.md §5 Cliente): the reference shape for sucursal-scoped catalogs. Input reaches
 * here already normalized and validated by the shared schema; this module adds sucursal scoping,
 * search, paging and the response shape.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cliente, sucursal } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import type { Cliente } from '../../../schemas/generated/cliente';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';
import { sucursalForWrite, visibleTo } from '../common/sucursal';

export const LIST_LIMIT = 20;

const columns = {
  id: cliente.id,
  nombre: cliente.nombre,
  razonSocial: cliente.razonSocial,
  direccion: cliente.direccion,
  rfc: cliente.rfc,
  telefono: cliente.telefono,
  correoElectronico: cliente.correoElectronico,
  nombreContacto: cliente.nombreContacto,
  telefonoContacto: cliente.telefonoContacto,
  correoContacto: cliente.correoContacto,
  diasCredito: cliente.diasCredito,
  sucursalId: sucursal.id,
  sucursalNombre: sucursal.nombre,
};

/** Clientes with their sucursal's name, in list order. */
function selectClientes(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(cliente)
    .innerJoin(sucursal, eq(sucursal.id, cliente.sucursalId))
    .where(where)
    .orderBy(asc(cliente.nombre), asc(cliente.id));
}

type Row = Awaited<ReturnType<typeof selectClientes>>[number];

/** SPEC field names, `sucursal` nested; empty optional fields are left out, as the schema types say. */
function toCliente({ sucursalId, sucursalNombre, ...fields }: Row): Cliente {
  return { ...withoutNulls(fields), sucursal: { id: sucursalId, nombre: sucursalNombre } } as Cliente;
}

async function findVisible(db: Executor, caller: Caller, id: number): Promise<Cliente> {
  const [row] = await selectClientes(db, and(eq(cliente.id, id), visibleTo(caller, cliente.sucursalId)));
  if (!row) throw notFound('Cliente no encontrado');
  return toCliente(row);
}

/** The stored columns of a validated body; PUT replaces the record, so absent optionals clear. */
function fieldsOf(input: Cliente) {
  return {
    nombre: input.nombre,
    razonSocial: input.razonSocial,
    direccion: input.direccion,
    rfc: input.rfc,
    telefono: input.telefono ?? null,
    correoElectronico: input.correoElectronico ?? null,
    nombreContacto: input.nombreContacto ?? null,
    telefonoContacto: input.telefonoContacto,
    correoContacto: input.correoContacto,
    diasCredito: input.diasCredito,
  };
}

export function getCliente(db: Executor, caller: Caller, idParam: unknown): Promise<Cliente> {
  return findVisible(db, caller, parseId(idParam, 'idCliente'));
}

export function createCliente(db: Executor, caller: Caller, input: Cliente): Promise<Cliente> {
  return inTransaction(db, caller.id, async (tx) => {
    const sucursalId = await sucursalForWrite(tx, caller, input.sucursal?.id);
    const [created] = await tx
      .insert(cliente)
      .values({ ...fieldsOf(input), sucursalId })
      .returning({ id: cliente.id });
    return findVisible(tx, caller, created.id);
  });
}

export function updateCliente(db: Executor, caller: Caller, input: Cliente): Promise<Cliente> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const [current] = await tx
      .select({ sucursalId: cliente.sucursalId })
      .from(cliente)
      .where(and(eq(cliente.id, id), visibleTo(caller, cliente.sucursalId)))
      .for('update');
    if (!current) throw notFound('Cliente no encontrado');
    const sucursalId = await sucursalForWrite(tx, caller, input.sucursal?.id, current.sucursalId);
    await tx
      .update(cliente)
      .set({ ...fieldsOf(input), sucursalId, actualizado: sql`now()` })
      .where(eq(cliente.id, id));
    return findVisible(tx, caller, id);
  });
}

/** GET /api/cliente: `toSearch` over nombre, direccion, telefono and rfc; count and page, two queries. */
export async function pageClientes(db: Executor, caller: Caller, query: Record<string, unknown>): Promise<Page<Cliente>> {
  const req = pageRequest(query);
  const where = and(visibleTo(caller, cliente.sucursalId), matchesSearch(cliente.busqueda, query.toSearch));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(cliente).where(where),
    selectClientes(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toCliente), total, req);
}

/** GET /api/cliente/list: the autocomplete's first matches by nombre, unpaged. */
export async function listClientes(db: Executor, caller: Caller, toSearch: unknown): Promise<Cliente[]> {
  const where = and(visibleTo(caller, cliente.sucursalId), matchesSearch(cliente.busqueda, toSearch));
  const rows = await selectClientes(db, where).limit(LIST_LIMIT);
  return rows.map(toCliente);
}
