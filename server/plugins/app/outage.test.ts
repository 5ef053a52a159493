/**
 * When the database is away (docs/decisions.md, When the database is away): the errors of a lost or
 * refused connection answer 503 with Retry-After and the Spanish message, never 500; a statement
 * past its timeout 503, a row held past the lock timeout 409; the log says so once per outage and
 * once when it is back; /unauth/ping answers 503 meanwhile. The errors are the pg driver's own,
 * thrown by a test route, so this runs on PGlite; server/proofs/db-faults.test.ts meets them for real.
 */
import { Writable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BASE_NO_RESPONDE, CONSULTA_LENTA, databaseHealth, REGISTRO_OCUPADO } from '../../db/outage';
import { startTestServer, type TestServer } from '../../test-support/server';

/** The driver's errors as Drizzle hands them on: a wrapper whose cause is pg's error. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

const FAULTS: Record<string, () => Error> = {
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  reset: () => wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
  terminated: () => wrapped(new Error('Connection terminated unexpectedly')),
  admin: () => wrapped(pgError('57P01', 'terminating connection due to administrator command')),
  shutdown: () => wrapped(pgError('57P03', 'the database system is shutting down')),
  crowded: () => wrapped(pgError('53300', 'sorry, too many clients already')),
  pool: () => new Error('timeout exceeded when trying to connect'),
  unusable: () => wrapped(new Error('Client has encountered a connection error and is not queryable')),
};

let probePasses = false;
const health = databaseHealth(async () => {
  if (!probePasses) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
}, 20);
const lines: { msg: string; level: number }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const faults: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { fault: string } }>('/unauth/falla/:fault', { config: { access: 'public' } }, async (request) => {
    const { fault } = request.params;
    if (fault === 'lenta') throw wrapped(pgError('57014', 'canceling statement due to statement timeout'));
    if (fault === 'bloqueo') throw wrapped(pgError('55P03', 'canceling statement due to lock timeout'));
    throw FAULTS[fault]();
  });
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [faults], logStream, health });
});
afterAll(() => server.close());

const answer = async (path: string) => {
  const res = await server.request(path);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
};
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};
const said = (words: string) => lines.filter((line) => line.msg.startsWith(words)).length;

it('answers every way of losing the database with 503, Retry-After and the Spanish message, logged once', async () => {
  for (let round = 0; round < 3; round++) {
    for (const fault of Object.keys(FAULTS)) {
      expect({ fault, ...(await answer(`/unauth/falla/${fault}`)) }).toEqual({
        fault,
        status: 503,
        retryAfter: '5',
        body: { message: BASE_NO_RESPONDE, errors: [] },
      });
    }
  }
  await until(() => !health.up);
  expect(await answer('/unauth/ping')).toEqual({
    status: 503,
    retryAfter: '5',
    body: { message: BASE_NO_RESPONDE, errors: [] },
  });
  probePasses = true;
  await until(() => health.up);
  expect((await answer('/unauth/ping')).status).toBe(200);
  expect(said('La base de datos no responde')).toBe(1);
  expect(said('La base de datos responde de nuevo')).toBe(1);
  expect(lines.filter((line) => line.msg === 'error no controlado')).toEqual([]);
});

it('answers a statement past its timeout 503 and a row held past the lock timeout 409, in Spanish', async () => {
  expect(await answer('/unauth/falla/lenta')).toEqual({
    status: 503,
    retryAfter: '5',
    body: { message: CONSULTA_LENTA, errors: [] },
  });
  expect(await answer('/unauth/falla/bloqueo')).toMatchObject({
    status: 409,
    body: { message: REGISTRO_OCUPADO, errors: [] },
  });
});
