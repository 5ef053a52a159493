/**
 * One bench server process (started by bench/run.ts): opens the database exactly as
 * server/main.ts does, seeds it, tops the bench tables up to BENCH_ROWS, loads BENCH_OBRAS obras
 * of BENCH_DOCS_PER_OBRA documents each (none when unset or 0) and, with BENCH_PRESUPUESTO=1, the
 * presupuesto of 5,000 conceptos in the obra the cases read and its copies in BENCH_PRESUPUESTOS
 * other obras (./presupuesto.ts), and serves the real application and the bare anchor app
 * (./anchor.ts) on two ports over the same connection. It prints one JSON line `{ full, bare, obra, presupuesto, … }` when both listen, and stops on SIGTERM.
 */
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { usuario } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { createTestUser, TEST_PASSWORD } from '../server/test-support/users';
import { anchorApp, type RawClient } from './anchor';
import { loadRows } from './load';
import { loadObras } from './obras';
import { loadPresupuesto } from './presupuesto';
import { profileOnSignal } from './profile';

export const BENCH_USER = 'bench';

const env = process.env;
const log = (line: string) => process.stderr.write(`[servidor] ${line}\n`);
const started = performance.now();
const database = await openDatabase(
  env.BENCH_DB_URL ? { databaseUrl: env.BENCH_DB_URL } : { pgliteDir: env.BENCH_PGLITE_DIR ?? 'memory://' },
);
const { db } = database;
const app = await buildApp({
  db,
  databaseKind: database.kind,
  accessChanges: database.accessChanges,
  jwtSecret: 'secreto-del-bench',
  // BENCH_LOG_LEVEL=info writes the production's log lines (to /dev/null), to weigh them.
  logLevel: env.BENCH_LOG_LEVEL ?? 'silent',
  logStream: env.BENCH_LOG_LEVEL
    ? (pino.destination({ dest: '/dev/null', sync: true }) as unknown as NodeJS.WritableStream)
    : undefined,
  filesDir: path.join(os.tmpdir(), 'obras-bench-files'),
});
await seedDatabase(db, { mode: 'none', adminPassword: env.BENCH_ADMIN_PASSWORD, catalogos: app.catalogFiles });

// A ROLE_ADMIN of the main sucursal with its generated permisos: the guard checks its permiso and
// the list is confined to its sucursal, as for any office user (a superuser skips both).
const [existing] = await db
  .select({ id: usuario.id, sucursalId: usuario.sucursalId })
  .from(usuario)
  .where(eq(usuario.username, BENCH_USER));
const user = existing ?? (await createTestUser(db, { username: BENCH_USER, role: 'ROLE_ADMIN' }));
const sucursalId = user.sucursalId as number;
await loadRows(db, Number(env.BENCH_ROWS ?? 10_000), sucursalId, log);
const obras = { obras: Number(env.BENCH_OBRAS ?? 0), docsPerObra: Number(env.BENCH_DOCS_PER_OBRA ?? 0) };
const obra = obras.obras > 0 ? await loadObras(db, obras, sucursalId, log) : null;
const copies = Number(env.BENCH_PRESUPUESTOS ?? 20);
const presupuesto =
  obra && env.BENCH_PRESUPUESTO === '1' ? await loadPresupuesto(db, obra.id, sucursalId, copies, log) : null;

const bare = anchorApp({ client: (db as unknown as { $client: RawClient }).$client, sucursalId, usuarioId: user.id });
const host = '127.0.0.1';
await app.listen({ port: 0, host });
await bare.listen({ port: 0, host });
const url = (server: typeof app) => `http://${host}:${(server.server.address() as { port: number }).port}`;
const ready = {
  full: url(app),
  bare: url(bare),
  kind: database.kind,
  obra,
  presupuesto,
  password: TEST_PASSWORD,
  readyMs: performance.now() - started,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

// bench/cpu.ts: SIGUSR2 starts a CPU profile of this process, the next one writes it to BENCH_PROFILE_DIR.
if (env.BENCH_PROFILE_DIR) profileOnSignal(env.BENCH_PROFILE_DIR, log);

process.once('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  process.exit(0);
});
