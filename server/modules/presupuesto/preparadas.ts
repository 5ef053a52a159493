/**
 * The presupuesto's frequent reads of one obra, built once per database and variant and then only
 * executed (server/entity/prepared.ts): drizzle took longer to build the tree's three queries than
 * PostgreSQL to answer them, and PostgreSQL then plans each once per connection. Inside a
 * transaction they are built each time, as the entity layer's reads by id are.
 */
import { sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedOnce, type Prepared } from '../../entity/prepared';

/** A query drizzle can run as it is or prepare under a name. */
interface Consulta<R> extends PromiseLike<R> {
  prepare(name: string): Prepared<R>;
}

/** A value of the query: a number when built for one call, a placeholder when prepared. */
export type Valor = number | Placeholder;

/**
 * `build` makes the query of `variante` (one per shape: with or without a sucursal's scope) from
 * its values; the answer runs it with `valores`, named as `nombres`.
 */
export function preparada<K extends string, R>(
  prefix: string,
  nombres: readonly K[],
  build: (db: Executor, valores: Record<K, Valor>, variante: string) => Consulta<R>,
) {
  const marcas = {} as Record<K, Valor>;
  for (const nombre of nombres) marcas[nombre] = sql.placeholder(nombre);
  const prepared = preparedOnce(prefix, (db, variante: string, name) => build(db, marcas, variante).prepare(name));
  return (db: Executor, valores: Record<K, number>, variante = ''): Promise<R> =>
    db instanceof PgTransaction
      ? Promise.resolve(build(db, valores, variante))
      : prepared(db, variante, variante).execute(valores);
}
