/**
 * A connection lost as a transaction begins (PostgreSQL restarted or an administrator ended its
 * backend between the pool's checkout and BEGIN) fails that transaction alone: the connection goes
 * back to the pool to be dropped, never held. Drizzle sends BEGIN before the part of its code that
 * releases, so a pool of 10 once ended up with 10 held connections to nowhere and the instance
 * answered 503 for good (server/proofs/db-faults.test.ts hung on it).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client';
import { isOutage } from './outage';
import { rowsOf } from './rows';

describe.runIf(process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, a transaction whose BEGIN meets a lost connection',
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        migrate: false,
        limits: { poolMax: 1, poolWaitMs: 1_000 },
      });
    });
    afterAll(() => database?.close());

    it('fails alone and leaves the pool its connection', async () => {
      const query = pg.Client.prototype.query;
      const lost = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
        if (text === 'begin') return Promise.reject(new Error('Connection terminated unexpectedly'));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query);
      for (let i = 0; i < 3; i++)
        await expect(database.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toSatisfy(isOutage);
      lost.mockRestore();
      expect(await rowsOf(database.db, sql`SELECT 1 AS uno`)).toEqual([{ uno: 1 }]);
      expect(await database.db.transaction((tx) => rowsOf(tx, sql`SELECT 2 AS dos`))).toEqual([{ dos: 2 }]);
    });
  },
);
