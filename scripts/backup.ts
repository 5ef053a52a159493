/**
 * `npm run backup [archivo]`: one file with the database and every uploaded file (server/backup/),
 * by default DATA_DIR/respaldos/obras-<fecha>.tar.gz. On PostgreSQL it reads the database itself in
 * one snapshot, while the instances serve; on PGlite it asks the running instance for it (PGlite is
 * one process's), or opens the folder when the server is stopped. Written aside and renamed, so a
 * failed backup never looks like a finished one and leaves nothing (server/backup/write-aside.ts).
 * Exit code 0 on success, 1 otherwise, with a line that says why (a full disk: SIN_ESPACIO).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { format } from 'date-fns';
import { writeBackup } from '../server/backup/dump';
import { fetchBackup, localServer } from '../server/backup/local-server';
import { backupFailure, writeAside } from '../server/backup/write-aside';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { fileStoreOf } from '../server/files/db-storage';

const config = loadConfig();
const target = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'respaldos', `obras-${format(new Date(), 'yyyy-MM-dd-HHmmss')}.tar.gz`),
);

async function fromDatabase(out: Writable): Promise<void> {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !fs.existsSync(pgliteDir)) throw new Error(`no hay base de datos en ${pgliteDir}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, migrate: false });
  try {
    const files = fileStoreOf(database.kind, database.db, path.join(config.dataDir, 'files'));
    await writeBackup(database.db, database.kind, files, out);
  } finally {
    await database.close();
  }
}

try {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const running = config.databaseUrl ? undefined : localServer(config.dataDir);
  await writeAside(target, (out) => (running ? fetchBackup(running, out) : fromDatabase(out)));
  const megas = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
  process.stdout.write(`Respaldo escrito en ${target} (${megas} MB)\n`);
} catch (error) {
  // A full disk or the database away in Spanish; nothing of the file is left.
  console.error(`No se pudo respaldar: ${backupFailure(error)}`);
  process.exitCode = 1;
}
