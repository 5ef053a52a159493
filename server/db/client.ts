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

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Commits that change what the access guard reads, for its cache. */
  accessChanges: AccessChanges;
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
const attachAuditTrigger = (db: Db) => db.execute(sql`SELECT bitacora_attach_all()`);

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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrating = options.migrate ?? true;
  const folder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrating, folder);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteData, migrating, folder);
}

async function openPostgres(url: string, migrating: boolean, migrationsFolder: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // numeric and date stay strings: money is never turned into a float on its way in.
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const accessChanges = postgresAccessChanges();
  const pool = new pg.Pool({ connectionString: url, max: 10, onConnect: accessChanges.onConnect });
  // An idle connection dropped by the server (restart, admin) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`Conexion a PostgreSQL perdida: ${error.message}`));
  const db = drizzle(pool, { schema });
  const close = () => pool.end();
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      // Its own key: the seed's steps take keys of their own (727002…727007) on other connections.
      await lock.query('SELECT pg_advisory_lock(727100)');
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock(727100)').catch(() => undefined);
      lock.release();
    }
  };
  const opened = { db: db as unknown as Db, kind: 'postgres' as const, accessChanges, close, exclusive };
  if (!migrating) return opened;
  // Several instances may start at once: one migrates while the others wait.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(727001)');
    await migrate(db, { migrationsFolder });
    await attachAuditTrigger(db as unknown as Db);
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    lock.release();
  }
  return opened;
}

async function openPglite(
  dir: string,
  loadDataDir: Blob | undefined,
  migrating: boolean,
  migrationsFolder: string,
): Promise<Database> {
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
  if (migrating) {
    await migrate(db, { migrationsFolder });
    await attachAuditTrigger(db as unknown as Db);
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    accessChanges: await pgliteAccessChanges((channel, callback) => client.listen(channel, callback)),
    close: () => client.close(),
    exclusive: (work) => work(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
