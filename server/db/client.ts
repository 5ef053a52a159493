/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL, so the rest of the server only sees `Db`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema';
import { takingTurns } from './pglite-turns';
import { pgliteAccessChanges, postgresAccessChanges, type AccessChanges } from './access-changes';
import { alwaysUp, databaseHealth, isOutage, type DatabaseHealth } from './outage';
import type pg from 'pg';
import type { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Commits that change what the access guard reads, for its cache. */
  accessChanges: AccessChanges;
  /** Whether the database answers (PostgreSQL may be away; PGlite never is). */
  health: DatabaseHealth;
  /** Applies the migrations not applied yet (done by `openDatabase` unless `migrate: false`). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own (PostgreSQL: an advisory lock
   * on a connection of its own; PGlite has one process).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as a gzipped tarball, for `pgliteData` (tests' template). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Tables created by any migration get the audit trigger (migration 0003) without code of their own. */
export const attachAuditTrigger = (db: Executor) => db.execute(sql`SELECT bitacora_attach_all()`);

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data folder dumped by `dumpDataDir`, to start from (tests copy one migrated template). */
  pgliteData?: Blob;
  /** false: open the database as it is, without migrating (a check that only reads, scripts/verificar.ts). */
  migrate?: boolean;
  /** Migrations to apply instead of the project's (a restore brings a database to its backup's version first). */
  migrationsFolder?: string;
  /** PostgreSQL: the bounds of request work (README "Running it as a service"); DEFAULT_LIMITS otherwise. */
  limits?: Partial<DatabaseLimits>;
}

/** How long request work may wait on PostgreSQL, and how many connections an instance holds. */
export interface DatabaseLimits {
  /** Connections of this instance's pool: instances × poolMax must stay below max_connections. */
  poolMax: number;
  /** Wait for a free pool connection before the request answers 503. */
  poolWaitMs: number;
  /** Any one statement (503 past it); long jobs lift it for their own transaction (`unbounded`). */
  statementTimeoutMs: number;
  /** Wait for a row or table another transaction holds (409 past it). */
  lockTimeoutMs: number;
}

export const DEFAULT_LIMITS: DatabaseLimits = {
  poolMax: 10,
  poolWaitMs: 5_000,
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 5_000,
};

/** The defaults with what was set (an unset variable leaves its default). */
const limitsOf = (set: Partial<DatabaseLimits> = {}): DatabaseLimits => ({
  ...DEFAULT_LIMITS,
  ...Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)),
});

/**
 * For a long job's transaction (a backup, a restore, an import): no statement or lock timeout until
 * it ends. Request work keeps the pool's bounds.
 */
export const unbounded = (tx: Executor) =>
  tx.execute(sql`SELECT set_config('statement_timeout', '0', true), set_config('lock_timeout', '0', true)`);

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrating = options.migrate ?? true;
  const folder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, folder, limitsOf(options.limits))
    : await openPglite(options.pgliteDir ?? 'memory://', options.pgliteData, folder);
  if (migrating) await database.migrate();
  return database;
}

async function openPostgres(url: string, migrationsFolder: string, limits: DatabaseLimits): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // numeric and date stay strings: money is never turned into a float on its way in.
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const accessChanges = postgresAccessChanges();
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.poolWaitMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    // A dead peer (a machine gone, a cable out) is noticed by TCP instead of waiting forever.
    keepAlive: true,
    onConnect: async (client) => {
      // A connection that ends while checked out (between two queries of a transaction, the LISTEN
      // of the access cache, the seed's lock) emits 'error' with no listener of the pool's: without
      // this one Node would stop the process. Its query fails, and only its request with it.
      client.on('error', (error) => health.lost(error));
      await accessChanges.onConnect(client);
    },
  });
  const health = databaseHealth(() => pool.query('SELECT 1'));
  // An idle connection dropped by the server (restart, admin): the pool replaces it on the next query.
  pool.on('error', (error: Error) => health.lost(error));
  const db = drizzle(pool, { schema });
  db.transaction = releasingTransaction(pool, db);
  asUser.set(db, beginningAs(pool, db, NodePgTransaction));
  const close = async () => {
    health.stop();
    await pool.end();
  };
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      // Another instance may hold the key for its whole seed: wait for it without the request
      // bounds, on a connection then closed rather than pooled.
      await lock.query('SET lock_timeout = 0');
      // Its own key: the seed's steps take keys of their own (727002…727007) on other connections.
      await lock.query('SELECT pg_advisory_lock(727100)');
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock(727100)').catch(() => undefined);
      lock.release(true);
    }
  };
  // Several instances may start at once: one migrates while the others wait. Migrations run on the
  // lock's own connection, without the request bounds, which is then closed rather than pooled.
  const migrateAll = async () => {
    const lock = await pool.connect();
    let failed: Error | undefined;
    try {
      await lock.query('SET statement_timeout = 0; SET lock_timeout = 0');
      await lock.query('SELECT pg_advisory_lock(727001)');
      const onLock = drizzle(lock, { schema });
      await migrate(onLock, { migrationsFolder });
      await attachAuditTrigger(onLock as unknown as Db);
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      await lock.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
      lock.release(failed ?? true);
    }
  };
  return { db: db as unknown as Db, kind: 'postgres', accessChanges, health, migrate: migrateAll, close, exclusive };
}

