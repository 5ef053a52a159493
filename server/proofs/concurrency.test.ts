/**
 * Concurrency proofs (issue 10, README "Proofs"): what a burst of identical requests may not break.
 * Run on PGlite (one connection: interleaving at every await) and on PostgreSQL with
 * TEST_DATABASE_URL (a pool: truly parallel transactions).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permiso, usuario } from '../db/schema';
import { USERNAME_EN_USO } from '../modules/usuario/usuario.service';
import { MAX_FAILED_ATTEMPTS } from '../modules/auth/login-attempts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';
import { TEST_PASSWORD } from '../test-support/users';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('100 concurrent creates with the same unique key', () => {
  it('stores one usuario: one 201, the rest a Spanish 409', async () => {
    const body = (i: number) => ({
      username: 'Repetido',
      role: 'ROLE_USER',
      nombres: `N${i}`,
      apellidos: 'A',
      correo: `r${i}@x.mx`,
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.request('/api/usuario', { method: 'POST', token: admin, json: body(i) }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: 99 });
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).message).toBe(USERNAME_EN_USO);
    const [{ n }] = await server.db.select({ n: count() }).from(usuario).where(eq(usuario.username, 'Repetido'));
    expect(n).toBe(1);
  });
});

describe('simultaneous "Generar Permisos" for one user', () => {
  it('all succeed and leave one permiso per menu item', async () => {
    const user = await server.createUser({ username: 'regenerado', role: 'ROLE_USER' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.request(`/api/usuario/permiso/${user.id}`, { method: 'POST', token: admin }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await server.db
      .select({ menuItemId: permiso.menuItemId })
      .from(permiso)
      .where(eq(permiso.usuarioId, user.id));
    expect(new Set(rows.map((r) => r.menuItemId)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('login lockout under a parallel burst', () => {
  it('lets exactly 10 of 50 parallel wrong passwords be tried, then locks the right one out', async () => {
    await server.createUser({ username: 'rafaga', role: 'ROLE_USER' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.request('/unauth/authenticate', {
          method: 'POST',
          json: { username: 'rafaga', password: 'equivocada' },
        }),
      ),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(counts).toEqual({ 401: MAX_FAILED_ATTEMPTS, 429: 50 - MAX_FAILED_ATTEMPTS });
    const right = await server.request('/unauth/authenticate', {
      method: 'POST',
      json: { username: 'rafaga', password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
  });
});
