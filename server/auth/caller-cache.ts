/**
 * Callers as the guard needs them (the usuario row and its authorized menu links), kept in memory
 * between the commits that change them: any reported change (server/db/access-changes.ts) empties
 * the cache, so a deactivated user, a changed password or a revoked permiso still takes effect on
 * the next request. Without a change feed, or while it cannot promise to report every change,
 * every request reads its caller from the database.
 */
import type { AccessChanges } from '../db/access-changes';

/** Enough for every user of a company; past it the cache starts over. */
const MAX_CALLERS = 10_000;
/** A backstop should a notification be lost (a pooler that drops LISTEN, triggers disabled). */
export const MAX_AGE_MS = 30_000;

export function callerCache<T>(changes: AccessChanges | undefined, load: (id: number) => Promise<T | undefined>) {
  const callers = new Map<number, { value: T; at: number }>();
  // A load that a change overtook may hold the row from before it: such a load is not kept.
  let generation = 0;
  changes?.subscribe(() => {
    generation += 1;
    callers.clear();
  });

  return async function caller(id: number): Promise<T | undefined> {
    const kept = changes?.watching ? callers.get(id) : undefined;
    if (kept && Date.now() - kept.at < MAX_AGE_MS) return kept.value;
    const loadedIn = generation;
    const loaded = await load(id);
    if (loaded && changes?.watching && loadedIn === generation) {
      if (callers.size >= MAX_CALLERS) callers.clear();
      callers.set(id, { value: loaded, at: Date.now() });
    }
    return loaded;
  };
}
