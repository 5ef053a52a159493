/**
 * Commits that change the rows the access guard reads (usuario, permiso, menu_item), from this
 * process or from any other instance on the same database: migration 0012's trigger notifies
 * 'acceso' when such a write commits. The guard's cache (server/auth/caller-cache.ts) forgets
 * what it holds on each.
 *
 * A write of this process is reported before its own query or transaction resolves: PGlite hands
 * notifications over with the commit's result, and on PostgreSQL every pooled connection listens,
 * so the committing one receives its own notification before the COMMIT's answer.
 */
import type pg from 'pg';

export const ACCESS_CHANNEL = 'acceso';

export interface AccessChanges {
  /** False while a change could go unreported (PostgreSQL with no connection listening). */
  readonly watching: boolean;
  /** `onChange` runs on every reported change, and whenever watching stops. */
  subscribe(onChange: () => void): void;
}

function feed() {
  const subscribers: (() => void)[] = [];
  return {
    subscribe: (onChange: () => void) => void subscribers.push(onChange),
    changed: () => subscribers.forEach((onChange) => onChange()),
  };
}

/** For PGlite: one process owns the database, so every change is its own and always reported. */
export async function pgliteAccessChanges(
  listen: (channel: string, callback: () => void) => Promise<unknown>,
): Promise<AccessChanges> {
  const { subscribe, changed } = feed();
  await listen(ACCESS_CHANNEL, changed);
  return { watching: true, subscribe };
}

/**
 * For PostgreSQL: `onConnect` (the pool's hook) makes every connection listen before the pool
 * hands it out. Watching lasts while one connection is open; when the last one ends, as an idle
 * pool's do, the cache is emptied and stays unused until a connection listens again.
 */
export function postgresAccessChanges(): AccessChanges & { onConnect(client: pg.ClientBase): Promise<void> } {
  const { subscribe, changed } = feed();
  let listening = 0;
  return {
    get watching() {
      return listening > 0;
    },
    subscribe,
    async onConnect(client) {
      client.on('notification', (message) => {
        if (message.channel === ACCESS_CHANNEL) changed();
      });
      await client.query(`LISTEN ${ACCESS_CHANNEL}`);
      listening += 1;
      client.once('end', () => {
        listening -= 1;
        changed();
      });
    },
  };
}
