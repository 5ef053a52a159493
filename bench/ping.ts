/**
 * `npm run bench:ping` (issue 10, head-of-line blocking): PGlite runs queries on Node's main
 * thread, so a heavy query delays every other request. Measures /unauth/ping alone, then while
 * autocannon keeps the cliente and concepto lists and searches busy, on BENCH_ROWS rows (default
 * 100,000), then while hostile CFDIs (one element with 700,000 attributes, ~8 MB) and 5,000-row
 * presupuesto workbooks are sent one after another (issue 30 item 4: ping p99 ≤ 50 ms), and prints
 * the ping's p50, p99 and max in each run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { start, stop, token } from './child';
import { SEARCH } from './load';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-ping-'));

const HOSTILE_CFDI = `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"${Array.from(
  { length: 700_000 },
  (_, i) => ` a${i}="1"`,
).join('')}/>`;

async function workbook(rowCount: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Presupuesto');
  sheet.addRow(['Clave', 'Descripcion', 'Unidad', 'Cantidad', 'Precio unitario', 'Importe']);
  for (let i = 1; i <= rowCount; i++) sheet.addRow([`C-${i}`, `Concepto ${i} de la obra`, 'm2', 2, 10.5, 21]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends `body()` to `url` one request after another until `until`; answers how many and their statuses. */
async function sendUntil(until: number, url: string, bearer: string, body: () => FormData) {
  const statuses = new Map<number, number>();
  while (Date.now() < until) {
    const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, body: body() });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return [...statuses].map(([status, n]) => `${n}×${status}`).join(' ');
}

const ping = (base: string) => autocannon({ url: `${base}/unauth/ping`, connections: 1, duration });
const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(26)} p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  (${r.requests.total} pings)\n`;

try {
  const { child, ready } = await start({ BENCH_PGLITE_DIR: dir, BENCH_OBRAS: '1', BENCH_DOCS_PER_OBRA: '100' }, rows);
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

    // The import's preview needs an obra: the one obra bench/server.ts loads for this run.
    const obraId = ready.obra!.id;
    const xlsx = await workbook(5000);
    const form = (name: string, filename: string, content: string | Buffer) => () => {
      const body = new FormData();
      body.append(name, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
      return body;
    };
    const until = Date.now() + duration * 1000;
    const [hostile, cfdis, imports] = await Promise.all([
      ping(ready.full),
      sendUntil(until, `${ready.full}/api/cfdi/lectura`, bearer, form('xml', 'cfdi.xml', HOSTILE_CFDI)),
      sendUntil(
        until,
        `${ready.full}/api/presupuesto/obra/${obraId}/importar`,
        bearer,
        form('archivo', 'presupuesto.xlsx', xlsx),
      ),
    ]);
    process.stdout.write(line('/unauth/ping, hostile', hostile));
    process.stdout.write(`hostile CFDIs: ${cfdis}; 5,000-row imports: ${imports}\n`);
  } finally {
    await stop(child);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
