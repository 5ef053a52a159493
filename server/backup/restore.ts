/**
 * Restores a backup (./read.ts checks it first) into a database of either kind: a new database is
 * migrated to the backup's own schema version, its rows loaded in one transaction (triggers and
 * reference checks off while loading: the rows were consistent when taken), the sequences set past
 * the largest ids, then the remaining migrations run — so an older backup restores into a newer
 * release. Its files go into the target's file store. A database that has data is refused unless
 * told to replace it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase, unbounded, type Db, type Tx } from '../db/client';
import { fileStoreOf } from '../files/db-storage';
import type { FileStore } from '../files/storage';
import { archivoEntry, tablaEntry, type Manifiesto, type TablaRespaldada } from './manifest';
import { RespaldoRechazado } from './read';
import { hasData } from './tables';

export const CON_DATOS = 'La base de datos ya tiene datos: para sustituirlos restaure con --reemplazar';
export const RESPALDO_MAS_NUEVO =
  'El respaldo es de una version mas nueva del sistema: actualice el sistema antes de restaurarlo';

const BATCH = 1000;

interface JournalEntry {
  when: number;
}

/** A copy of the migrations that stops at `esquema` (the backup's last migration). */
export function migrationsUpTo(esquema: number, dir: string): string {
  const journalFile = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  if (!journal.entries.some((entry) => entry.when === esquema)) {
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    throw new RespaldoRechazado(esquema > newest ? RESPALDO_MAS_NUEVO : 'El respaldo no corresponde a este sistema');
  }
  const folder = path.join(dir, 'migraciones');
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const entries = journal.entries.filter((entry) => entry.when <= esquema);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function loadTable(tx: Tx, tabla: TablaRespaldada, file: string): Promise<void> {
  const table = sql.identifier(tabla.nombre);
  const columns = sql.join(
    tabla.columnas.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const insert = (rows: string[]) =>
    tx.execute(
      sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${`[${rows.join(',')}]`}::json)`,
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
  for (const column of tabla.secuencias) {
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${tabla.nombre}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) FROM ${table}`,
    );
  }
}

/** Every table's rows, in the manifest's order (referenced tables first), in one transaction. */
export async function loadRows(db: Db, manifest: Manifiesto, dir: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A whole database in one transaction: longer than request work may take.
    await unbounded(tx);
    // Triggers (the bitácora, the obras' figures) and reference checks stay off while loading.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const tabla of manifest.tablas) await loadTable(tx, tabla, path.join(dir, tablaEntry(tabla.nombre)));
  });
}

/** Every file of the backup into `files`; content-addressed, so a file already there stays as it is. */
export async function loadFiles(db: Db, files: FileStore, manifest: Manifiesto, dir: string): Promise<void> {
  for (const { sha256 } of manifest.archivos) {
    await files.put(await fs.promises.readFile(path.join(dir, archivoEntry(sha256))), db);
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
async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`DROP SCHEMA public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}

/** Restores the checked backup in `dir` into the target database and answers once it is migrated to this release. */
export async function restoreInto(target: RestoreTarget, manifest: Manifiesto, dir: string): Promise<void> {
  const migrationsFolder = migrationsUpTo(manifest.esquema, await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mig-')));
  const where = { databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir };
  const current = await openDatabase({ ...where, migrate: false });
  try {
    if (await hasData(current.db)) {
      if (!target.reemplazar || !target.databaseUrl) throw new RespaldoRechazado(CON_DATOS);
      await dropEverything(current.db);
    }
  } finally {
    await current.close();
  }
  const atVersion = await openDatabase({ ...where, migrationsFolder });
  try {
    await loadRows(atVersion.db, manifest, dir);
    await loadFiles(atVersion.db, fileStoreOf(atVersion.kind, atVersion.db, target.filesDir), manifest, dir);
  } finally {
    await atVersion.close();
    await fs.promises.rm(path.dirname(migrationsFolder), { recursive: true, force: true });
  }
  const upgraded = await openDatabase(where);
  await upgraded.close();
}
