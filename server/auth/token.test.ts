import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { usuario } from '../db/schema';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../test-support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token?: string, on = server) => on.request('/api/usuario/me', { token });

const now = () => Math.floor(Date.now() / 1000);
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed HS256 token for user 1 (admin, token version 0), signed with the given secret. */
function tokenSignedWith(secret: string, claims: object = {}): string {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', v: 0, iat: now(), ...claims })}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('bearer token on /api', () => {
  it('answers 401 with a Spanish message without a token', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Sesion invalida o expirada', errors: [] });
  });

  it('answers 401 to a garbage token and to one signed with another secret', async () => {
    expect((await me('no-es-un-token')).status).toBe(401);
    expect((await me(tokenSignedWith('otro-secreto'))).status).toBe(401);
    expect((await me(tokenSignedWith(TEST_JWT_SECRET))).status).toBe(200);
  });

  it('answers 401 to the existing token of a user deactivated since', async () => {
    const user = await server.loginAs({ username: 'despedido', role: 'ROLE_ADMIN' });
    expect((await me(user.token)).status).toBe(200);
    await server.db.update(usuario).set({ activo: false }).where(eq(usuario.id, user.id));
    expect((await me(user.token)).status).toBe(401);
  });

  // Signed with explicit claims rather than waiting for a short lifetime to pass: a loaded machine
  // may let a one-second token expire before its first use.
  it('answers 401 once the token has expired', async () => {
    expect((await me(tokenSignedWith(TEST_JWT_SECRET, { iat: now() - 120, exp: now() + 60 }))).status).toBe(200);
    expect((await me(tokenSignedWith(TEST_JWT_SECRET, { iat: now() - 120, exp: now() - 1 }))).status).toBe(401);
  });

  // The guard keeps the claims of a token it verified (fast-jwt's cache), never past its expiry.
  it('answers 401 once a token it has already accepted expires', async () => {
    const token = tokenSignedWith(TEST_JWT_SECRET, { exp: now() + 60 });
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      expect((await me(token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('issues tokens that expire after 12 hours', async () => {
    const { token } = await server.loginAs({ username: 'pasajero', role: 'ROLE_USER' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });
});