/** A transaction of `db` whose statements the audit trigger sees as `usuarioId`'s (null: nobody's). */
type TransactionAs = <T>(usuarioId: number | null, work: (tx: Tx) => Promise<T>) => Promise<T>;

/** The databases that open such a transaction their own way (PostgreSQL: ./client.ts `beginningAs`). */
const asUser = new WeakMap<object, TransactionAs>();

/**
 * Runs `work` in a transaction whose acting user (`app.usuario_id`, read by the audit trigger and
 * `actingUser`) is `usuarioId`. PostgreSQL sends BEGIN and the setting as one text (`beginningAs`);
 * PGlite, with no network between, opens its transaction and then sets it.
 */
export function transactionAs<T>(db: Db, usuarioId: number | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  const own = asUser.get(db);
  if (own) return own(usuarioId, work);
  return db.transaction(async (tx) => {
    if (usuarioId !== null) await tx.execute(sql`SELECT set_config('app.usuario_id', ${String(usuarioId)}, true)`);
    return work(tx);
  });
}

/** The pool's session with one connection: a session on a client, not a pool, leaves releasing to us. */
function sessionOn<S extends object>(session: S, client: pg.PoolClient): S {
  return Object.assign(Object.create(Object.getPrototypeOf(session)), session, { client });
}

/**
 * Runs `work` on a connection of the pool and gives it back whatever happens; one the database
 * dropped is given back as broken, so the pool closes it instead of lending it again.
 */
async function onConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    if (isOutage(error)) lost = error as Error;
    throw error;
  } finally {
    client.release(lost);
  }
}

/**
 * Drizzle sends BEGIN before the `try` whose `finally` releases its pooled connection: a connection
 * lost right there (a restart, an administrator ending its backend) stayed checked out for good,
 * and once the pool's ten were held so the instance answered 503 until it was restarted. Here each
 * transaction takes its connection and gives it back whatever happens (`onConnection`).
 */
function releasingTransaction<D extends { transaction: Db['transaction'] }>(pool: pg.Pool, db: D): D['transaction'] {
  const { session } = db as unknown as { session: { transaction: Db['transaction'] } };
  return (work, config) => onConnection(pool, (client) => sessionOn(session, client).transaction(work, config));
}

/**
 * A write's transaction in one round trip fewer: BEGIN and the acting user's setting go as one
 * simple-query text (the id is an integer, written as digits: nothing to inject), then the work,
 * then COMMIT (ROLLBACK when it throws), as drizzle's own transaction does, on a connection given
 * back as `onConnection` does.
 */
function beginningAs(pool: pg.Pool, db: object, Transaction: typeof NodePgTransaction): TransactionAs {
  type Session = PgSession & { dialect: PgDialect; schema: ConstructorParameters<typeof NodePgTransaction>[2] };
  const { session } = db as unknown as { session: Session };
  return (usuarioId, work) => {
    if (usuarioId !== null && !Number.isSafeInteger(usuarioId)) throw new Error(`usuario_id no entero: ${usuarioId}`);
    const begin = usuarioId === null ? 'BEGIN' : `BEGIN; SELECT set_config('app.usuario_id', '${usuarioId}', true)`;
    return onConnection(pool, async (client) => {
      const onClient = sessionOn(session, client);
      const tx = new Transaction(onClient.dialect, onClient, onClient.schema) as unknown as Tx;
      await client.query(begin);
      try {
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    });
  };
}

async function openPglite(dir: string, loadDataDir: Blob | undefined, migrationsFolder: string): Promise<Database> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = takingTurns(
    await PGlite.create(dir, {
      loadDataDir,
      extensions: { pg_trgm, unaccent },
      parsers: { [types.DATE]: (v: string) => v, [types.NUMERIC]: (v: string) => v },
    }),
  );
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    health: alwaysUp,
    migrate: async () => {
      await migrate(db, { migrationsFolder });
      await attachAuditTrigger(db as unknown as Db);
    },
    accessChanges: await pgliteAccessChanges((channel, callback) => client.listen(channel, callback)),
    close: () => client.close(),
    exclusive: (work) => work(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
