/**
 * Login rate limit (docs/contract.md): failed attempts per username and address live in the
 * database, so every server instance behind a load balancer sees the same count. An attempt takes
 * its place in the count before the password is checked (argon2 takes a while): reading the count
 * first would let every request of a parallel burst see the same old count and all pass.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginIntento } from '../../db/schema';

export const MAX_FAILED_ATTEMPTS = 10;
const WINDOW = sql`now() - interval '15 minutes'`;

export interface AttemptKey {
  /** Lower-cased: the limit follows the account, whatever case the attacker types. */
  username: string;
  ip: string;
}

const sameKey = (key: AttemptKey) => and(eq(loginIntento.username, key.username), eq(loginIntento.ip, key.ip));

/**
 * Counts this attempt as a failure until it succeeds, or answers false when the key has used its
 * budget. Counting and taking a place are one step under a lock on the key (a transaction-scoped
 * advisory lock), so of a parallel burst exactly the first MAX_FAILED_ATTEMPTS are tried.
 */
export async function takeAttempt(db: Db, key: AttemptKey): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key.username}), hashtext(${key.ip}))`);
    await tx.delete(loginIntento).where(lt(loginIntento.momento, WINDOW));
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(loginIntento)
      .where(and(sameKey(key), gt(loginIntento.momento, WINDOW)));
    if (count >= MAX_FAILED_ATTEMPTS) return false;
    await tx.insert(loginIntento).values(key);
    return true;
  });
}

/** A successful attempt forgets the key's failures, its own taken place included. */
export async function clearFailures(db: Db, key: AttemptKey): Promise<void> {
  await db.delete(loginIntento).where(sameKey(key));
}
