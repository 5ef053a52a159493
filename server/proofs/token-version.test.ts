/**
 * A token dies when its user's password changes or the user is disabled: tokens carry the user's
 * token version, which both raise (usuario.token_version).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';
import { TEST_PASSWORD } from '../test-support/users';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

const me = (token: string) => server.request('/api/usuario/me', { token }).then((res) => res.status);
const setPassword = (token: string, json: Record<string, unknown>) =>
  server.request('/api/usuario/password', { method: 'POST', token, json });

describe('token version', () => {
  it('ends every session when the user changes their own password', async () => {
    const user = await server.loginAs({ username: 'cambia-propia', role: 'ROLE_USER' });
    const otherDevice = await server.login(user.username, TEST_PASSWORD);
    const res = await setPassword(user.token, {
      idUsuario: user.id,
      password: 'nueva-clave-123',
      passwordActual: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect(await me(otherDevice)).toBe(401);
    expect(await me(await server.login(user.username, 'nueva-clave-123'))).toBe(200);
  });

  it('ends every session when an admin sets the password', async () => {
    const user = await server.loginAs({ username: 'cambia-admin', role: 'ROLE_USER' });
    expect((await setPassword(admin, { idUsuario: user.id, password: 'puesta-por-admin' })).status).toBe(200);
    expect(await me(user.token)).toBe(401);
  });

  it('ends every session when the user is disabled, for good', async () => {
    const user = await server.loginAs({ username: 'desactivado', role: 'ROLE_USER' });
    let usuario = await (await server.request(`/api/usuario/${user.id}`, { token: admin })).json();
    // Each save sends the version the previous one answered, as the editor does.
    const put = async (activo: boolean) => {
      const res = await server.request('/api/usuario', { method: 'PUT', token: admin, json: { ...usuario, activo } });
      if (res.ok) usuario = await res.json();
      return res;
    };
    expect((await put(false)).status).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect((await put(true)).status).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect(await me(await server.login(user.username, TEST_PASSWORD))).toBe(200);
  });

  it('keeps sessions through other edits', async () => {
    const user = await server.loginAs({ username: 'editado', role: 'ROLE_USER' });
    const usuario = await (await server.request(`/api/usuario/${user.id}`, { token: admin })).json();
    expect(
      (await server.request('/api/usuario', { method: 'PUT', token: admin, json: { ...usuario, nombres: 'Otro' } }))
        .status,
    ).toBe(200);
    expect(await me(user.token)).toBe(200);
  });
});
