import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A well-formed HS256 token for user 1 (admin), signed with the given secret. */
function tokenSignedWith(secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', iat: Math.floor(Date.now() / 1000) })}`;
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

  it('answers 401 once the token has expired', async () => {
    const shortLived = await startTestServer({ tokenTtl: '1s' });
    try {
      const user = await shortLived.loginAs({ username: 'pasajero', role: 'ROLE_USER' });
      expect((await me(user.token, shortLived)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await me(user.token, shortLived)).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});
