/**
 * `npm run bench:cpu`: milliseconds of server CPU per request, full stack and bare route, for the
 * bench cases BENCH_CASES names (all the list, read, search and create cases when unset). On a
 * shared machine req/s move with the neighbours' load; the CPU one request costs the server moves
 * far less, so this is the measure to work from (issue 30). Linux only: it reads the server's
 * /proc/<pid>/stat. The database, BENCH_DB_URL (default `obras_cpu` on the local PostgreSQL,
 * created when missing), is kept between runs, so a second run starts in seconds; BENCH_ROWS rows
 * (default 100,000), no obras. With BENCH_PROFILE_DIR each case's full-stack load is also
 * profiled into that folder (`<case>.cpuprofile`, open it in Chrome DevTools or sum it with
 * `tsx bench/profile-summary.ts <file>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { casesFor, isRuns, type LoadCase, type Request } from './cases';
import { ADMIN_PASSWORD, start, stop, token } from './child';

const env = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);
const rows = Number(env.BENCH_ROWS ?? 100_000);
const seconds = Number(env.BENCH_DURATION ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const only = env.BENCH_CASES?.split(',').filter(Boolean);
const profileDir = env.BENCH_PROFILE_DIR && path.resolve(env.BENCH_PROFILE_DIR);
const dbUrl = new URL(env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/obras_cpu');
const TICKS_PER_S = 100;

async function ensureDatabase(url: URL): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** User plus system CPU of `pid`, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

async function load(base: string, request: Request, bearer: string, duration: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: base + request.path,
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections,
    duration,
  });
  return { requests: result.requests.total, non2xx: result.non2xx + result.errors, p99: result.latency.p99 };
}

async function profiled(pid: number, name: string, work: () => Promise<void>): Promise<void> {
  if (!profileDir) return work();
  const before = new Set(fs.existsSync(profileDir) ? fs.readdirSync(profileDir) : []);
  process.kill(pid, 'SIGUSR2');
  await work();
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const added = fs.existsSync(profileDir) ? fs.readdirSync(profileDir).filter((f) => !before.has(f)) : [];
    if (added.length) {
      fs.renameSync(path.join(profileDir, added[0]), path.join(profileDir, `${name.replace(/\W+/g, '-')}.cpuprofile`));
      return;
    }
  }
}

await ensureDatabase(dbUrl);
const { child, ready } = await start(
  {
    BENCH_DB_URL: dbUrl.toString(),
    BENCH_OBRAS: '0',
    BENCH_PRESUPUESTO: '0',
    ...(profileDir ? { BENCH_PROFILE_DIR: profileDir } : {}),
  },
  rows,
);
const pid = child.pid!;
try {
  const bearer = await token(ready.full, 'bench', ready.password);
  const cases = casesFor(rows, { username: 'admin', password: ADMIN_PASSWORD }, null).filter(
    (c): c is LoadCase => !isRuns(c) && c.auth && (!only || only.some((name) => c.name.includes(name))),
  );
  say('case | full ms CPU/req | bare ms CPU/req | CPU ratio (bare/full) | full p99 | bare p99');
  for (const c of cases) {
    const each = async (base: string, request: Request) => {
      await load(base, request, bearer, 1);
      const cpu = cpuMs(pid);
      const result = await load(base, request, bearer, seconds);
      return { ...result, ms: (cpuMs(pid) - cpu) / result.requests };
    };
    let full = { requests: 0, non2xx: 0, p99: 0, ms: 0 };
    await profiled(pid, c.name, async () => {
      full = await each(ready.full, c.full);
    });
    const bare = await each(ready.bare, c.bare);
    const failed = full.non2xx || bare.non2xx ? ` (fallidas ${full.non2xx}/${bare.non2xx})` : '';
    say(
      `${c.name} | ${full.ms.toFixed(3)} | ${bare.ms.toFixed(3)} | ${(bare.ms / full.ms).toFixed(2)} | ${full.p99} | ${bare.p99}${failed}`,
    );
  }
} finally {
  await stop(child);
}
