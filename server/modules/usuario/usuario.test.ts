import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { menuItem, permiso, usuario } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { twoSucursales } from '../common/test-callers';

let server: TestServer;
let superuser: string;
let admin: string;
let sucursales: { matriz: number; otra: number };

const nuevo = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  role: 'ROLE_USER',
  nombres: 'Lucia',
  apellidos: 'Fernandez Soto',
  correo: `${username}@obras.mx`,
  ...extra,
});

const post = (json: unknown, token = admin) => server.request('/api/usuario', { method: 'POST', token, json });
const put = (json: unknown, token = admin) => server.request('/api/usuario', { method: 'PUT', token, json });
const get = (path: string, token = admin) => server.request(path, { token });

async function storedCount(): Promise<number> {
  const [{ n }] = await server.db.select({ n: count() }).from(usuario);
  return n;
}

async function created(json: unknown, token = admin) {
  const res = await post(json, token);
  expect(res.status).toBe(201);
  return res.json();
}

beforeAll(async () => {
  server = await startTestServer();
  superuser = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
  admin = (await server.loginAs({ username: 'jefa', role: 'ROLE_ADMIN', sucursalId: sucursales.matriz })).token;
});
afterAll(() => server.close());

describe('POST /api/usuario', () => {
  it('creates a user in the admin sucursal with generated permisos, and the password works', async () => {
    const body = await created(nuevo('lfernandez', { password: ' clave con espacios ', sucursalId: sucursales.otra }));
    expect(body).toEqual({
      id: expect.any(Number),
      username: 'lfernandez',
      role: 'ROLE_USER',
      nombres: 'Lucia',
      apellidos: 'Fernandez Soto',
      correo: 'lfernandez@obras.mx',
      sucursalId: sucursales.matriz,
      activo: true,
      actualizado: expect.any(String),
    });
    const [{ n }] = await server.db.select({ n: count() }).from(permiso).where(eq(permiso.usuarioId, body.id));
    expect(n).toBeGreaterThan(10);
    expect(await server.login('LFERNANDEZ', ' clave con espacios ')).toMatch(/\./);
  });

  it('uses the correo as username when none is given, and stores inactive users', async () => {
    const body = await created(nuevo('x', { username: undefined, correo: 'Sin.Usuario@Obras.mx', activo: false }));
    expect(body).toMatchObject({ username: 'sin.usuario@obras.mx', activo: false });
  });

  it("answers 'Campo Obligatorio' for role, nombres, apellidos and correo, and stores nothing", async () => {
    const before = await storedCount();
    const res = await post({ username: 'incompleto' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Datos invalidos');
    expect(body.errors).toEqual(
      expect.arrayContaining(
        ['role', 'nombres', 'apellidos', 'correo'].map((field) => ({ field, message: 'Campo Obligatorio' })),
      ),
    );
    expect(body.errors).toHaveLength(4);
    expect(await storedCount()).toBe(before);
  });

  it('rejects an unknown role, a bad correo and a short password with Spanish messages', async () => {
    const before = await storedCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ role: 'ROLE_DIOS' }, 'role', 'Seleccione un rol valido'],
      [{ correo: 'no-es-correo' }, 'correo', 'Ingrese una direccion de correo valida!'],
      [{ password: 'corta' }, 'password', 'Minimo 8 caracteres'],
      [{ password: 'x'.repeat(129) }, 'password', 'Maximo 128 caracteres'],
      [{ username: 'con espacio' }, 'username', 'Use solo letras, digitos y los signos . _ @ -'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post(nuevo('valido', extra));
      expect(res.status, field).toBe(400);
      expect((await res.json()).errors).toEqual([{ field, message }]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 409 for a username taken in any letter case, and stores nothing', async () => {
    await created(nuevo('Duplicado'));
    const before = await storedCount();
    const res = await post(nuevo('dUPLICADO'));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'El nombre de usuario ya esta en uso',
      errors: [{ field: 'username', message: 'El nombre de usuario ya esta en uso' }],
    });
    expect(await storedCount()).toBe(before);
  });

  it('lets only a superuser create a superuser, in any sucursal', async () => {
    const before = await storedCount();
    const res = await post(nuevo('aspirante', { role: 'ROLE_SUPERUSER' }));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Solo un Superusuario puede crear o modificar usuarios Superusuario');
    expect(await storedCount()).toBe(before);
    const body = await created(nuevo('nuevosuper', { role: 'ROLE_SUPERUSER', sucursalId: sucursales.otra }), superuser);
    expect(body).toMatchObject({ role: 'ROLE_SUPERUSER', sucursalId: sucursales.otra });
  });

  it('never answers a password or a hash', async () => {
    const res = await post(nuevo('discreto', { password: 'secreto-largo-1' }));
    const text = await res.text();
    expect(text).not.toMatch(/password|argon2|hash|secreto-largo-1/i);
    for (const path of ['/api/usuario/list-all', '/api/usuario/buscarPorNombre?toSearch=discreto']) {
      expect(await (await get(path)).text()).not.toMatch(/password|argon2|hash/i);
    }
  });
});

