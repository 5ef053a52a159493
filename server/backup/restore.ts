/**
 * Restores a backup (./read.ts checks it first) into a database of either kind, all of it in one
 * transaction as the database's owner (no superuser): the database is migrated to the backup's own
 * schema version, its rows loaded (the tables' triggers off while loading: the rows were consistent
 * when taken), the sequences set past the largest ids, then the remaining migrations run — so an
 * older backup restores into a newer release — and its files go into the target's file store. A
 * database that has data is refused unless told to replace it; a replaced one is dropped in the same
 * transaction, so a restore that fails leaves it as it was, serving.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { attachAuditTrigger, MIGRATIONS_FOLDER, openDatabase, unbounded, type Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { fileStoreOf } from '../files/db-storage';
import type { FileStore } from '../files/storage';
import { archivoEntry, tablaEntry, type Manifiesto, type TablaRespaldada } from './manifest';
import { RespaldoRechazado } from './read';
import { hasData } from './tables';

export const CON_DATOS = 'La base de datos ya tiene datos: para sustituirlos restaure con --reemplazar';
export const RESPALDO_MAS_NUEVO =
  'El respaldo es de una version mas nueva del sistema: actualice el sistema antes de restaurarlo';

const BATCH = 1000;

/** The project's migrations up to `esquema` (the backup's last one), refused if this release lacks it. */
function migrationsUpTo(esquema: number) {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  if (!migrations.some((migration) => migration.folderMillis === esquema)) {
    const newest = Math.max(...migrations.map((migration) => migration.folderMillis));
    throw new RespaldoRechazado(esquema > newest ? RESPALDO_MAS_NUEVO : 'El respaldo no corresponde a este sistema');
  }
  return migrations.filter((migration) => migration.folderMillis <= esquema);
}

/**
 * Drizzle's migrator, run inside the restore's transaction: it is handed the transaction as its
 * session, whose own transaction is the same one (the migrator would otherwise commit its own).
 */
async function migrateIn(tx: Tx, migrations: ReturnType<typeof readMigrationFiles>): Promise<void> {
  const session = {
    execute: (query: SQL) => tx.execute(query),
    all: (query: SQL) => rowsOf(tx, query),
    transaction: (work: (inner: Tx) => Promise<unknown>) => work(tx),
  } as unknown as PgSession;
  await new PgDialect().migrate(migrations, session, { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * One table's rows: in batches into a temporary table, then into the table in one statement, so a
 * row may name one of its own table that comes later in the file (a menu entry's padre) — the
 * references are checked at the end of that statement.
 */
async function loadTable(tx: Tx, tabla: TablaRespaldada, file: string): Promise<void> {
  const table = sql.identifier(tabla.nombre);
  const staging = sql.identifier(`restaurando_${tabla.nombre}`);
  const columns = sql.join(
    tabla.columnas.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(sql`CREATE TEMP TABLE ${staging} ON COMMIT DROP AS SELECT ${columns} FROM ${table} WITH NO DATA`);
  const insert = (rows: string[]) =>
    tx.execute(
      sql`INSERT INTO ${staging} SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${`[${rows.join(',')}]`}::json)`,
    );
  let batch: string[] = [];
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === BATCH) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  await tx.execute(sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${staging}`);
  await tx.execute(sql`DROP TABLE ${staging}`);
  for (const column of tabla.secuencias) {
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${tabla.nombre}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) FROM ${table}`,
    );
  }
}

/**
 * Every table's rows, in the manifest's order (referenced tables first). The tables' own triggers
 * (the bitácora, the obras' figures) are off while loading — the owner may turn them off, unlike
 * `session_replication_role`, which needs a superuser.
 */
async function loadRows(tx: Tx, manifest: Manifiesto, dir: string): Promise<void> {
  const triggers = (state: SQL) =>
    Promise.all(
      manifest.tablas.map((t) => tx.execute(sql`ALTER TABLE ${sql.identifier(t.nombre)} ${state} TRIGGER USER`)),
    );
  await triggers(sql`DISABLE`);
  for (const tabla of manifest.tablas) await loadTable(tx, tabla, path.join(dir, tablaEntry(tabla.nombre)));
  await triggers(sql`ENABLE`);
}

/** Every file of the backup into `files`; content-addressed, so a file already there stays as it is. */
async function loadFiles(tx: Tx, files: FileStore, manifest: Manifiesto, dir: string): Promise<void> {
  for (const { sha256 } of manifest.archivos) {
    await files.put(await fs.promises.readFile(path.join(dir, archivoEntry(sha256))), tx);
  }
}

export interface RestoreTarget {
  databaseUrl?: string;
  /** PGlite: the data folder to build (a new, empty one). */
  pgliteDir?: string;
  /** Where a PGlite installation keeps its files (PostgreSQL keeps them in the database). */
  filesDir: string;
  /** Drops what a PostgreSQL database holds before restoring. */
  reemplazar: boolean;
}

/** Empties a PostgreSQL database for a restore: the application's schema and its migrations' record. */
async function dropEverything(tx: Tx): Promise<void> {
  await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await tx.execute(sql`DROP SCHEMA public CASCADE`);
  await tx.execute(sql`CREATE SCHEMA public`);
}

/** Restores the checked backup in `dir` into the target database and answers once it is migrated to this release. */
export async function restoreInto(target: RestoreTarget, manifest: Manifiesto, dir: string): Promise<void> {
  const atVersion = migrationsUpTo(manifest.esquema);
  const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir, migrate: false });
  try {
    await database.db.transaction(async (tx) => {
      // A whole database in one transaction: longer than request work may take.
      await unbounded(tx);
      if (await hasData(tx)) {
        if (!target.reemplazar || !target.databaseUrl) throw new RespaldoRechazado(CON_DATOS);
        await dropEverything(tx);
      }
      await migrateIn(tx, atVersion);
      await loadRows(tx, manifest, dir);
      await migrateIn(tx, readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }));
      await attachAuditTrigger(tx);
      await loadFiles(tx, fileStoreOf(database.kind, database.db, target.filesDir), manifest, dir);
    });
  } finally {
    await database.close();
  }
}
