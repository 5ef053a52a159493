/**
 * Conceptos (docs/product.md §3): the shared catalog of products, services and labour that orders and
 * purchases pick from. Written with flat lookup ids; read with the flat ids and the nested
 * `{id, nombre}` objects (docs/contract.md), the price as a JSON number.
 */
import { sql } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Concepto } from '../../../schemas/generated/concepto';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import type { Executor } from '../../db/client';
import { clasificacion, concepto, subclasificacion, unidadMedida } from '../../db/schema';
import { defineEntity } from '../../entity/define';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { checkReferences } from './references';

export const BY_CLASIFICACION_LIMIT = 20;

/** Served as it is (./routes.ts): the list searches nombre and descripcion. */
export const conceptos = defineEntity<Concepto, typeof concepto>({
  schema: schemas.concepto,
  table: concepto,
  idParam: 'idConcepto',
  notFound: 'Concepto no encontrado',
  relations: {
    clasificacion: { column: concepto.clasificacionId, table: clasificacion },
    subclasificacion: { column: concepto.subClasificacionId, table: subclasificacion },
    unidadMedida: { column: concepto.unidadMedidaId, table: unidadMedida },
  },
  hooks: { beforeWrite: ({ tx, input, errors }) => checkReferences(tx, input, errors) },
});

/**
 * GET /api/concepto/byClasificacionAndName: the product search of orders (clasificacion
 * 'Producto', any case or accents), first matches of `search` by nombre; no text, the first ones.
 */
export function conceptosByClasificacion(db: Executor, nombre: unknown, search: unknown): Promise<Concepto[]> {
  if (typeof nombre !== 'string' || nombre.trim() === '') {
    throw badRequest(INVALID_INPUT, [{ field: 'clasificacion', message: REQUIRED_MESSAGE }]);
  }
  const where = sql`${concepto.clasificacionId} IN (SELECT ${clasificacion.id} FROM ${clasificacion}
    WHERE f_unaccent(lower(${clasificacion.nombre})) = f_unaccent(lower(${nombre.trim()})))`;
  return conceptos.list(db, null, search, { where, limit: BY_CLASIFICACION_LIMIT });
}
