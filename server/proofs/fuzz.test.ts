/**
 * Fuzzing from the contracts (issue 10, README "Proofs"): requests derived from every route's
 * declared params, query string and body, each with a defect the contract forbids
 * (./fuzz/bad-requests.ts), sent as a superuser, a sucursal admin, a plain user and nobody.
 * Every answer is a 4xx with a Spanish `{ message }`, and no row changes (the audit trigger writes
 * a bitácora row for every insert, update and delete); an extreme number the contract allows may
 * be stored, but never answers 5xx. `npm test` runs FUZZ_RUNS=1000 by default;
 * `npm run fuzz` runs 10,000 and prints the count by status.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';
import { badRequests, type BadRequest } from './fuzz/bad-requests';
import { isSpanish } from './fuzz/spanish';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
// Chosen here rather than by fast-check so that the report names it even when a hook fails.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

let server: TestServer;
let dir: string;
let tokens: (string | undefined)[];
const byStatus = new Map<number, number>();

beforeAll(async () => {
  // One admin-defined catalog, so a schema-only catalog's routes are fuzzed too.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  fs.copyFileSync(path.resolve('schemas/catalogos/maquinaria.schema.json'), path.join(dir, 'maquinaria.schema.json'));
  server = await startTestServer({ catalogosDir: dir });
  tokens = [
    await server.login('admin', ADMIN_PASSWORD),
    (await server.loginAs({ username: 'fuzz-admin', role: 'ROLE_ADMIN' })).token,
    (await server.loginAs({ username: 'fuzz-usuario', role: 'ROLE_USER' })).token,
    undefined,
  ];
});
afterAll(async () => {
  const counts = Object.fromEntries([...byStatus].sort(([a], [b]) => a - b));
  const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
  // The count by status is the fuzz run's report (npm run fuzz); warn reaches the console in every reporter.
  console.warn(`fuzz: ${total} peticiones por estado ${JSON.stringify(counts)} (FUZZ_SEED=${SEED})`);
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Data rows written so far: the audit trigger's rows (refused logins and accesses are events, not data). */
async function dataChanges(): Promise<number> {
  const result = await server.db.execute(
    sql`SELECT count(*)::int AS n FROM bitacora WHERE accion IN ('INSERT', 'UPDATE', 'DELETE')`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

async function send(request: BadRequest, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const res = await fetch(server.baseUrl + request.path, { method: request.method, headers, body: request.body });
  const text = await res.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = text;
  }
  return { status: res.status, message };
}

describe('fuzzing every route from its contract', () => {
  it(`answers ${RUNS} bad requests with a Spanish 4xx and changes nothing`, async () => {
    const routes = server.app.routeRules
      .map((rule) => ({ rule, requests: badRequests(rule) }))
      .filter((r): r is { rule: typeof r.rule; requests: NonNullable<typeof r.requests> } => r.requests !== null);
    expect(routes.length).toBeGreaterThan(50);
    const cases = fc.constantFrom(...routes).chain(({ requests }) => fc.tuple(requests, fc.constantFrom(...tokens)));
    await fc.assert(
      fc.asyncProperty(cases, async ([request, token]) => {
        const before = await dataChanges();
        const { status, message } = await send(request, token);
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        const where = `${request.method} ${request.path.slice(0, 120)} (${request.defect})`;
        expect(status, where).toBeLessThan(500);
        if (request.mayPass && status < 400) return;
        expect(status, where).toBeGreaterThanOrEqual(400);
        expect(isSpanish(message), `${where}: ${String(message).slice(0, 120)}`).toBe(true);
        expect(await dataChanges(), where).toBe(before);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 600_000);
});
