import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { TEST_PASSWORD } from '../../test-support/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const authenticate = (body: unknown) => server.request('/unauth/authenticate', { method: 'POST', json: body });

describe('POST /unauth/authenticate', () => {
  it('answers a token that opens /api/usuario/me', async () => {
    const res = await authenticate({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await server.request('/api/usuario/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userId: expect.any(Number), role: 'ROLE_SUPERUSER' });
  });

  it('treats the username case-insensitively', async () => {
    expect((await authenticate({ username: ' ADMIN ', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('answers 401 with a Spanish message for a wrong password', async () => {
    const res = await authenticate({ username: 'admin', password: 'otra-cosa' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Usuario o contrasena incorrectos' });
  });

  it('answers the same 401 for an unknown user', async () => {
    const res = await authenticate({ username: 'nadie', password: 'otra-cosa' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Usuario o contrasena incorrectos' });
  });

  it('refuses an inactive user even with the right password', async () => {
    await server.createUser({ username: 'inactivo', role: 'ROLE_ADMIN', activo: false });
    const res = await authenticate({ username: 'inactivo', password: TEST_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('refuses a user without a password', async () => {
    await server.createUser({ username: 'sinclave', role: 'ROLE_USER', password: null });
    expect((await authenticate({ username: 'sinclave', password: '' })).status).toBe(400);
    expect((await authenticate({ username: 'sinclave', password: 'cualquiera' })).status).toBe(401);
  });

  it('answers 400 with field errors when credentials are missing or too long', async () => {
    const res = await authenticate({ username: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Datos invalidos',
      errors: [
        { field: 'username', message: 'Campo Obligatorio' },
        { field: 'password', message: 'Campo Obligatorio' },
      ],
    });
    const long = await authenticate({ username: 'admin', password: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: [{ field: 'password', message: 'Maximo 128 caracteres' }] });
  });
});

describe('GET /unauth/ping', () => {
  it('answers 200 without a token', async () => {
    expect((await server.request('/unauth/ping')).status).toBe(200);
  });
});

describe('POST /unauth/encriptar/{pass}', () => {
  it('answers an argon2id hash of the password', async () => {
    const res = await server.request(`/unauth/encriptar/${encodeURIComponent('Secreta/99 ñ')}`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { hash } = (await res.json()) as { hash: string };
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(hash, 'Secreta/99 ñ')).toBe(true);
  });

  it('refuses passwords over 128 characters with 400', async () => {
    const res = await server.request(`/unauth/encriptar/${'a'.repeat(129)}`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/128 caracteres/);
    expect((await server.request(`/unauth/encriptar/${'a'.repeat(128)}`, { method: 'POST' })).status).toBe(200);
  });
});

describe('POST /unauth/encriptar/{pass} rate limit', () => {
  it('answers 429 in Spanish after 10 hashes a minute from one address', async () => {
    const server = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await server.request('/unauth/encriptar/clave', { method: 'POST' })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      const res = await server.request('/unauth/encriptar/clave', { method: 'POST' });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Demasiadas peticiones/);
    } finally {
      await server.close();
    }
  });
});
