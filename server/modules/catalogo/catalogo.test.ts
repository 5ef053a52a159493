/**
 * A catalog made of nothing but a schema file (docs/architecture.md): written into a temporary catalog
 * folder before the server starts, then used over HTTP like any other catalog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { catalogoRegistro, menuItem, permiso } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { readCatalogFiles } from './files';

const HERRAMIENTAS = {
  title: 'Herramientas',
  type: 'object',
  'x-resource': { label: 'Herramientas de Obra', list: { columns: ['nombre', 'clave'] } },
  required: ['nombre', 'clave'],
  properties: {
    nombre: { type: 'string', title: 'Nombre', maxLength: 60 },
    clave: {
      type: 'string',
      title: 'Clave',
      pattern: '^[A-Z]{3}-[0-9]{3}$',
      'x-normalize': ['upper'],
      errorMessage: 'Ingrese una clave valida..',
    },
    precio: { type: 'number', title: 'Precio', minimum: 0, 'x-ui': { widget: 'money' } },
    activa: { type: 'boolean', title: 'Activa' },
  },
};
const API = '/api/catalogo/herramientas';

interface Registro {
  id: number;
  nombre: string;
  clave: string;
  sucursal: { id: number; nombre: string };
}

let dir: string;
let server: TestServer;
let admin: string;
let usuario: string;
let sucursales: { matriz: number; otra: number };

const send = (method: string, json: unknown, token = usuario) => server.request(API, { method, token, json });
async function crear(
  nombre: string,
  clave: string,
  extra: Record<string, unknown> = {},
  token = usuario,
): Promise<Registro> {
  const res = await send('POST', { nombre, clave, ...extra }, token);
  expect(res.status).toBe(201);
  return res.json();
}
async function getJson<T>(url: string, token = usuario): Promise<T> {
  const res = await server.request(url, { token });
  expect(res.status, url).toBe(200);
  return res.json() as Promise<T>;
}
const storedCount = async () => (await server.db.select({ n: count() }).from(catalogoRegistro))[0].n;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogos-http-'));
  fs.writeFileSync(path.join(dir, 'herramientas.schema.json'), JSON.stringify(HERRAMIENTAS));
  fs.writeFileSync(path.join(dir, 'roto.schema.json'), '{ no es json');
  server = await startTestServer({ catalogosDir: dir });
  admin = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'almacen', sucursalId: sucursales.matriz });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/catalogo', () => {
  it('lists the usable catalogs with their schemas to any signed-in user, and skips the broken one', async () => {
    const catalogos =
      await getJson<{ $id: string; title: string; 'x-resource': { api: string; route: string } }[]>('/api/catalogo');
    expect(catalogos.map((c) => c.$id)).toEqual(['catalogos/herramientas']);
    expect(catalogos[0]['x-resource']).toMatchObject({
      api: API,
      route: '/catalogos/herramientas',
      menu: '/catalogos/herramientas',
    });
    expect((await server.request('/api/catalogo')).status).toBe(401);
  });

  it('gives the catalog a menu entry under Catalogos', async () => {
    const principal = await getJson<{ nombre: string; items: { nombre: string; link: string }[] }[]>(
      '/api/menu-item/menu/principal',
    );
    const catalogos = principal.find((n) => n.nombre === 'Catalogos');
    expect(catalogos?.items.map((i) => [i.nombre, i.link])).toEqual([
      ['Herramientas de Obra', '/catalogos/herramientas'],
    ]);
  });
});

describe('catalog records', () => {
  it('creates (201) and reads a record with its sucursal', async () => {
    const created = await crear('Rotomartillo Bosch', ' rot-001 ', { precio: 2450.5, activa: true });
    expect(created).toEqual({
      id: expect.any(Number),
      nombre: 'Rotomartillo Bosch',
      clave: 'ROT-001',
      precio: 2450.5,
      activa: true,
      sucursal: { id: sucursales.matriz, nombre: 'Matriz' },
      actualizado: expect.any(String),
    });
    expect(await getJson(`${API}/${created.id}`)).toEqual(created);
  });

  it("answers 400 with the schema's messages and stores nothing", async () => {
    const before = await storedCount();
    const res = await send('POST', { nombre: 'x'.repeat(61), clave: 'rot1', precio: -1 });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Datos invalidos');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'nombre', message: 'Maximo 60 caracteres' },
        { field: 'clave', message: 'Ingrese una clave valida..' },
        { field: 'precio', message: 'El valor minimo es 0' },
      ]),
    );
    const blank = await send('POST', { nombre: ' ', clave: 'ROT-002' });
    expect((await blank.json()).errors).toEqual([{ field: 'nombre', message: 'Campo Obligatorio' }]);
    expect(await storedCount()).toBe(before);
  });

  it('pages by nombre and searches the list columns without accents or case', async () => {
    for (let i = 12; i >= 1; i--)
      await crear(`Pala ${String(i).padStart(2, '0')}`, `PAL-${String(i).padStart(3, '0')}`);
    await crear('Llave de tuercas Señor', 'LLA-001');
    const page = await getJson<{ content: Registro[]; totalElements: number }>(
      `${API}?toSearch=PALA&pageSize=5&page=2`,
    );
    expect(page).toMatchObject({ totalElements: 12, page: 2, pageSize: 5 });
    expect(page.content.map((r) => r.nombre)).toEqual(['Pala 11', 'Pala 12']);
    expect((await getJson<{ content: Registro[] }>(`${API}?toSearch=senor`)).content.map((r) => r.clave)).toEqual([
      'LLA-001',
    ]);
    expect((await getJson<{ totalElements: number }>(`${API}?toSearch=pal-01`)).totalElements).toBe(3);
    expect((await server.request(`${API}?pageSize=500`, { token: usuario })).status).toBe(400);
  });

  it('replaces a record on PUT (id in the body) and searches its new values', async () => {
    const created = await crear('Carretilla', 'CAR-001', { precio: 1200 });
    const res = await send('PUT', { id: created.id, nombre: 'Carretilla Truper', clave: 'CAR-002' });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toEqual({
      id: created.id,
      nombre: 'Carretilla Truper',
      clave: 'CAR-002',
      sucursal: created.sucursal,
      actualizado: expect.any(String),
    });
    expect((await getJson<{ totalElements: number }>(`${API}?toSearch=truper`)).totalElements).toBe(1);
    expect((await getJson<{ totalElements: number }>(`${API}?toSearch=CAR-001`)).totalElements).toBe(0);
    expect((await send('PUT', { nombre: 'Sin id', clave: 'SIN-001' })).status).toBe(400);
    expect((await send('PUT', { id: 999999, nombre: 'No existe', clave: 'NOE-001' })).status).toBe(404);
  });

  it('deletes a record, answering it, then 404', async () => {
    const created = await crear('Esmeriladora', 'ESM-001');
    const res = await server.request(`${API}/${created.id}`, { method: 'DELETE', token: usuario });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
    expect((await server.request(`${API}/${created.id}`, { token: usuario })).status).toBe(404);
    expect((await server.request(`${API}/${created.id}`, { method: 'DELETE', token: usuario })).status).toBe(404);
  });
});

describe('catalog scoping and access', () => {
  it("hides another sucursal's records from reads, lists, updates and deletes", async () => {
    const ajeno = await crear('Revolvedora Obregon', 'REV-001', { sucursal: { id: sucursales.otra } }, admin);
    expect(ajeno.sucursal.id).toBe(sucursales.otra);
    expect((await getJson<{ totalElements: number }>(`${API}?toSearch=revolvedora`)).totalElements).toBe(0);
    expect((await server.request(`${API}/${ajeno.id}`, { token: usuario })).status).toBe(404);
    expect((await send('PUT', { id: ajeno.id, nombre: 'Robada', clave: 'ROB-001' })).status).toBe(404);
    expect((await server.request(`${API}/${ajeno.id}`, { method: 'DELETE', token: usuario })).status).toBe(404);
    expect((await getJson<Registro>(`${API}/${ajeno.id}`, admin)).nombre).toBe('Revolvedora Obregon');
  });

  it("stores a user's record in their own sucursal", async () => {
    expect((await crear('Andamio', 'AND-001', { sucursal: { id: sucursales.otra } })).sucursal.id).toBe(
      sucursales.matriz,
    );
  });

  it("answers 401 without a token and 403 without the catalog's permiso", async () => {
    expect((await server.request(API)).status).toBe(401);
    const sinPermiso = await tokenFor(server, {
      username: 'sinherramientas',
      sucursalId: sucursales.matriz,
      denied: ['/catalogos/herramientas'],
    });
    const before = await storedCount();
    for (const res of [
      await server.request(API, { token: sinPermiso }),
      await server.request(`${API}/1`, { token: sinPermiso }),
      await send('POST', { nombre: 'x', clave: 'XXX-001' }, sinPermiso),
      await send('PUT', { id: 1, nombre: 'x', clave: 'XXX-001' }, sinPermiso),
      await server.request(`${API}/1`, { method: 'DELETE', token: sinPermiso }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedCount()).toBe(before);
  });

  it("opens every catalog route with the catalog's own menu link", () => {
    const rules = server.app.routeRules.filter((r) => r.url.startsWith('/api/catalogo/:catalogo'));
    expect(rules.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/catalogo/:catalogo/:id',
        'GET /api/catalogo/:catalogo',
        'GET /api/catalogo/:catalogo/:id',
        'POST /api/catalogo/:catalogo',
        'PUT /api/catalogo/:catalogo',
      ]),
    );
    for (const rule of rules) expect(rule.access).toEqual({ menu: '/catalogos/:catalogo' });
  });
});

describe('menu entries of catalogs found on a later start', () => {
  it('adds the entry once, authorized for existing admins only', async () => {
    const supervisor = await server.createUser({ username: 'supervisora', role: 'ROLE_ADMIN' });
    const capturista = await server.createUser({ username: 'capturista', role: 'ROLE_USER' });
    fs.writeFileSync(
      path.join(dir, 'vehiculos.schema.json'),
      JSON.stringify({ ...HERRAMIENTAS, title: 'Vehiculos', 'x-resource': undefined }),
    );
    const catalogos = readCatalogFiles(dir, { info: () => undefined, error: () => undefined });
    await seedDatabase(server.db, { mode: 'none', adminPassword: ADMIN_PASSWORD, catalogos });
    await seedDatabase(server.db, { mode: 'none', adminPassword: ADMIN_PASSWORD, catalogos });

    const items = await server.db.select().from(menuItem).where(eq(menuItem.link, '/catalogos/vehiculos'));
    expect(items).toHaveLength(1);
    const [padre] = await server.db.select().from(menuItem).where(eq(menuItem.id, items[0].padreId!));
    expect(padre).toMatchObject({ nombre: 'Catalogos', seccion: 'principal', link: null });
    const autorizado = async (usuarioId: number) =>
      (
        await server.db
          .select()
          .from(permiso)
          .where(and(eq(permiso.usuarioId, usuarioId), eq(permiso.menuItemId, items[0].id)))
      ).map((p) => p.autorizado);
    expect(await autorizado(supervisor.id)).toEqual([true]);
    expect(await autorizado(capturista.id)).toEqual([false]);
  });
});
