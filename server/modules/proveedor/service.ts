/**
 * Proveedores (SPEC.md §5 Proveedor): one catalog shared by every sucursal. Input reaches here
 * normalized and validated by the shared schema (diasCredito is required with esCredito there);
 * this module stores diasCredito only for credit suppliers, and adds search, paging and shape.
 */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { proveedor } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import type { Proveedor } from '../../../schemas/generated/proveedor';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';

export const LIST_LIMIT = 20;

const columns = {
  id: proveedor.id,
  nombre: proveedor.nombre,
  direccion: proveedor.direccion,
  rfc: proveedor.rfc,
  telefono: proveedor.telefono,
  correo: proveedor.correo,
  nombreContacto: proveedor.nombreContacto,
  telefonoContacto: proveedor.telefonoContacto,
  correoContacto: proveedor.correoContacto,
  esCredito: proveedor.esCredito,
  diasCredito: proveedor.diasCredito,
};

function selectProveedores(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(proveedor).where(where).orderBy(asc(proveedor.nombre), asc(proveedor.id));
}

/** Empty optional fields are left out, as the schema types say. */
const toProveedor = (row: Awaited<ReturnType<typeof selectProveedores>>[number]) => withoutNulls(row) as Proveedor;

async function findProveedor(db: Executor, id: number): Promise<Proveedor> {
  const [row] = await selectProveedores(db, eq(proveedor.id, id));
  if (!row) throw notFound('Proveedor no encontrado');
  return toProveedor(row);
}

/** The stored columns of a validated body; PUT replaces the record, so absent optionals clear. */
function fieldsOf(input: Proveedor) {
  const esCredito = input.esCredito === true;
  return {
    nombre: input.nombre,
    direccion: input.direccion,
    rfc: input.rfc,
    telefono: input.telefono,
    correo: input.correo,
    nombreContacto: input.nombreContacto ?? null,
    telefonoContacto: input.telefonoContacto ?? null,
    correoContacto: input.correoContacto ?? null,
    esCredito,
    diasCredito: esCredito ? (input.diasCredito ?? null) : null,
  };
}

export function getProveedor(db: Executor, idParam: unknown): Promise<Proveedor> {
  return findProveedor(db, parseId(idParam, 'idProveedor'));
}

export function createProveedor(db: Db, caller: Caller, input: Proveedor): Promise<Proveedor> {
  return inTransaction(db, caller.id, async (tx) => {
    const [created] = await tx.insert(proveedor).values(fieldsOf(input)).returning({ id: proveedor.id });
    return findProveedor(tx, created.id);
  });
}

export function updateProveedor(db: Db, caller: Caller, input: Proveedor): Promise<Proveedor> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const updated = await tx
      .update(proveedor)
      .set({ ...fieldsOf(input), actualizado: sql`now()` })
      .where(eq(proveedor.id, id))
      .returning({ id: proveedor.id });
    if (updated.length === 0) throw notFound('Proveedor no encontrado');
    return findProveedor(tx, id);
  });
}

/** GET /api/proveedor/page: `toSearch` over nombre, direccion, telefono, correo and rfc. */
export async function pageProveedores(db: Executor, query: Record<string, unknown>): Promise<Page<Proveedor>> {
  const req = pageRequest(query);
  const where = matchesSearch(proveedor.busqueda, query.toSearch);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(proveedor).where(where),
    selectProveedores(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toProveedor), total, req);
}

/** GET /api/proveedor/list: the autocomplete's first matches by nombre, unpaged. */
export async function listProveedores(db: Executor, toSearch: unknown): Promise<Proveedor[]> {
  const rows = await selectProveedores(db, matchesSearch(proveedor.busqueda, toSearch)).limit(LIST_LIMIT);
  return rows.map(toProveedor);
}
