/**
 * Long jobs lift the request bounds for their own transaction (docs/decisions.md, When the database
 * is away: `unbounded(tx)`, a backup's snapshot, a restore's load): inside it no statement or lock
 * timeout, while a request's transaction — before, beside and after it — keeps the pool's. PGlite
 * keeps the settings but never cuts a statement, so the settings are read there; on PostgreSQL
 * (TEST_DATABASE_URL) a long statement is cut in a request's transaction and not in an unbounded one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, unbounded, type Database, type Executor } from './client';
import { rowsOf } from './rows';

const settings = async (tx: Executor) =>
  (
    await rowsOf<{ statement: string; lock: string }>(
      tx,
      sql`SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock`,
    )
  )[0];

/** Where a query that fails took its SQLSTATE (Drizzle wraps the driver's error). */
const stateOf = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string') return e.code;
  return undefined;
};

describe('on PGlite, the settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://', migrate: false });
    // PGlite has no pool: its one connection gets the bounds a pooled connection carries.
    await database.db.execute(sql`SET statement_timeout = '30s'`);
    await database.db.execute(sql`SET lock_timeout = '5s'`);
  });
  afterAll(() => database.close());

  it('are 0 inside an unbounded transaction and the bounds in any other, before and after', async () => {
    const request = () => database.db.transaction((tx) => settings(tx));
    expect(await request()).toEqual({ statement: '30s', lock: '5s' });
    const inside = await database.db.transaction(async (tx) => {
      await unbounded(tx);
      return settings(tx);
    });
    expect(inside).toEqual({ statement: '0', lock: '0' });
    expect(await request()).toEqual({ statement: '30s', lock: '5s' });
    expect(await settings(database.db)).toEqual({ statement: '30s', lock: '5s' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, a long statement', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      migrate: false,
      limits: { statementTimeoutMs: 300, lockTimeoutMs: 200 },
    });
  });
  afterAll(() => database?.close());

  it("is cut in a request's transaction and runs to its end in an unbounded one", async () => {
    const cut = await database.db
      .transaction((tx) => tx.execute(sql`SELECT pg_sleep(1)`))
      .then(
        () => 'terminada',
        (error: unknown) => stateOf(error),
      );
    expect(cut).toBe('57014');
    expect(await database.db.transaction((tx) => settings(tx))).toEqual({ statement: '300ms', lock: '200ms' });

    const started = Date.now();
    const inside = await database.db.transaction(async (tx) => {
      await unbounded(tx);
      await tx.execute(sql`SELECT pg_sleep(1)`);
      return settings(tx);
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(inside).toEqual({ statement: '0', lock: '0' });

    // The pool's connection that ran it is bounded again for the next request.
    const after = await Promise.all(Array.from({ length: 3 }, () => database.db.transaction((tx) => settings(tx))));
    expect(after).toEqual(Array(3).fill({ statement: '300ms', lock: '200ms' }));
  }, 20_000);
});
