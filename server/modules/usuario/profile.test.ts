import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usuario } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { TEST_PASSWORD } from '../../test-support/users';

let server: TestServer;
let superuser: string;

beforeAll(async () => {
  server = await startTestServer();
  superuser = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

const get = (path: string, token: string) => server.request(path, { token });
const putOwn = (id: number, json: unknown, token: string) =>
  server.request(`/api/usuario/${id}`, { method: 'PUT', token, json });
const password = (json: unknown, token: string) =>
  server.request('/api/usuario/password', { method: 'POST', token, json });

async function stored(id: number) {
  const [row] = await server.db.select().from(usuario).where(eq(usuario.id, id));
  return row;
}

describe('own profile: GET/PUT /api/usuario/{ownId}', () => {
  it('lets a ROLE_USER read and edit their nombres, apellidos and correo', async () => {
    const me = await server.loginAs({ username: 'perfil', role: 'ROLE_USER' });
    const record = await (await get(`/api/usuario/${me.id}`, me.token)).json();
    expect(record).toEqual({
      id: me.id,
      username: 'perfil',
      role: 'ROLE_USER',
      nombres: 'Nombre perfil',
      apellidos: 'Pruebas',
      correo: 'perfil@pruebas.local',
      sucursalId: me.sucursalId,
      activo: true,
      actualizado: expect.any(String),
    });
    const res = await putOwn(
      me.id,
      { ...record, nombres: 'Rosa', apellidos: 'Valenzuela', correo: 'rosa@obras.mx' },
      me.token,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...record,
      nombres: 'Rosa',
      apellidos: 'Valenzuela',
      correo: 'rosa@obras.mx',
      actualizado: expect.any(String),
    });
    const minimal = await putOwn(
      me.id,
      { nombres: 'Rosa Elena', apellidos: 'Valenzuela', correo: 'rosa@obras.mx' },
      me.token,
    );
    expect(minimal.status).toBe(200);
    expect((await stored(me.id)).nombres).toBe('Rosa Elena');
  });

  it('validates the profile with the same Spanish messages', async () => {
    const me = await server.loginAs({ username: 'perfilmal', role: 'ROLE_ASSISTANT' });
    const res = await putOwn(me.id, { nombres: '', apellidos: 'X', correo: 'no-es-correo' }, me.token);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: 'nombres', message: 'Campo Obligatorio' },
      { field: 'correo', message: 'Ingrese una direccion de correo valida!' },
    ]);
    expect((await stored(me.id)).nombres).toBe('Nombre perfilmal');
  });

  it('answers 403 when a non-admin tries to change their role, activo, sucursal or username', async () => {
    const me = await server.loginAs({ username: 'trepador', role: 'ROLE_USER' });
    const base = { nombres: 'N', apellidos: 'A', correo: 'n@obras.mx' };
    for (const change of [{ role: 'ROLE_ADMIN' }, { activo: false }, { sucursalId: 999 }, { username: 'otro' }]) {
      const res = await putOwn(me.id, { ...base, ...change }, me.token);
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect((await res.json()).message).toBe(
        'Solo un administrador puede cambiar el usuario, el rol, la sucursal o el estado',
      );
    }
    const row = await stored(me.id);
    expect(row).toMatchObject({ role: 'ROLE_USER', activo: true, username: 'trepador', nombres: 'Nombre trepador' });
    expect(
      (await putOwn(me.id, { ...base, role: 'ROLE_USER', activo: true, username: 'TREPADOR' }, me.token)).status,
    ).toBe(200);
  });

  it("answers 403 to a non-admin reading or editing someone else's account", async () => {
    const me = await server.loginAs({ username: 'curioso', role: 'ROLE_ASSISTANT' });
    const other = await server.createUser({ username: 'vecina', role: 'ROLE_USER' });
    expect((await get(`/api/usuario/${other.id}`, me.token)).status).toBe(403);
    const res = await putOwn(other.id, { nombres: 'Hackeada', apellidos: 'X', correo: 'x@obras.mx' }, me.token);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Solo puede consultar o modificar su propio usuario');
    expect((await stored(other.id)).nombres).toBe('Nombre vecina');
  });

  it('lets an admin edit another user through the same path', async () => {
    const jefe = await server.loginAs({ username: 'jefe-perfil', role: 'ROLE_ADMIN' });
    const other = await server.createUser({ username: 'subordinado', role: 'ROLE_USER' });
    const res = await putOwn(
      other.id,
      { role: 'ROLE_ASSISTANT', nombres: 'Sub', apellidos: 'Ordinado', correo: 's@obras.mx' },
      jefe.token,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: other.id, role: 'ROLE_ASSISTANT', username: 'subordinado' });
  });
});

