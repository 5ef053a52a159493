/**
 * `npm run bench:ping` (issue 10, head-of-line blocking): PGlite runs queries on Node's main
 * thread, so a heavy query delays every other request. Measures /unauth/ping alone, then while
 * autocannon keeps the cliente and concepto lists and searches busy, on BENCH_ROWS rows (default
 * 100,000), and prints the ping's p50, p99 and max in both runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { start, stop, token } from './child';
import { SEARCH } from './load';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-ping-'));

const ping = (base: string) => autocannon({ url: `${base}/unauth/ping`, connections: 1, duration });
const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(26)} p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  (${r.requests.total} pings)\n`;

try {
  const { child, ready } = await start({ BENCH_PGLITE_DIR: dir }, rows);
  try {
    const bearer = await token(ready.full, 'bench', ready.password);
    const alone = await ping(ready.full);
    const paths = [
      '/api/cliente?page=0&pageSize=20',
      `/api/cliente?toSearch=${encodeURIComponent(SEARCH)}`,
      '/api/cliente?toSearch=sonora',
      '/api/concepto?page=0&pageSize=100',
      `/api/concepto?page=${Math.floor(rows / 200)}&pageSize=100`,
    ];
    const load = autocannon({
      url: ready.full,
      connections: 8,
      duration,
      headers: { authorization: `Bearer ${bearer}` },
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    });
    const [busy, loaded] = await Promise.all([ping(ready.full), load]);
    process.stdout.write(`PGlite, ${rows.toLocaleString('en-US')} rows, ${duration} s each\n`);
    process.stdout.write(line('/unauth/ping alone', alone));
    process.stdout.write(line('/unauth/ping under load', busy));
    process.stdout.write(
      `load: ${Math.round(loaded.requests.average)} req/s, p99 ${loaded.latency.p99} ms, non-2xx ${loaded.non2xx}\n`,
    );
  } finally {
    await stop(child);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
