/**
 * `npm run soak` (README "Soak"): the real server on PGlite (bench/server.ts, SOAK_ROWS rows per
 * table) under a steady mixed load for SOAK_MINUTES: list pages, reads by id, searches and cliente
 * creates at SOAK_RATE requests per second, plus an admin login every LOGIN_EVERY_SECONDS (argon2
 * at the production cost: a few are enough). Prints the errors (non-2xx, connection errors,
 * timeouts; goal 0) and how much the server's RSS grew from the first sixth of the run to the
 * last (goal < 10 %), writes it all to bench/results/soak-<time>.json and exits 1 on a missed goal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { casesFor, isRuns, type LoadCase } from './cases';
import { ADMIN_PASSWORD, start, stop, token } from './child';
import { growth, sampleRss } from './rss';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const settings = {
  minutes: Number(env.SOAK_MINUTES ?? 30),
  rate: Number(env.SOAK_RATE ?? 100),
  connections: Number(env.SOAK_CONNECTIONS ?? 8),
  rows: Number(env.SOAK_ROWS ?? 10_000),
};
const LOGIN_EVERY_SECONDS = 10;
const SAMPLE_EVERY_SECONDS = 5;
const MAX_ERRORS = 0;
const MAX_GROWTH_PERCENT = 10;
const say = (line: string) => process.stderr.write(`${line}\n`);

/** Logs the admin in every LOGIN_EVERY_SECONDS until stopped; answers how many failed. */
function loginLoop(base: string): { stop(): Promise<{ logins: number; failed: number }> } {
  let logins = 0;
  let failed = 0;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    logins++;
    running = token(base, 'admin', ADMIN_PASSWORD).then(
      () => undefined,
      () => void failed++,
    );
  }, LOGIN_EVERY_SECONDS * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      return { logins, failed };
    },
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-soak-'));
try {
  say(`PGlite, ${settings.rows} filas: cargando y arrancando…`);
  const { child, ready } = await start({ BENCH_PGLITE_DIR: dir }, settings.rows);
  try {
    const bearer = await token(ready.full, 'bench', ready.password);
    // Every authenticated bench case: page 1 and a deep page, a read by id and a search of each list, and a create.
    const requests = casesFor(settings.rows, { username: 'admin', password: ADMIN_PASSWORD }, null)
      .filter((c): c is LoadCase => !isRuns(c) && c.auth)
      .map(({ full }) => ({
        method: full.method ?? 'GET',
        path: full.path,
        ...(full.body === undefined
          ? {}
          : { body: JSON.stringify(full.body), headers: { 'content-type': 'application/json' } }),
      }));
    say(`Carga: ${settings.rate} req/s con ${settings.connections} conexiones durante ${settings.minutes} min`);
    let minute = 0;
    const stopSampling = sampleRss(child.pid!, SAMPLE_EVERY_SECONDS, ({ at, rssMb }) => {
      if (at < minute * 60) return;
      say(`  minuto ${minute}: RSS ${rssMb} MB`);
      minute++;
    });
    const logins = loginLoop(ready.full);
    const load = await autocannon({
      url: ready.full,
      headers: { authorization: `Bearer ${bearer}` },
      requests,
      connections: settings.connections,
      overallRate: settings.rate,
      duration: settings.minutes * 60,
    });
    const login = await logins.stop();
    const samples = stopSampling();

    const rss = growth(samples, (settings.minutes * 60) / 6);
    const errors = load.non2xx + load.errors + load.timeouts + login.failed;
    const statusCodes = Object.fromEntries(
      Object.entries(load.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    );
    const result = {
      requests: load.requests.total + login.logins,
      rps: Math.round(load.requests.average),
      p50: load.latency.p50,
      p99: load.latency.p99,
      errors,
      statusCodes,
      connectionErrors: load.errors,
      timeouts: load.timeouts,
      logins: login,
      rss,
      goalsMet: errors <= MAX_ERRORS && rss.percent < MAX_GROWTH_PERCENT,
    };
    process.stdout.write(
      [
        `\n${result.requests} requests in ${settings.minutes} min (${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms), ${login.logins} logins`,
        `errors: ${errors} (goal ${MAX_ERRORS}); status codes ${JSON.stringify(statusCodes)}, connection errors ${load.errors}, timeouts ${load.timeouts}, failed logins ${login.failed}`,
        `RSS: ${rss.firstMb} MB in the first sixth, ${rss.lastMb} MB in the last, max ${rss.maxMb} MB: ${rss.percent} % (goal < ${MAX_GROWTH_PERCENT} %)`,
        '',
      ].join('\n'),
    );
    const file = path.join(here, 'results', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version };
    fs.writeFileSync(file, `${JSON.stringify({ machine, settings, result, samples }, null, 2)}\n`);
    say(`Resultados: ${path.relative(process.cwd(), file)}`);
    if (!result.goalsMet) process.exitCode = 1;
  } finally {
    await stop(child);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
