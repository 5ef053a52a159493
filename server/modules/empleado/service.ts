/**
 * Empleados (SPEC.md §5 Empleado): validated with the shared schema (CURP and NSS check digits
 * included), sucursal-scoped like clientes, with an optional photo stored as a documento of the
 * /empleados module. Money is checked and stored as exact decimals.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documento, empleado, sucursal } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import { moneyToJson } from '../../db/money';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import type { Empleado } from '../../../schemas/generated/empleado';
import { IMAGE_TYPES } from '../../documents/file-type';
import { documentoUrl, storeDocumento, type Upload } from '../../documents/documentos';
import type { FileStore } from '../../documents/storage';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';
import { sucursalForWrite, visibleTo } from '../common/sucursal';
import { checkedEmpleado } from './rules';

export const MODULO = '/empleados';

const columns = {
  id: empleado.id,
  nombre: empleado.nombre,
  direccion: empleado.direccion,
  nacimiento: empleado.nacimiento,
  telefono: empleado.telefono,
  correo: empleado.correo,
  nss: empleado.nss,
  rfc: empleado.rfc,
  curp: empleado.curp,
  puesto: empleado.puesto,
  alta: empleado.alta,
  baja: empleado.baja,
  motivoBaja: empleado.motivoBaja,
  sueldoImss: empleado.sueldoImss,
  descuentoInfonavit: empleado.descuentoInfonavit,
  fotoId: empleado.fotoId,
  sucursalId: sucursal.id,
  sucursalNombre: sucursal.nombre,
};

function selectEmpleados(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(empleado)
    .innerJoin(sucursal, eq(sucursal.id, empleado.sucursalId))
    .where(where)
    .orderBy(asc(empleado.nombre), asc(empleado.id));
}

type Row = Awaited<ReturnType<typeof selectEmpleados>>[number];

/** SPEC field names; money as JSON numbers, the photo as its download reference. */
function toEmpleado({ sucursalId, sucursalNombre, fotoId, sueldoImss, descuentoInfonavit, ...fields }: Row): Empleado {
  return {
    ...withoutNulls({
      ...fields,
      sueldoImss: moneyToJson(sueldoImss),
      descuentoInfonavit: moneyToJson(descuentoInfonavit),
      foto: fotoId === null ? null : documentoUrl(fotoId),
    }),
    sucursal: { id: sucursalId, nombre: sucursalNombre },
  } as Empleado;
}

async function findRow(db: Executor, caller: Caller, id: number): Promise<Row> {
  const [row] = await selectEmpleados(db, and(eq(empleado.id, id), visibleTo(caller, empleado.sucursalId)));
  if (!row) throw notFound('Empleado no encontrado');
  return row;
}

/** The stored columns of a checked body; PUT replaces the record, so absent optionals clear. */
function fieldsOf(input: ReturnType<typeof checkedEmpleado>) {
  return {
    nombre: input.nombre,
    direccion: input.direccion,
    nacimiento: input.nacimiento,
    telefono: input.telefono,
    correo: input.correo,
    nss: input.nss,
    rfc: input.rfc,
    curp: input.curp,
    puesto: input.puesto,
    alta: input.alta,
    baja: input.baja ?? null,
    motivoBaja: input.motivoBaja ?? null,
    sueldoImss: input.sueldoImss,
    descuentoInfonavit: input.descuentoInfonavit,
  };
}

export async function getEmpleado(db: Executor, caller: Caller, idParam: unknown): Promise<Empleado> {
  return toEmpleado(await findRow(db, caller, parseId(idParam, 'idEmpleado')));
}

/** POST: the body is checked before the photo, and nothing is stored unless both pass. */
export function createEmpleado(db: Executor, files: FileStore, caller: Caller, body: unknown, foto?: Upload): Promise<Empleado> {
  const input = checkedEmpleado(body);
  return inTransaction(db, caller.id, async (tx) => {
    const sucursalId = await sucursalForWrite(tx, caller, input.sucursal?.id);
    const stored = foto ? await storeDocumento(tx, files, caller, foto, { modulo: MODULO, sucursalId }, IMAGE_TYPES) : null;
    const [created] = await tx
      .insert(empleado)
      .values({ ...fieldsOf(input), sucursalId, fotoId: stored?.id ?? null })
      .returning({ id: empleado.id });
    return toEmpleado(await findRow(tx, caller, created.id));
  });
}

/**
 * PUT: replaces the fields; a new photo replaces the reference, otherwise the current one stays.
 * The photo's documento follows the empleado to another sucursal, so whoever sees them sees it.
 */
export function updateEmpleado(db: Executor, files: FileStore, caller: Caller, body: unknown, foto?: Upload): Promise<Empleado> {
  const input = checkedEmpleado(body);
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const [current] = await tx
      .select({ sucursalId: empleado.sucursalId, fotoId: empleado.fotoId })
      .from(empleado)
      .where(and(eq(empleado.id, id), visibleTo(caller, empleado.sucursalId)))
      .for('update');
    if (!current) throw notFound('Empleado no encontrado');
    const sucursalId = await sucursalForWrite(tx, caller, input.sucursal?.id, current.sucursalId);
    let fotoId = current.fotoId;
    if (foto) {
      fotoId = (await storeDocumento(tx, files, caller, foto, { modulo: MODULO, sucursalId }, IMAGE_TYPES)).id;
    } else if (fotoId !== null && sucursalId !== current.sucursalId) {
      await tx.update(documento).set({ sucursalId }).where(eq(documento.id, fotoId));
    }
    await tx
      .update(empleado)
      .set({ ...fieldsOf(input), sucursalId, fotoId, actualizado: sql`now()` })
      .where(eq(empleado.id, id));
    return toEmpleado(await findRow(tx, caller, id));
  });
}

/** GET /api/empleado: `toSearch` over nombre, telefono, correo and puesto; paged by nombre. */
export async function pageEmpleados(db: Executor, caller: Caller, query: Record<string, unknown>): Promise<Page<Empleado>> {
  const req = pageRequest(query);
  const where = and(visibleTo(caller, empleado.sucursalId), matchesSearch(empleado.busqueda, query.toSearch));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(empleado).where(where),
    selectEmpleados(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toEmpleado), total, req);
}

/** What the ID card shows, photo bytes included; 404 like any read of an invisible empleado. */
export async function credencialDe(db: Executor, files: FileStore, caller: Caller, idParam: unknown) {
  const row = await findRow(db, caller, parseId(idParam, 'idEmpleado'));
  let foto: Buffer | null = null;
  if (row.fotoId !== null) {
    const [doc] = await db.select({ sha256: documento.sha256 }).from(documento).where(eq(documento.id, row.fotoId));
    if (doc) foto = await files.read(doc.sha256);
  }
  return {
    id: row.id,
    nombre: row.nombre,
    puesto: row.puesto,
    nss: row.nss,
    curp: row.curp,
    alta: row.alta,
    sucursal: row.sucursalNombre,
    foto,
  };
}
