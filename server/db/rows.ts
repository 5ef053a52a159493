/** A raw query's rows: `db.execute` answers `{ rows }` on both drivers (node-postgres and PGlite). */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
