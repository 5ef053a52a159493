/**
 * Every write runs through `inTransaction`: one transaction per request's write, with the acting
 * user recorded in the transaction (`app.usuario_id`) so database-side audit triggers can read it.
 */
import { transactionAs, type Db, type Tx } from './client';
import { transactionEnded } from './keyset';

export async function inTransaction<T>(db: Db, usuarioId: number | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  let started: Tx | undefined;
  try {
    return await transactionAs(db, usuarioId, (tx) => {
      started = tx;
      return work(tx);
    });
  } finally {
    // Lists whose tables it wrote are read again from what it left (db/keyset.ts).
    if (started) transactionEnded(started);
  }
}
