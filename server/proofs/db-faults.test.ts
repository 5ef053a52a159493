/**
 * The server survives its database (docs/decisions.md, When the database is away). A PostgreSQL of
 * this proof's own (the run's shared one serves other test files meanwhile) backs the real server,
 * as a child process, under a steady load: writers that take compras through their life (created
 * with lines, comprobante, applied, scheduled, paid), one that keeps updating one cliente, readers.
 * Meanwhile, each DB_FAULT_REPEATS times (10 by default): PostgreSQL restarted; stopped and started
 * (15 s the first time, 3 s on repeats, to keep the run short); the server's backends terminated;
 * the cliente's row held past the lock timeout. And before all of it the server is started before
 * its database. Held to: no process exit, no 500 (an outage's answer is 503 with Retry-After),
 * writes taken again within 5 s of the database's return, no acknowledged write missing, the books
 * balanced (server/domain/ledger-invariants.ts, as `npm run verificar`). Runs only on PostgreSQL
 * (TEST_DATABASE_URL) with its binaries installed; prints its figures per fault.
 */
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../db/client';
import { BASE_NO_RESPONDE, REGISTRO_OCUPADO } from '../db/outage';
import { reviewLedger } from '../domain/ledger-invariants';
import { INICIANDO } from '../plugins/app/readiness';
import { loginTo, spawnChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { childData } from '../test-support/child-data';
import { createPrivatePostgres, postgresBin, type PrivatePostgres } from '../test-support/private-postgres';
import { PDF_FILE } from '../files/test-files';
import { compraValida } from '../modules/compra/test-fixtures';
import { clienteBody } from './crash/writes';

const REPEATS = Number(process.env.DB_FAULT_REPEATS ?? 10);
const LOCK_TIMEOUT_MS = 1000;
const RESUME_WITHIN_MS = 5000;
const FECHA_PAGO = '2026-03-20';

const bin = postgresBin();
const print = (text: string) => process.stdout.write(`${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  at: number;
  status: number;
  write: boolean;
  path: string;
  message?: string;
  retryAfter: string | null;
}
type Stage = 'creado' | 'comprobante' | 'aplicado' | 'pagado';
interface Figures {
  fault: string;
  requests: number;
  s503: number;
  s500: number;
  s409: number;
  otros: number;
  resumeMs: number[];
  missing: number;
}

describe.skipIf(!inject('dbTemplates').postgresUrl || !bin)('the server survives its database', () => {
  const data = childData('fallas', { SEED: 'demo' });
  let pg: PrivatePostgres | undefined;
  let server: ChildServer | undefined;
  afterAll(async () => {
    if (server) await stopChildServer(server, 'SIGKILL');
    await pg?.remove();
    await data.remove();
  });

  it(`restarts, stops, terminated backends and a held row, ${REPEATS} times each, under load`, async () => {
    pg = await createPrivatePostgres(bin!);
    const adminQuery = async (text: string, values: unknown[] = []) => {
      const { default: pgDriver } = await import('pg');
      const client = new pgDriver.Client({ connectionString: pg!.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    };

    // A start before the database: listening, 503 'iniciando', serving once PostgreSQL comes.
    server = await spawnChildServer({
      ...data.env,
      DATABASE_URL: pg.url,
      DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
    });
    const exits: (number | null)[] = [];
    server.process.on('exit', (code) => exits.push(code));
    const ping = () =>
      fetch(`${server!.baseUrl}/unauth/ping`).then(
        async (res) => `${res.status} ${(await res.json()).message ?? ''}`.trim(),
        () => 'cerrado',
      );
    let early = '';
    for (const until = Date.now() + 3000; Date.now() < until || early === 'cerrado'; await sleep(100))
      early = await ping();
    expect(early).toBe(`503 ${INICIANDO}`);
    const startedAt = Date.now();
    await pg.start();
    while ((await ping()) !== '200') {
      expect(exits, server.output()).toEqual([]);
      expect(Date.now() - startedAt, server.output()).toBeLessThan(120_000);
      await sleep(100);
    }
    print(
      `arranque antes de la base de datos: listo ${((Date.now() - startedAt) / 1000).toFixed(1)} s despues de que PostgreSQL arranco (migrado y sembrado)`,
    );

    const baseUrl = server.baseUrl;
    const token = await loginTo(baseUrl, 'admin', data.env.ADMIN_PASSWORD);
    const answers: Answer[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
      const payload = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
      const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload }).catch(() => undefined);
      const json = res ? await res.json().catch(() => undefined) : undefined;
      const status = res?.status ?? 0;
      answers.push({
        at: Date.now(),
        status,
        write: method !== 'GET',
        path,
        message: status >= 300 ? json?.message : undefined,
        retryAfter: res?.headers.get('retry-after') ?? null,
      });
      // An outage's 503 says when to come back; the load waits a little, as a browser would.
      if (status === 503) await sleep(100);
      return { status, json };
    };

    const obras = (await call('GET', '/api/obra?page=0&pageSize=50')).json.content as {
      id: number;
      terminado?: boolean;
    }[];
    const obraId = obras.find((o) => !o.terminado)!.id;
    const proveedorId = (await call('GET', '/api/proveedor/page?page=0&pageSize=1')).json.content[0].id as number;
    const hot = await call('POST', '/api/cliente', clienteBody('Fallas cliente caliente', 0));
    expect(hot.status).toBe(201);

    // The load, and what it was told was stored.
    let running = true;
    const compras = new Map<number, Stage>();
    const clientes: number[] = [];
    let hotAcked = 0;
    // What was acknowledged since the last check: each fault's check reads those, the last one all.
    let touched = new Set<number>();
    let clientesChecked = 0;
    const acknowledge = (id: number, stage: Stage) => {
      compras.set(id, stage);
      touched.add(id);
    };
    const documentWriter = async () => {
      while (running) {
        const created = await call('POST', '/api/compra', compraValida(obraId, proveedorId));
        if (created.status !== 201) continue;
        const id = created.json.id as number;
        acknowledge(id, 'creado');
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(PDF_FILE)]), 'factura.pdf');
        if ((await call('PATCH', `/api/compra/${id}/comprobante`, form)).status !== 200) continue;
        acknowledge(id, 'comprobante');
        if ((await call('POST', `/api/compra/${id}/aplicar`)).status !== 200) continue;
        acknowledge(id, 'aplicado');
        const charge = await call('PUT', `/api/compra/${id}/calendarizarPago?fechaPago=${FECHA_PAGO}&confirmar=true`);
        if (charge.status !== 200) continue;
        const paid = await call('POST', '/api/pago/pagos', {
          proveedorId,
          obraId,
          fecha: FECHA_PAGO,
          formaPago: 'Transferencia',
          pagos: [{ referenciaCargo: charge.json.id, monto: charge.json.saldo }],
        });
        if (paid.status === 201) acknowledge(id, 'pagado');
      }
    };
    const clienteWriter = async () => {
      for (let n = 0; running; n++) {
        const created = await call('POST', '/api/cliente', clienteBody(`Fallas c${n} ${Date.now()}`, 0));
        if (created.status === 201) clientes.push(created.json.id);
        for (let v = 1; v <= 3 && running; v++) {
          const version = hotAcked + 1;
          const put = await call('PUT', '/api/cliente', {
            ...clienteBody('Fallas cliente caliente', version),
            id: hot.json.id,
          });
          if (put.status === 200) hotAcked = version;
        }
      }
    };
    const reader = async () => {
      while (running) {
        await call('GET', '/api/compra?page=0&pageSize=20');
        await call('GET', `/api/cliente/${hot.json.id}`);
      }
    };
    const workers = [documentWriter(), documentWriter(), documentWriter(), clienteWriter(), reader(), reader()];

    /** A read back, tried again while it meets the database away. */
    const readBack = async (path: string) => {
      for (let tries = 1; ; tries++) {
        const answer = await call('GET', path);
        if (answer.status !== 503 || tries === 40) return answer;
      }
    };
    /** Acknowledged writes not stored as acknowledged. */
    const missingWrites = async (all: boolean) => {
      const missing: string[] = [];
      const ids = all ? [...compras.keys()] : [...touched];
      const newClientes = clientes.slice(all ? 0 : clientesChecked);
      touched = new Set();
      clientesChecked = clientes.length;
      const acked = hotAcked;
      for (const id of ids) {
        const stage = compras.get(id)!;
        const { status, json } = await readBack(`/api/compra/${id}`);
        if (status !== 200) missing.push(`compra ${id}: ${status}`);
        else if (stage !== 'creado' && !json.comprobante) missing.push(`compra ${id}: sin comprobante`);
        else if ((stage === 'aplicado' || stage === 'pagado') && json.status !== 'aplicado')
          missing.push(`compra ${id}: ${json.status}`);
        else if (stage === 'pagado' && json.saldo !== 0) missing.push(`compra ${id}: saldo ${json.saldo}`);
      }
      for (const id of newClientes)
        if ((await readBack(`/api/cliente/${id}`)).status !== 200) missing.push(`cliente ${id}`);
      const stored = (await readBack(`/api/cliente/${hot.json.id}`)).json;
      // Its writes go one at a time: stored is the last acknowledged one or the one after it.
      const version = Number(String(stored?.telefono).slice(4));
      if (!(version >= acked)) missing.push(`cliente caliente: version ${version}, confirmada ${acked}`);
      return missing;
    };

    const figures: Figures[] = [];
    const allMissing: string[] = [];
    /** Runs `act` (which answers when the database is back) REPEATS times, and takes the figures. */
    const fault = async (name: string, act: (repeat: number) => Promise<number>) => {
      const from = answers.length;
      const resumeMs: number[] = [];
      for (let repeat = 0; repeat < REPEATS; repeat++) {
        await sleep(500);
        const back = await act(repeat);
        for (;;) {
          const resumed = answers.find((a) => a.write && a.status < 300 && a.at >= back);
          if (resumed) {
            resumeMs.push(resumed.at - back);
            break;
          }
          if (Date.now() - back > 30_000) {
            resumeMs.push(Infinity);
            break;
          }
          await sleep(20);
        }
      }
      const mine = answers.slice(from);
      const checkedAt = Date.now();
      const missing = await missingWrites(false);
      print(
        `${name}: ${mine.length} peticiones, reanudacion ${resumeMs.join(', ')} ms; revision ${Date.now() - checkedAt} ms`,
      );
      allMissing.push(...missing);
      figures.push({
        fault: name,
        requests: mine.length,
        s503: mine.filter((a) => a.status === 503).length,
        s500: mine.filter((a) => a.status >= 500 && a.status !== 503).length,
        s409: mine.filter((a) => a.message === REGISTRO_OCUPADO).length,
        otros: mine.filter(
          (a) => a.status === 0 || (a.status >= 300 && a.status < 500 && a.message !== REGISTRO_OCUPADO),
        ).length,
        resumeMs,
        missing: missing.length,
      });
    };

    await sleep(2000);
    await fault('reinicio (pg_ctl restart -m fast)', async () => {
      await pg!.restart();
      return Date.now();
    });
    await fault('paro de 15 s (3 s en repeticiones) y arranque', async (repeat) => {
      await pg!.stop();
      await sleep(repeat === 0 ? 15_000 : 3_000);
      await pg!.start();
      return Date.now();
    });
    await fault('pg_terminate_backend de las conexiones del servidor', async () => {
      await adminQuery(
        `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      return Date.now();
    });
    await fault(
      `fila bloqueada ${(LOCK_TIMEOUT_MS * 2.5) / 1000} s (lock_timeout ${LOCK_TIMEOUT_MS / 1000} s)`,
      async () => {
        const { default: pgDriver } = await import('pg');
        const holder = new pgDriver.Client({ connectionString: pg!.url });
        await holder.connect();
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM cliente WHERE id = $1 FOR UPDATE', [hot.json.id]);
        await sleep(LOCK_TIMEOUT_MS * 2.5);
        await holder.query('ROLLBACK');
        await holder.end();
        return Date.now();
      },
    );
    running = false;
    await Promise.all(workers);
    const lost = await missingWrites(true);
    allMissing.push(...lost);

    print(
      [
        'falla | peticiones | 503 | 409 bloqueo | 500 | otras | reanudacion max (ms) | escrituras perdidas',
        ...figures.map((f) =>
          [f.fault, f.requests, f.s503, f.s409, f.s500, f.otros, Math.max(...f.resumeMs), f.missing].join(' | '),
        ),
        `revision final de todo lo confirmado: ${lost.length} escrituras perdidas`,
        `compras: ${compras.size} (${[...compras.values()].filter((s) => s === 'pagado').length} pagadas), clientes: ${clientes.length}, cliente caliente: ${hotAcked} versiones`,
      ].join('\n'),
    );

    expect(exits, server.output()).toEqual([]);
    const unexpected = answers.filter(
      (a) =>
        a.status === 0 ||
        (a.status >= 500 && !(a.status === 503 && a.retryAfter === '5')) ||
        (a.status >= 300 && a.status < 500 && !(a.status === 409 && a.message === REGISTRO_OCUPADO)),
    );
    expect(unexpected.slice(0, 10)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && a.message === BASE_NO_RESPONDE).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.message === REGISTRO_OCUPADO).length).toBeGreaterThan(0);
    expect(figures.flatMap((f) => f.resumeMs.filter((ms) => ms > RESUME_WITHIN_MS).map(() => f.fault))).toEqual([]);
    expect(allMissing).toEqual([]);
    expect(compras.size).toBeGreaterThan(0);

    const database = await openDatabase({ databaseUrl: pg.url, migrate: false });
    try {
      expect((await reviewLedger(database.db)).breaks).toEqual([]);
    } finally {
      await database.close();
    }
    // The log said it once per outage, not once per request.
    const outages = server.output().match(/La base de datos no responde/g)?.length ?? 0;
    expect(outages).toBeLessThanOrEqual(REPEATS * 4);
  }, 900_000);
});
