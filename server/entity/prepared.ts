/**
 * Queries built once per database and key, then only executed: drizzle takes longer to build a
 * read by id than PostgreSQL to answer it. On PostgreSQL they are named prepared statements, so
 * each connection also parses and plans them once.
 */
import type { Executor } from '../db/client';

/** A prepared query answering `R`. */
export interface Prepared<R = unknown> {
  execute(values: Record<string, unknown>): Promise<R>;
}

let families = 0;

/**
 * `prepare` builds the query for `arg` under `name`; callers with the same `key` must get the same
 * query. Names are unique per family: two entities may share a table with their own conditions.
 */
export function preparedOnce<A, R>(prefix: string, prepare: (db: Executor, arg: A, name: string) => Prepared<R>) {
  const byDb = new WeakMap<Executor, Map<string, Prepared<R>>>();
  const family = `${prefix}_${(families += 1)}_`;
  return function prepared(db: Executor, key: string, arg: A): Prepared<R> {
    const statements = byDb.get(db) ?? new Map<string, Prepared<R>>();
    byDb.set(db, statements);
    let statement = statements.get(key);
    if (!statement) {
      statement = prepare(db, arg, family + statements.size);
      statements.set(key, statement);
    }
    return statement;
  };
}