describe('POST /api/usuario/password', () => {
  it("changes one's own password only with the right current one", async () => {
    const me = await server.loginAs({ username: 'cambiante', role: 'ROLE_USER' });
    const hashBefore = (await stored(me.id)).passwordHash;
    const missing = await password({ idUsuario: me.id, password: 'nueva-clave-1' }, me.token);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([{ field: 'passwordActual', message: 'Campo Obligatorio' }]);
    const wrong = await password(
      { idUsuario: me.id, password: 'nueva-clave-1', passwordActual: 'equivocada' },
      me.token,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'La contrasena actual no es correcta',
      errors: [{ field: 'passwordActual', message: 'La contrasena actual no es correcta' }],
    });
    const short = await password({ idUsuario: me.id, password: 'corta', passwordActual: TEST_PASSWORD }, me.token);
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual([{ field: 'password', message: 'Minimo 8 caracteres' }]);
    expect((await stored(me.id)).passwordHash).toBe(hashBefore);

    const ok = await password({ idUsuario: me.id, password: 'nueva-clave-1', passwordActual: TEST_PASSWORD }, me.token);
    expect(ok.status).toBe(200);
    expect(await ok.text()).not.toMatch(/password|argon2|hash/i);
    await expect(server.login('cambiante', TEST_PASSWORD)).rejects.toThrow();
    expect(await server.login('cambiante', 'nueva-clave-1')).toMatch(/\./);
  });

  it('limits guesses of the current password like failed logins', async () => {
    const me = await server.loginAs({ username: 'adivino', role: 'ROLE_USER' });
    for (let i = 0; i < 10; i++) {
      expect(
        (await password({ idUsuario: me.id, password: 'nueva-clave-1', passwordActual: `intento${i}` }, me.token))
          .status,
      ).toBe(400);
    }
    expect(
      (await password({ idUsuario: me.id, password: 'nueva-clave-1', passwordActual: TEST_PASSWORD }, me.token)).status,
    ).toBe(429);
  });

  it("lets an admin set another user's password without the current one", async () => {
    const jefe = await server.loginAs({ username: 'jefe-claves', role: 'ROLE_ADMIN' });
    const other = await server.createUser({ username: 'olvidadiza', role: 'ROLE_USER' });
    const res = await password({ idUsuario: other.id, password: 'reiniciada-1' }, jefe.token);
    expect(res.status).toBe(200);
    expect(await server.login('olvidadiza', 'reiniciada-1')).toMatch(/\./);
  });

  it("forbids a non-admin to set someone else's password, and an admin to set a superuser's", async () => {
    const me = await server.loginAs({ username: 'intruso', role: 'ROLE_ASSISTANT' });
    const other = await server.createUser({ username: 'blanco', role: 'ROLE_USER' });
    const hash = (await stored(other.id)).passwordHash;
    expect((await password({ idUsuario: other.id, password: 'tomada-1234' }, me.token)).status).toBe(403);
    const jefe = await server.loginAs({ username: 'jefe-limitado', role: 'ROLE_ADMIN' });
    const [root] = await server.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'admin'));
    expect((await password({ idUsuario: root.id, password: 'tomada-1234' }, jefe.token)).status).toBe(403);
    expect((await stored(other.id)).passwordHash).toBe(hash);
    expect(await server.login('admin', ADMIN_PASSWORD)).toMatch(/\./);
    expect((await password({ idUsuario: other.id, password: 'por-superuser' }, superuser)).status).toBe(200);
  });

  it('answers 400 without idUsuario and 404 for an unknown one', async () => {
    const missing = await password({ password: 'cualquiera-1' }, superuser);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([{ field: 'idUsuario', message: 'Campo Obligatorio' }]);
    expect((await password({ idUsuario: 999999, password: 'cualquiera-1' }, superuser)).status).toBe(404);
  });
});
