/**
 * PGlite runs each query synchronously on Node's main thread, and the queries waiting for it run
 * one after another without giving the event loop a turn, so a burst of list requests held every
 * other request — even /unauth/ping — until the whole burst was done (bench:ping measured p99
 * 1.2 s). A macrotask before each query lets pending I/O in between: another request now waits
 * for one query at most, not for a queue of them.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Queryable = Pick<PGlite | Transaction, 'query'>;

function yieldBeforeQueries<T extends Queryable>(client: T): T {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = async (...args: unknown[]) => {
    await turn();
    return query(...args);
  };
  return client;
}

/** The client itself, its queries and those of its transactions taking turns with other work. */
export function takingTurns(client: PGlite): PGlite {
  yieldBeforeQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => work(yieldBeforeQueries(tx)))) as PGlite['transaction'];
  return client;
}