describe('PUT /api/usuario', () => {
  it('replaces the record, keeping username, sucursal and activo when they are absent', async () => {
    const stored = await created(nuevo('editable'));
    const res = await put({
      id: stored.id,
      role: 'ROLE_ASSISTANT',
      nombres: 'Lucia Maria',
      apellidos: 'Soto',
      correo: 'lucia@obras.mx',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...stored,
      role: 'ROLE_ASSISTANT',
      nombres: 'Lucia Maria',
      apellidos: 'Soto',
      correo: 'lucia@obras.mx',
      actualizado: expect.any(String),
    });
    expect(await (await get(`/api/usuario/${stored.id}`)).json()).toMatchObject({ nombres: 'Lucia Maria' });
  });

  it('regenerates the permisos when the role changes', async () => {
    const stored = await created(nuevo('ascendido'));
    const authorized = async () =>
      (
        await server.db
          .select()
          .from(permiso)
          .where(and(eq(permiso.usuarioId, stored.id), eq(permiso.autorizado, true)))
      ).length;
    const [{ items }] = await server.db.select({ items: count() }).from(menuItem);
    const asUser = await authorized();
    expect(asUser).toBeLessThan(items);
    expect((await put({ ...stored, role: 'ROLE_ADMIN' })).status).toBe(200);
    expect(await authorized()).toBe(items);
  });

  it('answers 409 when renaming onto a taken username, 404 for an unknown id, 400 without one', async () => {
    const a = await created(nuevo('primero'));
    await created(nuevo('segundo'));
    expect((await put({ ...a, username: 'SEGUNDO' })).status).toBe(409);
    expect((await put({ ...a, username: 'Primero' })).status).toBe(200);
    expect((await put({ ...a, id: 999999 })).status).toBe(404);
    const sinId = await put({ ...a, id: undefined });
    expect(sinId.status).toBe(400);
    expect((await sinId.json()).errors).toEqual([{ field: 'id', message: 'Campo Obligatorio' }]);
  });

  it('forbids an admin to raise anyone to superuser or to touch a superuser', async () => {
    const stored = await created(nuevo('ambicioso'));
    expect((await put({ ...stored, role: 'ROLE_SUPERUSER' })).status).toBe(403);
    expect((await (await get(`/api/usuario/${stored.id}`)).json()).role).toBe('ROLE_USER');
    const [root] = await server.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'admin'));
    const res = await put({ id: root.id, role: 'ROLE_USER', nombres: 'x', apellidos: 'y', correo: 'z@obras.mx' });
    expect(res.status).toBe(403);
  });

  it("makes a deactivated user's token stop working on the next request", async () => {
    await created(nuevo('saliente', { password: 'clave-saliente-1' }));
    const token = await server.login('saliente', 'clave-saliente-1');
    expect((await get('/api/usuario/me', token)).status).toBe(200);
    const stored = (await (await get('/api/usuario/buscarPorNombre?toSearch=saliente')).json()).content[0];
    expect((await put({ ...stored, activo: false })).status).toBe(200);
    expect((await get('/api/usuario/me', token)).status).toBe(401);
    const login = await server.request('/unauth/authenticate', {
      method: 'POST',
      json: { username: 'saliente', password: 'clave-saliente-1' },
    });
    expect(login.status).toBe(401);
  });
});

describe('reading usuarios', () => {
  it('lists roles with their labels', async () => {
    expect(await (await get('/api/usuario/roles')).json()).toEqual([
      { id: 'ROLE_USER', nombre: 'Usuario' },
      { id: 'ROLE_ASSISTANT', nombre: 'Asistente' },
      { id: 'ROLE_ADMIN', nombre: 'Administrador' },
      { id: 'ROLE_SUPERUSER', nombre: 'Superusuario' },
    ]);
  });

  it('pages buscarPorNombre over nombres, apellidos, correo and username, accent-insensitively', async () => {
    for (const i of [1, 2, 3, 4, 5, 6, 7])
      await created(nuevo(`pagina${i}`, { nombres: `Ramón ${i}`, apellidos: 'Iñiguez' }));
    const page = await (await get('/api/usuario/buscarPorNombre?toSearch=RAMON&pageSize=5&page=1')).json();
    expect(page).toMatchObject({ totalElements: 7, page: 1, pageSize: 5 });
    expect(page.content.map((u: { nombres: string }) => u.nombres)).toEqual(['Ramón 6', 'Ramón 7']);
    expect((await (await get('/api/usuario/buscarPorNombre?toSearch=iniguez')).json()).totalElements).toBe(7);
    expect((await (await get('/api/usuario/buscarPorNombre?toSearch=pagina3@obras')).json()).totalElements).toBe(1);
    expect((await get('/api/usuario/buscarPorNombre?pageSize=500')).status).toBe(400);
  });

  it("confines an admin to their sucursal's users: others answer 404 and stay out of the lists", async () => {
    const ajeno = await created(nuevo('obregonense', { sucursalId: sucursales.otra }), superuser);
    expect((await get(`/api/usuario/${ajeno.id}`)).status).toBe(404);
    expect((await get(`/api/usuario/${ajeno.id}`, superuser)).status).toBe(200);
    const put404 = await put({ ...ajeno, nombres: 'Secuestrado' });
    expect(put404.status).toBe(404);
    const all = (await (await get('/api/usuario/list-all')).json()) as { username: string; sucursalId: number }[];
    expect(all.map((u) => u.username)).not.toContain('obregonense');
    expect(all.every((u) => u.sucursalId === sucursales.matriz)).toBe(true);
    expect((await (await get('/api/usuario/buscarPorNombre?toSearch=obregonense')).json()).totalElements).toBe(0);
    const everyone = (await (await get('/api/usuario/list-all', superuser)).json()) as { username: string }[];
    expect(everyone.map((u) => u.username)).toContain('obregonense');
  });

  it('needs ROLE_ADMIN for the catalog calls', async () => {
    const { token } = await server.loginAs({ username: 'asistente1', role: 'ROLE_ASSISTANT' });
    const before = await storedCount();
    for (const res of [
      await get('/api/usuario/list-all', token),
      await get('/api/usuario/roles', token),
      await get('/api/usuario/buscarPorNombre', token),
      await post(nuevo('colado'), token),
      await put(nuevo('colado', { id: 1 }), token),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedCount()).toBe(before);
  });
});
