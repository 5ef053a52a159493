/**
 * `npm run bench` (README "Bench"): for each database (PGlite in a temporary folder, PostgreSQL in
 * a fresh database created on BENCH_DATABASE_URL's server and dropped at the end) and each size,
 * starts bench/server.ts (with BENCH_OBRAS obras of BENCH_DOCS_PER_OBRA documents, issue 17, and a
 * presupuesto of 5,000 conceptos, issue 28), measures every case on the full stack and on the bare
 * anchor route, prints one table and writes it as JSON under bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PRESUPUESTO_CASES, casesFor, importForms, isRuns, type PresupuestoCases } from './cases';
import { ADMIN_PASSWORD, start, stop, token, type Ready } from './child';
import { measure, timeRuns, type LoadOptions, type Measure } from './measure';
import { workbook } from './presupuesto';
import { printTable } from './table';
import { missedTargets, type Row } from './targets';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = (env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const kinds = (env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as Row['kind'][];
/** Substrings of case names to run (`search,by id`); all cases when unset. */
const only = env.BENCH_CASES?.split(',').filter(Boolean);
/** The obras of the obra cases and their documents each; 0 obras leaves those cases out. */
const documents = {
  obras: Number(env.BENCH_OBRAS ?? 200),
  docsPerObra: Number(env.BENCH_DOCS_PER_OBRA ?? 10_000),
};
const load: LoadOptions = {
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  duration: Number(env.BENCH_DURATION ?? 5),
};
const say = (line: string) => process.stderr.write(`${line}\n`);

/** Waits until the database has drained what a run left queued (timed-out requests still run). */
async function settle(ready: Ready): Promise<void> {
  await fetch(`${ready.bare}/bare/proveedor/1`);
}

/** The presupuesto cases run unless BENCH_CASES leaves them out: only then is it loaded and its workbook written. */
const withPresupuesto = !only || only.some((name) => PRESUPUESTO_CASES.some((c) => c.includes(name)));
const importacion = withPresupuesto ? await importForms(await workbook()) : null;

async function benchSize(kind: Row['kind'], dbEnv: Record<string, string>, rows: number): Promise<Row[]> {
  say(`\n${kind}, ${rows} filas: cargando y arrancando…`);
  const { child, ready } = await start(
    {
      ...dbEnv,
      BENCH_OBRAS: String(documents.obras),
      BENCH_DOCS_PER_OBRA: String(documents.docsPerObra),
      BENCH_PRESUPUESTO: importacion ? '1' : '0',
    },
    rows,
  );
  say(`${kind}, ${rows} filas: listo en ${(ready.readyMs / 1000).toFixed(1)} s`);
  const out: Row[] = [];
  try {
    const bearer = await token(ready.full, 'bench', ready.password);
    const measured = new Map<string, Measure>();
    const presupuesto: PresupuestoCases | null =
      ready.presupuesto && importacion ? { bench: ready.presupuesto, forms: importacion } : null;
    const cases = casesFor(rows, { username: 'admin', password: ADMIN_PASSWORD }, ready.obra, presupuesto);
    for (const c of cases.filter((c) => !only || only.some((name) => c.name.includes(name)))) {
      const options = { ...load, token: c.auth ? bearer : undefined };
      const full = isRuns(c) ? await timeRuns(ready.full, c.full, options) : await measure(ready.full, c.full, options);
      await settle(ready);
      const bare = isRuns(c) ? await timeRuns(ready.bare, c.bare, options) : await measure(ready.bare, c.bare, options);
      await settle(ready);
      measured.set(c.name, full);
      const row = { kind, case: c.name, rows, full, bare, ratio: bare.rps ? full.rps / bare.rps : 0 };
      out.push({ ...row, missed: missedTargets(row, measured) });
      say(`  ${c.name}: ${full.rps} vs ${bare.rps} req/s`);
    }
  } finally {
    await stop(child);
  }
  return out;
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = new URL(env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `obras_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function withPglite<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-bench-'));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const results: Row[] = [];
for (const kind of kinds) {
  const each = async (dbEnv: Record<string, string>) => {
    for (const rows of sizes) results.push(...(await benchSize(kind, dbEnv, rows)));
  };
  if (kind === 'postgres') await withPostgres((url) => each({ BENCH_DB_URL: url }));
  else await withPglite((dir) => each({ BENCH_PGLITE_DIR: dir }));
}

printTable(results);
const file = path.join(here, 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.mkdirSync(path.dirname(file), { recursive: true });
const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, load, documents };
fs.writeFileSync(file, `${JSON.stringify({ machine, results }, null, 2)}\n`);
say(`\nResultados: ${path.relative(process.cwd(), file)}`);
