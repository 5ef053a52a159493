/**
 * Backups and restores as an admin runs them (README "Backups"): the real server on PGlite with the
 * demo data; `npm run backup` taken from the running instance while writers create and update
 * clientes; the backup restored into a new PGlite folder, and from there into PostgreSQL and back.
 * Every restore holds the same rows, table by table, and the same file bytes as its source, and the
 * backup taken under load is one consistent moment (each cliente with its bitácora rows, the books
 * balanced). A damaged file and a database that has data are refused with nothing changed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dataTables } from '../backup/tables';
import { openDatabase } from '../db/client';
import { fileStoreOf } from '../files/db-storage';
import { rowsOf } from '../db/rows';
import { reviewLedger } from '../domain/ledger-invariants';
import { loginTo, startChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { adminQuery, createDatabase, dropDatabase, urlOf } from '../test-support/db-template';
import { openBackup } from '../backup/read';
import { restoreInto } from '../backup/restore';
import { ADMIN_PASSWORD } from '../test-support/users';
import { auditMatches, readAudit, readClientes } from './crash/check';
import { startLoad, type Ledger } from './crash/writes';

const { postgresUrl, prefix } = inject('dbTemplates');
const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-respaldo-prueba-'));
const dirs = { origen: path.join(work, 'origen'), copia: path.join(work, 'copia'), vuelta: path.join(work, 'vuelta') };
const database = `${prefix}_respaldo_${process.pid}`;
// A database its owner keeps, as a hosted PostgreSQL gives one: that role is no superuser.
const owned = { role: `${prefix}_dueno_${process.pid}`, database: `${prefix}_propia_${process.pid}` };
const serverUrl = postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let server: ChildServer | undefined;

/** Runs one of the project's scripts as `npm run` does; answers its exit code and output. */
function run(script: string, env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Every table as sorted JSON lines, in UTC, and the bytes of every stored file. */
async function snapshot(where: { pgliteDir?: string; databaseUrl?: string }, filesDir: string) {
  const opened = await openDatabase({ ...where, migrate: false });
  try {
    const tables: Record<string, string[]> = {};
    await opened.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      for (const table of await dataTables(tx)) {
        const cols = sql.join(
          table.columns.map((c) => sql.identifier(c)),
          sql`, `,
        );
        const rows = await rowsOf<{ fila: string }>(
          tx,
          sql`SELECT row_to_json(r)::text AS fila FROM (SELECT ${cols} FROM ${sql.identifier(table.name)}) r ORDER BY 1`,
        );
        tables[table.name] = rows.map((row) => row.fila);
      }
    });
    const shas = await rowsOf<{ sha256: string }>(opened.db, sql`SELECT DISTINCT sha256 FROM documento ORDER BY 1`);
    const store = fileStoreOf(opened.kind, opened.db, filesDir);
    const files: Record<string, string> = {};
    for (const { sha256 } of shas) files[sha256] = (await store.read(sha256)).toString('base64');
    return { tables, files };
  } finally {
    await opened.close();
  }
}

const pglite = (dir: string) => ({ pgliteDir: path.join(dir, 'pglite') });

beforeAll(async () => {
  await createDatabase(serverUrl, database);
}, 60_000);

