import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginIntento } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/server';
import { TEST_PASSWORD } from '../../test-support/users';

let server: TestServer;

beforeAll(async () => {
  // The test's requests come through a proxy on 127.0.0.1 that names each client's address.
  server = await startTestServer({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => server.close());

function attempt(username: string, password: string, ip = '203.0.113.10') {
  return server.request('/unauth/authenticate', {
    method: 'POST',
    json: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
}

async function failTimes(username: string, times: number, ip?: string) {
  for (let i = 0; i < times; i++) expect((await attempt(username, 'equivocada', ip)).status).toBe(401);
}

describe('login rate limit', () => {
  it('answers 429 after 10 failures, even with the right password', async () => {
    await server.createUser({ username: 'limitado', role: 'ROLE_USER' });
    await failTimes('limitado', 10);
    const res = await attempt('limitado', TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Demasiados intentos fallidos de ingreso. Intente de nuevo en 15 minutos',
    );
    expect((await attempt('LIMITADO', TEST_PASSWORD)).status).toBe(429);
  });

  it('leaves other users and other addresses unaffected', async () => {
    await server.createUser({ username: 'victima', role: 'ROLE_USER' });
    await server.createUser({ username: 'vecino', role: 'ROLE_USER' });
    await failTimes('victima', 10, '198.51.100.7');
    expect((await attempt('victima', TEST_PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await attempt('vecino', TEST_PASSWORD, '198.51.100.7')).status).toBe(200);
    expect((await attempt('victima', TEST_PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    await server.createUser({ username: 'olvidadizo', role: 'ROLE_USER' });
    await failTimes('olvidadizo', 9);
    expect((await attempt('olvidadizo', TEST_PASSWORD)).status).toBe(200);
    await failTimes('olvidadizo', 9);
    expect((await attempt('olvidadizo', TEST_PASSWORD)).status).toBe(200);
    const rows = await server.db.select().from(loginIntento).where(eq(loginIntento.username, 'olvidadizo'));
    expect(rows).toEqual([]);
  });

  it('counts only failures of the last 15 minutes', async () => {
    await server.createUser({ username: 'paciente', role: 'ROLE_USER' });
    await failTimes('paciente', 10);
    expect((await attempt('paciente', TEST_PASSWORD)).status).toBe(429);
    await server.db
      .update(loginIntento)
      .set({ momento: sql`now() - interval '16 minutes'` })
      .where(eq(loginIntento.username, 'paciente'));
    expect((await attempt('paciente', TEST_PASSWORD)).status).toBe(200);
  });

  it('does not limit successful logins', async () => {
    await server.createUser({ username: 'frecuente', role: 'ROLE_USER' });
    for (let i = 0; i < 12; i++) expect((await attempt('frecuente', TEST_PASSWORD)).status).toBe(200);
  });
});
