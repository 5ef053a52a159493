/**
 * Entry point of `npm start`: listen (answering 503 until ready), wait for the database (PostgreSQL
 * may start after this process: DB_START_WAIT_S), migrate, copy an older version's files into
 * PostgreSQL, seed on first start, then serve. SIGTERM or
 * SIGINT stops it gracefully: new requests get 503, those in flight finish (at most
 * STOP_WITHIN_MS), the database closes, and the process exits 0.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { resolveJwtSecret } from './auth/secret';
import { buildApp } from './app';
import { importFolderFiles } from './files/db-storage';
import { DatabaseUnreachable, isOutage, waitForDatabase } from './db/outage';
import { messageOf } from './thrown';

/** Milliseconds since the process began, at the end of each phase of the start (logged once ready). */
const fases: Record<string, number> = { modulos: Math.round(performance.now()) };
const marca = (fase: string) => (fases[fase] = Math.round(performance.now()));
const config = loadConfig();
// Opened without a connection yet: PostgreSQL may come up after this process (see below).
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  migrate: false,
  limits: config.databaseLimits,
});
marca('base');
const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  accessChanges: database.accessChanges,
  health: database.health,
  jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  webDir: config.webDir,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  filesDir: path.join(config.dataDir, 'files'),
  ready: false,
});
marca('app');
// PGlite is one process's: `npm run backup` asks this instance for the backup, with this key.
const marker = path.join(config.dataDir, 'servidor.json');
if (database.kind === 'pglite') app.respaldoLocal = { clave: randomBytes(32).toString('hex'), kind: 'pglite' };

/** How long a stop waits for the requests in flight before it closes the database anyway. */
const STOP_WITHIN_MS = 10_000;
let stopping: Promise<void> | undefined;
const stop = (signal: NodeJS.Signals) =>
  (stopping ??= (async () => {
    app.log.info({ signal }, 'deteniendo: se terminan las peticiones en curso');
    app.readiness.markStopping();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'tarde'>((resolve) => (timer = setTimeout(() => resolve('tarde'), STOP_WITHIN_MS)));
    const closed = await Promise.race([app.close().then(() => 'cerrado' as const), late]);
    clearTimeout(timer);
    if (closed === 'tarde') app.log.warn(`peticiones sin terminar tras ${STOP_WITHIN_MS / 1000} s; se cierran`);
    await database.close();
    fs.rmSync(marker, { force: true });
    process.exit(0);
  })());
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
marca('escucha');
if (app.respaldoLocal) {
  const port = (app.server.address() as { port: number }).port;
  const local = { pid: process.pid, port, clave: app.respaldoLocal.clave };
  fs.writeFileSync(marker, JSON.stringify(local), { mode: 0o600 });
}
/** Migrations, files of an older version, the seed: everything before serving, on a database that answers. */
async function prepare(): Promise<void> {
  await database.migrate();
  marca('migraciones');
  if (database.kind === 'postgres') {
    // Before files were kept in PostgreSQL they were in DATA_DIR/files: copied in once, on upgrade.
    const filesDir = path.join(config.dataDir, 'files');
    const { importados, faltantes } = await importFolderFiles(database.db, filesDir);
    if (importados > 0) app.log.info({ importados, desde: filesDir }, 'archivos copiados a la base de datos');
    if (faltantes > 0)
      app.log.warn(
        { faltantes, carpeta: filesDir },
        'documentos sin archivo: no estan en la base de datos ni en DATA_DIR/files de esta instancia',
      );
  }
  // Instances starting together on one PostgreSQL seed one after the other.
  await database.exclusive(() =>
    seedDatabase(database.db, {
      mode: config.seed,
      adminPassword: config.adminPassword,
      dataDir: config.dataDir,
      log: app.log,
      catalogos: app.catalogFiles,
      files: app.files,
    }),
  );
  marca('semilla');
}

// Until PostgreSQL answers, /unauth/ping says 503 'iniciando'; a database lost during the start
// is waited for again (every step is safe to repeat), within the same bound.
const bound = { until: Date.now() + config.databaseStartWaitMs, seconds: config.databaseStartWaitMs / 1000 };
for (;;) {
  try {
    await waitForDatabase(() => database.db.execute(sql`SELECT 1`), bound, app.log);
    await prepare();
    break;
  } catch (error) {
    if (error instanceof DatabaseUnreachable) {
      app.log.fatal({ motivo: error.motivo }, error.message);
      process.exit(1);
    }
    if (!isOutage(error)) throw error;
    app.log.warn({ motivo: messageOf(error) }, 'Se perdio la base de datos durante el arranque; se espera de nuevo');
  }
}
app.readiness.markReady();
app.log.info({ fases }, `listo en ${Math.round(performance.now())} ms desde que inicio el proceso`);
