import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sucursal } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';

interface SucursalJson {
  id: number;
  nombre: string;
  direccion?: string;
  telefono?: string;
}

const valida = {
  nombre: 'Sucursal Nogales',
  direccion: 'Av. Alvaro Obregon 2250, Nogales, Sonora',
  telefono: '631 312 8844',
};

let server: TestServer;
let superuser: string;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer();
  superuser = await server.login('admin', ADMIN_PASSWORD);
  adminToken = (await server.loginAs({ username: 'supervisor', role: 'ROLE_ADMIN' })).token;
  userToken = (await server.loginAs({ username: 'residente', role: 'ROLE_USER' })).token;
});
afterAll(() => server.close());

const send = (method: 'POST' | 'PUT', json: unknown, token = superuser) =>
  server.request('/api/sucursal', { method, token, json });
const get = (path: string, token = adminToken) => server.request(path, { token });

async function storedCount(): Promise<number> {
  const [{ n }] = await server.db.select({ n: count() }).from(sucursal);
  return n;
}

describe('sucursal CRUD', () => {
  it('lets a superuser create (201), read and replace a sucursal', async () => {
    const created = await send('POST', valida);
    expect(created.status).toBe(201);
    const stored: SucursalJson = await created.json();
    expect(stored).toEqual({ ...valida, id: expect.any(Number), actualizado: expect.any(String) });
    expect(await (await get(`/api/sucursal/${stored.id}`)).json()).toEqual(stored);

    const updated = await send('PUT', { id: stored.id, nombre: '  Sucursal Nogales Centro ' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({
      id: stored.id,
      nombre: 'Sucursal Nogales Centro',
      actualizado: expect.any(String),
    });
  });

  it("answers 'Campo Obligatorio' without nombre, 404 for an unknown id, 400 for a bad id; nothing stored", async () => {
    const before = await storedCount();
    for (const body of [{}, { nombre: '   ', direccion: 'x' }]) {
      const res = await send('POST', body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: 'nombre', message: 'Campo Obligatorio' }]);
    }
    expect((await send('PUT', { id: 999999, nombre: 'Fantasma' })).status).toBe(404);
    expect((await send('PUT', { nombre: 'Sin id' })).status).toBe(400);
    expect(await storedCount()).toBe(before);
    expect((await get('/api/sucursal/999999')).status).toBe(404);
    const bad = await get('/api/sucursal/abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: 'idSucursal', message: 'Identificador invalido' }]);
  });
});

describe('sucursal lists', () => {
  it('answers every sucursal by nombre in lista', async () => {
    await send('POST', { nombre: 'Sucursal Caborca' });
    const lista: SucursalJson[] = await (await get('/api/sucursal/lista', userToken)).json();
    const nombres = lista.map((s) => s.nombre);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b)));
    expect(nombres).toEqual(expect.arrayContaining(['Matriz', 'Sucursal Caborca']));
    expect(lista).toHaveLength(await storedCount());
  });

  it('pages paginaPorNombre with an accent-insensitive search', async () => {
    for (const nombre of ['Sucursal Navojoa', 'Sucursal Guaymas', 'Sucursal Álamos']) await send('POST', { nombre });
    const page = await (await get('/api/sucursal/paginaPorNombre?search=SUCURSAL&pageSize=2&page=1')).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(4);
    expect(page.content).toHaveLength(2);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    const alamos = await (await get('/api/sucursal/paginaPorNombre?search=alamos')).json();
    expect(alamos.content.map((s: SucursalJson) => s.nombre)).toEqual(['Sucursal Álamos']);
    expect((await get('/api/sucursal/paginaPorNombre?pageSize=1000')).status).toBe(400);
  });
});

describe('sucursal access', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['/api/sucursal/lista', '/api/sucursal/paginaPorNombre', '/api/sucursal/1']) {
      expect((await server.request(path)).status).toBe(401);
    }
    expect((await server.request('/api/sucursal', { method: 'POST', json: valida })).status).toBe(401);
  });

  it('lets users below ROLE_ADMIN read lista and one sucursal, but not page or write (403, nothing stored)', async () => {
    const asistente = (await server.loginAs({ username: 'asistente', role: 'ROLE_ASSISTANT' })).token;
    for (const token of [userToken, asistente]) {
      expect((await get('/api/sucursal/lista', token)).status).toBe(200);
      expect((await get('/api/sucursal/1', token)).status).toBe(200);
      expect((await get('/api/sucursal/paginaPorNombre', token)).status).toBe(403);
      const before = await storedCount();
      expect((await send('POST', valida, token)).status).toBe(403);
      expect((await send('PUT', { ...valida, id: 1 }, token)).status).toBe(403);
      expect(await storedCount()).toBe(before);
    }
    expect((await (await get('/api/sucursal/1')).json()).nombre).toBe('Matriz');
  });

  // lista and one sucursal feed every user's selectors; the approval limits, address and phone are
  // the catalog's, for holders of its /configura/sucursales permiso (admins).
  it('answers users without the catalog permiso only what a picker shows', async () => {
    const created = await send('POST', { ...valida, nombre: 'Sucursal Limites', limiteUsuario: 5000 });
    const stored: SucursalJson = await created.json();
    const uno: SucursalJson = await (await get(`/api/sucursal/${stored.id}`, userToken)).json();
    expect(uno).toEqual({ id: stored.id, nombre: 'Sucursal Limites' });
    const lista: SucursalJson[] = await (await get('/api/sucursal/lista', userToken)).json();
    expect(lista.find((s) => s.id === stored.id)).toEqual({ id: stored.id, nombre: 'Sucursal Limites' });
    expect(lista.every((s) => Object.keys(s).sort().join() === 'id,nombre')).toBe(true);
    for (const token of [adminToken, superuser]) {
      expect(await (await get(`/api/sucursal/${stored.id}`, token)).json()).toEqual(stored);
      const lista: SucursalJson[] = await (await get('/api/sucursal/lista', token)).json();
      expect(lista).toContainEqual(stored);
    }
    expect(stored).toMatchObject({ direccion: valida.direccion, telefono: valida.telefono, limiteUsuario: 5000 });
    // An error answers its message whoever asks.
    const missing = await get('/api/sucursal/999999', userToken);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Sucursal no encontrada');
  });

  it('lets an admin of one sucursal read the catalog but not write the shared rows (403 in Spanish, nothing changed)', async () => {
    expect((await get('/api/sucursal/paginaPorNombre', adminToken)).status).toBe(200);
    const before = await storedCount();
    const created = await send('POST', { nombre: 'Sucursal Magdalena' }, adminToken);
    expect(created.status).toBe(403);
    expect((await created.json()).message).toBe('No tiene permiso para esta operacion');
    expect((await send('PUT', { id: 1, nombre: 'Matriz Renombrada' }, adminToken)).status).toBe(403);
    expect(await storedCount()).toBe(before);
    expect((await (await get('/api/sucursal/1')).json()).nombre).toBe('Matriz');
  });
});
