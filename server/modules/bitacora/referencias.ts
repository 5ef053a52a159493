/**
 * The names behind the foreign keys an entry's columns hold (`obra_id: 3` → the obra's nombre), so
 * the Historial reads in words. A column's table comes from the database's own foreign keys, its
 * name column from that table's schema (`x-resource.recordRepresentation`, else `nombre`). One query
 * per audited table and one per referenced table for a whole page; a caller confined to a sucursal
 * gets only names of records their sucursal may see (visibility.ts), the rest stay ids.
 */
import { sql, type SQL } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { columnsOf, parentsOf, scopeOf } from './visibility';

/** Column → id → name, for the columns of one entry that refer to a record. */
export type Referencias = Record<string, Record<string, string>>;

interface Auditada {
  tabla: string;
  antes?: Record<string, unknown>;
  despues?: Record<string, unknown>;
}

const camel = (text: string) => text.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const snake = (text: string) => text.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const valoresDe = (entrada: Auditada, columna: string): string[] =>
  [entrada.antes, entrada.despues]
    .map((row) => row?.[columna])
    .filter((value) => typeof value === 'number' || (typeof value === 'string' && value !== ''))
    .map(String);

/** The column that names a record of `tabla`, if it has one. */
function nombreDe(tabla: string, columnas: Set<string>): string | undefined {
  const schema = Object.values(schemas).find((s) => s.$id === camel(tabla));
  const representacion = schema?.['x-resource']?.recordRepresentation;
  return [representacion && snake(representacion), 'nombre'].find((c): c is string => !!c && columnas.has(c));
}

/** `id → name` of the given records of `tabla` the caller may see. */
async function nombres(db: Executor, tabla: string, ids: string[], sucursalId: number | null) {
  const columnas = await columnsOf(db, tabla);
  const nombre = nombreDe(tabla, columnas);
  const scope = scopeOf(columnas);
  if (!nombre || scope === undefined) return new Map<string, string>();
  let alcance: SQL = sql`TRUE`;
  if (sucursalId !== null && scope === 'sucursal_id') alcance = sql`t.sucursal_id = ${sucursalId}`;
  if (sucursalId !== null && scope === 'obra_id')
    alcance = sql`t.obra_id IN (SELECT o.id FROM obra o WHERE o.sucursal_id = ${sucursalId})`;
  // A table that follows its parents' sucursal names no record to a confined caller.
  if (sucursalId !== null && scope === null && (await parentsOf(db, tabla)).length > 0) return new Map();
  const rows = await rowsOf<{ id: string; nombre: string | null }>(
    db,
    sql`SELECT t.id::text AS id, t.${sql.identifier(nombre)}::text AS nombre FROM ${sql.identifier(tabla)} t
         WHERE t.id::text IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}) AND ${alcance}`,
  );
  return new Map(rows.filter((r) => r.nombre !== null).map((r) => [r.id, r.nombre as string]));
}

/** Each entry's referencias (undefined when it names no visible record), in the entries' order. */
export async function referenciasDe(
  db: Executor,
  entradas: Auditada[],
  sucursalId: number | null,
): Promise<(Referencias | undefined)[]> {
  const tablas = [...new Set(entradas.map((e) => e.tabla))];
  const padres = new Map(await Promise.all(tablas.map(async (t) => [t, await parentsOf(db, t)] as const)));
  const buscados = new Map<string, Set<string>>();
  for (const entrada of entradas)
    for (const { columna, padre } of padres.get(entrada.tabla) ?? [])
      for (const id of valoresDe(entrada, columna)) buscados.set(padre, (buscados.get(padre) ?? new Set()).add(id));
  const encontrados = new Map(
    await Promise.all(
      [...buscados].map(async ([padre, ids]) => [padre, await nombres(db, padre, [...ids], sucursalId)] as const),
    ),
  );
  return entradas.map((entrada) => {
    const referencias: Referencias = {};
    for (const { columna, padre } of padres.get(entrada.tabla) ?? []) {
      const porId = encontrados.get(padre);
      const vistos = valoresDe(entrada, columna).filter((id) => porId?.has(id));
      if (vistos.length > 0) referencias[columna] = Object.fromEntries(vistos.map((id) => [id, porId!.get(id)!]));
    }
    return Object.keys(referencias).length > 0 ? referencias : undefined;
  });
}
