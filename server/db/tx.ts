/**
 * Every write runs through `inTransaction`: one transaction per request's write, with the acting
 * user recorded in the transaction (`app.usuario_id`) so database-side audit triggers can read it.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

export async function inTransaction<T>(db: Db, usuarioId: number | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (usuarioId !== null) {
      await tx.execute(sql`SELECT set_config('app.usuario_id', ${String(usuarioId)}, true)`);
    }
    return work(tx);
  });
}