afterAll(async () => {
  if (server) await stopChildServer(server, 'SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
  await dropDatabase(serverUrl, database);
  await dropDatabase(serverUrl, owned.database);
  await adminQuery(serverUrl, `DROP ROLE IF EXISTS ${owned.role}`);
});

// One run covers both kinds (PGlite, and the PostgreSQL server every machine of the project has);
// the PostgreSQL pass of the API tests would only repeat it.
describe.skipIf(postgresUrl)('npm run backup and npm run restore', () => {
  const backup = path.join(work, 'obras.tar.gz');
  const underLoad = path.join(work, 'bajo-carga.tar.gz');
  const carga = path.join(work, 'carga');
  let quiet: Awaited<ReturnType<typeof snapshot>>;

  it('restores a backup to the same rows, table by table, and the same file bytes', async () => {
    server = await startChildServer({ DATA_DIR: dirs.origen, ADMIN_PASSWORD, SEED: 'demo' });
    await stopChildServer(server);
    server = undefined;
    const taken = run('backup.ts', { DATA_DIR: dirs.origen }, backup);
    expect([taken.code, taken.out]).toEqual([0, expect.stringContaining('Respaldo escrito en')]);
    quiet = await snapshot(pglite(dirs.origen), path.join(dirs.origen, 'files'));
    expect(Object.keys(quiet.files).length).toBeGreaterThan(10);
    expect(quiet.tables.compra_detalle.length).toBeGreaterThan(10);

    const restored = run('restore.ts', { DATA_DIR: dirs.copia }, backup);
    expect([restored.code, restored.out]).toEqual([0, expect.stringContaining('restaurado')]);
    expect(await snapshot(pglite(dirs.copia), path.join(dirs.copia, 'files'))).toEqual(quiet);
  }, 120_000);

  it('backs up the running instance under concurrent writes as one consistent moment', async () => {
    server = await startChildServer({ DATA_DIR: dirs.origen, ADMIN_PASSWORD, SEED: 'demo' });
    const token = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
    const ledger: Ledger = new Map();
    const load = startLoad(ledger, { baseUrl: server.baseUrl, token, workers: 4, prefix: 'Respaldo' });
    await load.reached(40);
    const taken = run('backup.ts', { DATA_DIR: dirs.origen }, underLoad);
    expect([taken.code, taken.out]).toEqual([0, expect.stringContaining('Respaldo escrito en')]);
    await stopChildServer(server);
    await load.done;
    server = undefined;

    expect(run('restore.ts', { DATA_DIR: carga }, underLoad).code).toBe(0);
    const books = await openDatabase({ ...pglite(carga), migrate: false });
    expect((await reviewLedger(books.db).finally(() => books.close())).breaks).toEqual([]);
    server = await startChildServer({ DATA_DIR: carga, ADMIN_PASSWORD, SEED: 'demo' });
    const after = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
    const clientes = await readClientes(server.baseUrl, after);
    expect(clientes.filter((c) => c.nombre.startsWith('Respaldo')).length).toBeGreaterThanOrEqual(20);
    // Each cliente as its bitácora rows tell it: no write half in the backup.
    expect(auditMatches(clientes, await readAudit(server.baseUrl, after))).toEqual([]);
    await stopChildServer(server);
    server = undefined;
  }, 180_000);

  it('moves a PGlite backup into PostgreSQL and back with the same rows and files', async () => {
    const databaseUrl = urlOf(serverUrl, database);
    const pgData = path.join(work, 'pg');
    expect(run('restore.ts', { DATABASE_URL: databaseUrl, DATA_DIR: pgData }, backup).code).toBe(0);
    expect(await snapshot({ databaseUrl }, path.join(pgData, 'files'))).toEqual(quiet);

    const back = path.join(work, 'desde-postgres.tar.gz');
    expect(run('backup.ts', { DATABASE_URL: databaseUrl, DATA_DIR: pgData }, back).code).toBe(0);
    expect(run('restore.ts', { DATA_DIR: dirs.vuelta }, back).code).toBe(0);
    expect(await snapshot(pglite(dirs.vuelta), path.join(dirs.vuelta, 'files'))).toEqual(quiet);
  }, 120_000);

  it('restores over PostgreSQL data as the database owner, and a restore that fails leaves that data serving', async () => {
    await adminQuery(serverUrl, `CREATE ROLE ${owned.role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    await adminQuery(serverUrl, `CREATE DATABASE ${owned.database} OWNER ${owned.role}`);
    const asOwner = new URL(urlOf(serverUrl, owned.database));
    asOwner.username = owned.role;
    const databaseUrl = asOwner.toString();
    const where = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, 'propia') };
    expect(run('restore.ts', where, underLoad).code).toBe(0);
    const replaced = run('restore.ts', where, '--reemplazar', backup);
    expect([replaced.code, replaced.out]).toEqual([0, expect.stringContaining('restaurado')]);
    expect(await snapshot({ databaseUrl }, path.join(work, 'propia', 'files'))).toEqual(quiet);

    // The last table's file with its first row twice: the load fails after the old schema was dropped.
    const dir = fs.mkdtempSync(path.join(work, 'rota-'));
    const manifest = await openBackup(underLoad, dir);
    const last = path.join(dir, 'tablas', `${manifest.tablas.filter((t) => t.filas > 0).at(-1)!.nombre}.ndjson`);
    fs.appendFileSync(last, fs.readFileSync(last, 'utf8').split('\n')[0] + '\n');
    await expect(
      restoreInto({ databaseUrl, filesDir: path.join(work, 'propia', 'files'), reemplazar: true }, manifest, dir),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await snapshot({ databaseUrl }, path.join(work, 'propia', 'files'))).toEqual(quiet);
  }, 180_000);

  it('refuses a damaged or foreign file and a database with data, changing nothing', async () => {
    const bytes = fs.readFileSync(backup);
    const damaged = path.join(work, 'danado.tar.gz');
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(work, 'alterado.tar.gz');
    const altered = Buffer.from(bytes);
    altered[Math.floor(altered.length / 3)] ^= 0xff;
    fs.writeFileSync(flipped, altered);
    const foreign = path.join(work, 'ajeno.tar.gz');
    fs.writeFileSync(foreign, 'no soy un respaldo');
    for (const file of [damaged, flipped, foreign]) {
      const refused = run('restore.ts', { DATA_DIR: dirs.vuelta }, '--reemplazar', file);
      expect([refused.code, refused.out]).toEqual([
        1,
        expect.stringContaining('No se restauro nada: El archivo no es un respaldo'),
      ]);
    }
    const withData = run('restore.ts', { DATA_DIR: dirs.vuelta }, backup);
    expect([withData.code, withData.out]).toEqual([1, expect.stringContaining('ya tiene datos')]);
    expect(await snapshot(pglite(dirs.vuelta), path.join(dirs.vuelta, 'files'))).toEqual(quiet);
  }, 120_000);
});
