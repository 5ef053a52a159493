/**
 * Conceptos (SPEC.md §3): the shared catalog of products, services and labour that orders and
 * purchases pick from. Written with flat lookup ids; read with the flat ids and the nested
 * `{id, nombre}` objects (DESIGN.md §3), the price as a JSON number.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { clasificacion, concepto, subclasificacion, unidadMedida } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { moneyToJson } from '../../db/money';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { badRequest, notFound } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import type { Concepto } from '../../../schemas/generated/concepto';
import { parseId } from '../common/ids';
import { withoutNulls } from '../common/records';
import { checkedConcepto } from './references';

export const BY_CLASIFICACION_LIMIT = 20;

const columns = {
  id: concepto.id,
  nombre: concepto.nombre,
  descripcion: concepto.descripcion,
  clasificacionId: concepto.clasificacionId,
  subClasificacionId: concepto.subClasificacionId,
  unidadMedidaId: concepto.unidadMedidaId,
  precioUnitario: concepto.precioUnitario,
  clasificacionNombre: clasificacion.nombre,
  subclasificacionNombre: subclasificacion.nombre,
  unidadMedidaNombre: unidadMedida.nombre,
};

function selectConceptos(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(concepto)
    .leftJoin(clasificacion, eq(clasificacion.id, concepto.clasificacionId))
    .leftJoin(subclasificacion, eq(subclasificacion.id, concepto.subClasificacionId))
    .leftJoin(unidadMedida, eq(unidadMedida.id, concepto.unidadMedidaId))
    .where(where)
    .orderBy(asc(concepto.nombre), asc(concepto.id));
}

type Row = Awaited<ReturnType<typeof selectConceptos>>[number];

const nested = (id: number | null, nombre: string | null) => (id === null ? null : { id, nombre: nombre ?? '' });

/** Empty optional fields (and the objects of absent ids) are left out, as the schema types say. */
function toConcepto({ clasificacionNombre, subclasificacionNombre, unidadMedidaNombre, precioUnitario, ...fields }: Row): Concepto {
  return withoutNulls({
    ...fields,
    precioUnitario: moneyToJson(precioUnitario),
    clasificacion: nested(fields.clasificacionId, clasificacionNombre),
    subclasificacion: nested(fields.subClasificacionId, subclasificacionNombre),
    unidadMedida: nested(fields.unidadMedidaId, unidadMedidaNombre),
  }) as Concepto;
}

async function findConcepto(db: Executor, id: number): Promise<Concepto> {
  const [row] = await selectConceptos(db, eq(concepto.id, id));
  if (!row) throw notFound('Concepto no encontrado');
  return toConcepto(row);
}

/** The stored columns of a checked body; PUT replaces the record, so absent optionals clear. */
async function fieldsOf(db: Executor, input: Concepto) {
  const { precioUnitario } = await checkedConcepto(db, input);
  return {
    nombre: input.nombre,
    descripcion: input.descripcion ?? null,
    clasificacionId: input.clasificacionId ?? null,
    subClasificacionId: input.subClasificacionId ?? null,
    unidadMedidaId: input.unidadMedidaId ?? null,
    precioUnitario,
  };
}

export function getConcepto(db: Executor, idParam: unknown): Promise<Concepto> {
  return findConcepto(db, parseId(idParam, 'idConcepto'));
}

export function createConcepto(db: Db, caller: Caller, input: Concepto): Promise<Concepto> {
  return inTransaction(db, caller.id, async (tx) => {
    const [created] = await tx.insert(concepto).values(await fieldsOf(tx, input)).returning({ id: concepto.id });
    return findConcepto(tx, created.id);
  });
}

export function updateConcepto(db: Db, caller: Caller, input: Concepto): Promise<Concepto> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const [current] = await tx.select({ id: concepto.id }).from(concepto).where(eq(concepto.id, id)).for('update');
    if (!current) throw notFound('Concepto no encontrado');
    await tx
      .update(concepto)
      .set({ ...(await fieldsOf(tx, input)), actualizado: sql`now()` })
      .where(eq(concepto.id, id));
    return findConcepto(tx, id);
  });
}

/** GET /api/concepto: `toSearch` over nombre and descripcion; count and page, two queries. */
export async function pageConceptos(db: Executor, query: Record<string, unknown>): Promise<Page<Concepto>> {
  const req = pageRequest(query);
  const where = matchesSearch(concepto.busqueda, query.toSearch);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(concepto).where(where),
    selectConceptos(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toConcepto), total, req);
}

/**
 * GET /api/concepto/byClasificacionAndName: the product search of orders (clasificacion
 * 'Producto', any case or accents), first matches of `search` by nombre; no text, the first ones.
 */
export async function conceptosByClasificacion(db: Executor, nombre: unknown, search: unknown): Promise<Concepto[]> {
  if (typeof nombre !== 'string' || nombre.trim() === '') {
    throw badRequest(INVALID_INPUT, [{ field: 'clasificacion', message: REQUIRED_MESSAGE }]);
  }
  const sameClasificacion = sql`f_unaccent(lower(${clasificacion.nombre})) = f_unaccent(lower(${nombre.trim()}))`;
  const rows = await selectConceptos(db, and(sameClasificacion, matchesSearch(concepto.busqueda, search))).limit(
    BY_CLASIFICACION_LIMIT,
  );
  return rows.map(toConcepto);
}
