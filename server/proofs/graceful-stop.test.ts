/**
 * A graceful stop (README "Running several instances"): the real server, as a child process, gets
 * SIGTERM while concurrent writers create and update clientes. It must answer every request already
 * in flight, refuse the rest (503 or a closed port), exit 0 within its 10 s bound, and on the next
 * start hold every acknowledged write exactly — and nothing a writer was not told was stored. While
 * it starts and while it stops, /unauth/ping answers 503, so a proxy sends it nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DETENIENDO } from '../plugins/app/readiness';
import { loginTo, startChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { ADMIN_PASSWORD } from '../test-support/users';
import { childData } from '../test-support/child-data';
import { auditMatches, onlyAcknowledged, readAudit, readClientes, writesKept } from './crash/check';
import { startLoad, type Ledger } from './crash/writes';

const WORKERS = 8;
const ACKS_BEFORE_STOP = 100;

const data = childData('graceful', { SEED: 'none' });
const { env, postgresUrl } = data;
let server: ChildServer | undefined;

beforeAll(() => data.create());

afterAll(async () => {
  if (server) await stopChildServer(server, 'SIGKILL');
  await data.remove();
});

it(`stops on SIGTERM under concurrent writes: in-flight answered, exit 0, nothing lost or half-done (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const ledger: Ledger = new Map();
  server = await startChildServer(env);
  const token = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
  const load = startLoad(ledger, { baseUrl: server.baseUrl, token, workers: WORKERS, prefix: 'Paro' });
  await load.reached(ACKS_BEFORE_STOP);
  expect(load.acked(), 'the load ended before the stop').toBeGreaterThanOrEqual(ACKS_BEFORE_STOP);

  const stopAt = performance.now();
  server.process.kill('SIGTERM');
  // Until the port closes, the instance answers /unauth/ping as it did, then 503 'deteniendo'.
  const answers = new Set<string>();
  for (let answer = ''; answer !== 'cerrado'; await new Promise((resolve) => setTimeout(resolve, 10))) {
    answer = await fetch(`${server.baseUrl}/unauth/ping`).then(
      async (res) => `${res.status} ${(await res.json()).message ?? ''}`.trim(),
      () => 'cerrado',
    );
    answers.add(answer);
  }
  await load.done;
  const exitCode = await new Promise<number | null>((resolve) =>
    server!.process.exitCode !== null ? resolve(server!.process.exitCode) : server!.process.once('exit', resolve),
  );
  expect(exitCode).toBe(0);
  expect(performance.now() - stopAt).toBeLessThan(11_000);
  expect([...answers].filter((a) => !['200', `503 ${DETENIENDO}`, 'cerrado'].includes(a))).toEqual([]);

  server = await startChildServer(env);
  const after = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
  const stored = await readClientes(server.baseUrl, after);
  expect(writesKept(ledger, stored)).toEqual([]);
  expect(onlyAcknowledged(ledger, stored)).toEqual([]);
  expect(auditMatches(stored, await readAudit(server.baseUrl, after))).toEqual([]);
}, 120_000);
