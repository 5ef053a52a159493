/**
 * Crash safety (issue 10, README "Proofs"): the real server, as a child process, is killed with
 * SIGKILL while concurrent writers create and update clientes, then started again on the same
 * data. Every write a 2xx acknowledged must be stored exactly as sent, a write in flight whole or
 * not at all (with its bitácora row, written by a trigger in the same transaction), and the server
 * must start. Three rounds on one PGlite folder; with TEST_DATABASE_URL, one round on a fresh
 * PostgreSQL database instead.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginTo, startChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { ADMIN_PASSWORD } from '../test-support/users';
import { childData } from '../test-support/child-data';
import { auditMatches, readAudit, readClientes, settle, writesKept } from './crash/check';
import { startLoad, type Ledger } from './crash/writes';

const data = childData('crash', { SEED: 'none' });
const { env, postgresUrl } = data;
const ROUNDS = postgresUrl ? 1 : 3;
const WORKERS = 8;
/** Acknowledged writes before the kill: enough that the crash lands in a steady stream of commits. */
const ACKS_BEFORE_KILL = 200;

let server: ChildServer | undefined;

beforeAll(() => data.create());

afterAll(async () => {
  if (server) await stopChildServer(server, 'SIGKILL');
  await data.remove();
});

it(`keeps every acknowledged write through ${ROUNDS} SIGKILL(s) under concurrent writes (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const ledger: Ledger = new Map();
  server = await startChildServer(env);
  let token = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);

  for (let round = 1; round <= ROUNDS; round++) {
    const load = startLoad(ledger, { baseUrl: server.baseUrl, token, workers: WORKERS, prefix: `Caida r${round}` });
    // A writer that got an answer other than 2xx ends the load early, and the race with it.
    await load.reached(ACKS_BEFORE_KILL);
    expect(load.acked(), 'the server died before the kill').toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    const inFlight = load.inFlight();
    await stopChildServer(server, 'SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await load.done;
    expect(inFlight, 'writes in flight when the server died').toBeGreaterThan(0);

    server = await startChildServer(env);
    token = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
    const stored = await readClientes(server.baseUrl, token);
    expect(writesKept(ledger, stored)).toEqual([]);
    expect(auditMatches(stored, await readAudit(server.baseUrl, token))).toEqual([]);
    settle(ledger, stored);
  }
}, 180_000);
