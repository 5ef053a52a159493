/**
 * `npm run backup [archivo]`: one file with the database and every uploaded file (server/backup/),
 * by default DATA_DIR/respaldos/obras-<fecha>.tar.gz. On PostgreSQL it reads the database itself in
 * one snapshot, while the instances serve; on PGlite it asks the running instance for it (PGlite is
 * one process's), or opens the folder when the server is stopped. Written aside and renamed, so a
 * failed backup never looks like a finished one. Exit code 0 on success, 1 otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { format } from 'date-fns';
import { writeBackup } from '../server/backup/dump';
import { localServer } from '../server/backup/local-server';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { fileStoreOf } from '../server/documents/db-storage';
import { CLAVE_HEADER } from '../server/modules/respaldo/routes';

const config = loadConfig();
const target = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'respaldos', `obras-${format(new Date(), 'yyyy-MM-dd-HHmmss')}.tar.gz`),
);
const partial = `${target}.parcial`;

async function fromRunningServer(port: number, clave: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/unauth/respaldo`, { headers: { [CLAVE_HEADER]: clave } });
  if (!res.ok || !res.body) throw new Error(`el servidor respondio ${res.status}: ${await res.text()}`);
  await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(partial));
}

async function fromDatabase(): Promise<void> {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !fs.existsSync(pgliteDir)) throw new Error(`no hay base de datos en ${pgliteDir}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, migrate: false });
  try {
    const files = fileStoreOf(database.kind, database.db, path.join(config.dataDir, 'files'));
    await writeBackup(database.db, database.kind, files, fs.createWriteStream(partial));
  } finally {
    await database.close();
  }
}

try {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const running = config.databaseUrl ? undefined : localServer(config.dataDir);
  await (running ? fromRunningServer(running.port, running.clave) : fromDatabase());
  fs.renameSync(partial, target);
  const megas = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
  process.stdout.write(`Respaldo escrito en ${target} (${megas} MB)\n`);
} catch (error) {
  fs.rmSync(partial, { force: true });
  console.error(`No se pudo respaldar: ${(error as Error).message}`);
  process.exitCode = 1;
}
