/**
 * Obras (docs/product.md §3 Obra, §7 obra): sucursal-scoped, `cliente` and `sucursal` nested, money as JSON
 * numbers, newest start first; the rules of a write are ./rules.ts. Also the top bar's selector and
 * the time elapsed of each obra; its numbers (summary, dashboard) are ./cifras.ts.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Obra } from '../../../schemas/generated/obra';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';
import type { Executor } from '../../db/client';
import { cliente, obra, obraRetencion } from '../../db/schema';
import { matchesSearch } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { defineEntity } from '../../entity/define';
import { obraRules } from './rules';

export const BY_NAME_LIMIT = 20;

/** Served as it is (./routes.ts): GET /api/obra?name&size&page searches `name` over nombre, `size` a page. */
export const obras = defineEntity<Obra, typeof obra>({
  schema: schemas.obra,
  table: obra,
  idParam: 'idObra',
  notFound: OBRA_NO_ENCONTRADA,
  relations: { cliente: { column: obra.clienteId, table: cliente } },
  lines: { retenciones: { table: obraRetencion, parent: obraRetencion.obraId } },
  order: [
    [obra.inicio, 'desc'],
    [obra.id, 'desc'],
  ],
  hooks: { beforeWrite: obraRules },
});

export interface ObraOption {
  id: number;
  nombre: string;
  cliente: { id: number; nombre: string };
  terminado: boolean;
}

/**
 * GET /api/obra/byName: the selector's matches by nombre; no text, no matches. Terminado obras only
 * when `terminadas` is asked for: pickers that write documents must never offer one.
 */
export async function obrasByName(
  db: Executor,
  caller: Caller,
  name: unknown,
  terminadas = false,
): Promise<ObraOption[]> {
  if (!matchesSearch(obra.busqueda, name)) return [];
  const found = await obras.list(db, caller, name, {
    where: terminadas ? undefined : eq(obra.terminado, false),
    orderBy: [asc(obra.nombre), asc(obra.id)],
    limit: BY_NAME_LIMIT,
  });
  return found.map(({ id, nombre, cliente, terminado }) => ({
    id,
    nombre,
    // The relation always names its cliente; terminado is a not-null column.
    cliente: { id: cliente.id, nombre: cliente.nombre ?? '' },
    terminado: terminado ?? false,
  }));
}

/**
 * Elapsed share (0–100, whole percent, rounded down) of [inicio, fin] on `today`; 100 once
 * terminado. A one-day or inverted range is 0 before its fin and 100 from it on.
 */
export function avanceOn(today: string): SQL<number> {
  const day = sql`${today}::date`;
  return sql<number>`(CASE
    WHEN ${obra.terminado} THEN 100
    WHEN ${obra.fin} <= ${obra.inicio} THEN CASE WHEN ${day} >= ${obra.fin} THEN 100 ELSE 0 END
    ELSE greatest(0, least(100, ((${day} - ${obra.inicio}) * 100) / (${obra.fin} - ${obra.inicio})))
  END)::int`;
}
