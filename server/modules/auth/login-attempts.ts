/**
 * Login rate limit (docs/contract.md): failed attempts per username and address live in the
 * database, so every server instance behind a load balancer sees the same count.
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

export async function isLockedOut(db: Db, key: AttemptKey): Promise<boolean> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginIntento)
    .where(and(sameKey(key), gt(loginIntento.momento, WINDOW)));
  return count >= MAX_FAILED_ATTEMPTS;
}

/** Records a failure and forgets every failure older than the window, so the table stays small. */
export async function recordFailure(db: Db, key: AttemptKey): Promise<void> {
  await db.insert(loginIntento).values(key);
  await db.delete(loginIntento).where(lt(loginIntento.momento, WINDOW));
}

export async function clearFailures(db: Db, key: AttemptKey): Promise<void> {
  await db.delete(loginIntento).where(sameKey(key));
}
