import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { menuItem, permiso } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/server';
import { twoSucursales } from '../common/test-callers';

interface PermisoJson {
  id: number;
  usuarioId: number;
  menuItem: { id: number; seccion: string; nombre: string; padre?: string };
  autorizado: boolean;
}

let server: TestServer;
let admin: string;
let sucursales: { matriz: number; otra: number };
let totalItems: number;

const get = (path: string, token = admin) => server.request(path, { token });
const send = (method: string, path: string, json?: unknown, token = admin) =>
  server.request(path, { method, token, json });

async function itemId(link: string): Promise<number> {
  const [row] = await server.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, link));
  return row.id;
}

async function permisoCount(usuarioId: number): Promise<number> {
  const [{ n }] = await server.db.select({ n: count() }).from(permiso).where(eq(permiso.usuarioId, usuarioId));
  return n;
}

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  admin = (await server.loginAs({ username: 'permisos-admin', role: 'ROLE_ADMIN', sucursalId: sucursales.matriz }))
    .token;
  [{ n: totalItems }] = await server.db.select({ n: count() }).from(menuItem);
});
afterAll(() => server.close());

describe('permisos-list and permisos-page', () => {
  it("lists a user's permisos with menuItem {id, seccion, nombre, padre?} and autorizado", async () => {
    const user = await server.createUser({ username: 'lista', role: 'ROLE_USER' });
    const rows = (await (await get(`/api/usuario/permisos-list?idUsuario=${user.id}`)).json()) as PermisoJson[];
    expect(rows).toHaveLength(totalItems);
    const usuarios = rows.find((p) => p.menuItem.nombre === 'Usuarios');
    expect(usuarios).toEqual({
      id: expect.any(Number),
      usuarioId: user.id,
      menuItem: {
        id: await itemId('/configura/usuarios'),
        seccion: 'principal',
        nombre: 'Usuarios',
        padre: 'Configuracion',
      },
      autorizado: false,
      actualizado: expect.any(String),
    });
    expect(rows.find((p) => p.menuItem.nombre === 'Compras')?.autorizado).toBe(true);
    // A top-level entry has no parent.
    expect(rows.find((p) => p.menuItem.nombre === 'Configuracion')?.menuItem).not.toHaveProperty('padre');
  });

  it("orders them as the menu groups them: by section, the top-level entries first, then each parent's entries in its place", async () => {
    const user = await server.createUser({ username: 'agrupado', role: 'ROLE_USER' });
    const rows = (await (await get(`/api/usuario/permisos-list?idUsuario=${user.id}`)).json()) as PermisoJson[];
    const grupo = (p: PermisoJson) => `${p.menuItem.seccion}/${p.menuItem.padre ?? ''}`;
    // Each group one run of rows, never split.
    const grupos = rows.map(grupo).filter((g, i, all) => i === 0 || all[i - 1] !== g);
    expect(new Set(grupos).size).toBe(grupos.length);
    // Sections in the schema's order; in each, its top-level entries, then its parents' groups in the parents' order.
    const secciones = [...new Set(rows.map((p) => p.menuItem.seccion))];
    expect(secciones).toEqual(['principal', 'obras']);
    for (const seccion of secciones) {
      const propios = grupos.filter((g) => g.startsWith(`${seccion}/`));
      expect(propios[0]).toBe(`${seccion}/`);
      const padres = rows
        .filter((p) => p.menuItem.seccion === seccion && !p.menuItem.padre)
        .map((p) => `${seccion}/${p.menuItem.nombre}`)
        .filter((g) => propios.includes(g));
      expect(propios.slice(1)).toEqual(padres);
    }
    expect(grupos).toEqual(expect.arrayContaining(['principal/Configuracion', 'obras/Cuentas por Pagar']));
    // The designer's entry and the catalogs' section are told apart by name and by group.
    const catalogos = rows.filter((p) => /catalogos/i.test(p.menuItem.nombre));
    expect(catalogos.map((p) => [p.menuItem.nombre, p.menuItem.padre])).toEqual(
      expect.arrayContaining([['Diseño de catalogos', 'Configuracion']]),
    );
  });

  it('pages them with totalElements', async () => {
    const user = await server.createUser({ username: 'paginado', role: 'ROLE_USER' });
    const all = (await (await get(`/api/usuario/permisos-list?idUsuario=${user.id}`)).json()) as PermisoJson[];
    const page = await (await get(`/api/usuario/permisos-page?usuarioId=${user.id}&page=1&pageSize=5`)).json();
    expect(page).toMatchObject({ totalElements: totalItems, page: 1, pageSize: 5 });
    expect(page.content).toEqual(all.slice(5, 10));
  });

  it('answers 400 without the user id, 404 for an unknown user or one of another sucursal', async () => {
    const missing = await get('/api/usuario/permisos-list');
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([{ field: 'idUsuario', message: 'Campo Obligatorio' }]);
    expect((await get('/api/usuario/permisos-page')).status).toBe(400);
    expect((await get('/api/usuario/permisos-list?idUsuario=999999')).status).toBe(404);
    const ajeno = await server.createUser({
      username: 'ajeno-permisos',
      role: 'ROLE_USER',
      sucursalId: sucursales.otra,
    });
    expect((await get(`/api/usuario/permisos-list?idUsuario=${ajeno.id}`)).status).toBe(404);
    expect((await get(`/api/usuario/permisos-page?usuarioId=${ajeno.id}`)).status).toBe(404);
  });
});

describe('permiso CRUD', () => {
  it('updates autorizado, which takes effect on the next request without a new login', async () => {
    const user = await server.loginAs({ username: 'revocado', role: 'ROLE_USER' });
    expect((await get('/api/cliente', user.token)).status).toBe(200);
    const [row] = await server.db
      .select({ id: permiso.id })
      .from(permiso)
      .where(and(eq(permiso.usuarioId, user.id), eq(permiso.menuItemId, await itemId('/clientes'))));
    const res = await send('PUT', '/api/usuario/permiso', {
      id: row.id,
      autorizado: false,
      usuarioId: 1,
      menuItem: { id: 1 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: row.id,
      usuarioId: user.id,
      menuItem: { nombre: 'Clientes' },
      autorizado: false,
    });
    expect((await get('/api/cliente', user.token)).status).toBe(403);
    const menu = (await (await get('/api/usuario/opciones-menu', user.token)).json()) as { link: string }[];
    expect(menu.map((m) => m.link)).not.toContain('/clientes');

    expect((await send('PUT', '/api/usuario/permiso', { id: row.id, autorizado: true })).status).toBe(200);
    expect((await get('/api/cliente', user.token)).status).toBe(200);
    expect((await get(`/api/usuario/permiso/${row.id}`)).status).toBe(200);
  });

  it('creates a missing permiso (201) and answers 409 for a duplicate', async () => {
    const user = await server.createUser({ username: 'creado', role: 'ROLE_USER' });
    const item = await itemId('/videos');
    await server.db.delete(permiso).where(and(eq(permiso.usuarioId, user.id), eq(permiso.menuItemId, item)));
    const res = await send('POST', '/api/usuario/permiso', {
      usuarioId: user.id,
      menuItem: { id: item },
      autorizado: true,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as PermisoJson;
    expect(body).toMatchObject({ usuarioId: user.id, menuItem: { id: item, nombre: 'Videos' }, autorizado: true });
    expect(await (await get(`/api/usuario/permiso/${body.id}`)).json()).toEqual(body);
    const before = await permisoCount(user.id);
    const dup = await send('POST', '/api/usuario/permiso', {
      usuarioId: user.id,
      menuItem: { id: item },
      autorizado: false,
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe('El usuario ya tiene un permiso para ese elemento del menu');
    expect(await permisoCount(user.id)).toBe(before);
  });

  it('validates bodies in Spanish and stores nothing on 4xx', async () => {
    const user = await server.createUser({ username: 'invalido', role: 'ROLE_USER' });
    const before = await permisoCount(user.id);
    const cases: [unknown, number, { field: string; message: string }[]][] = [
      [{ usuarioId: user.id, menuItem: { id: 1 } }, 400, [{ field: 'autorizado', message: 'Campo Obligatorio' }]],
      [{ menuItem: { id: 1 }, autorizado: true }, 400, [{ field: 'usuarioId', message: 'Campo Obligatorio' }]],
      [{ usuarioId: user.id, autorizado: true }, 400, [{ field: 'menuItem.id', message: 'Campo Obligatorio' }]],
      [
        { usuarioId: user.id, menuItem: { id: 999999 }, autorizado: true },
        400,
        [{ field: 'menuItem.id', message: 'El elemento del menu no existe' }],
      ],
      [{ usuarioId: 999999, menuItem: { id: 1 }, autorizado: true }, 404, []],
    ];
    for (const [json, status, errors] of cases) {
      const res = await send('POST', '/api/usuario/permiso', json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect((await res.json()).errors).toEqual(errors);
    }
    expect((await send('PUT', '/api/usuario/permiso', { autorizado: true })).status).toBe(400);
    expect((await send('PUT', '/api/usuario/permiso', { id: 999999, autorizado: true })).status).toBe(404);
    expect(await permisoCount(user.id)).toBe(before);
  });

  it("answers 404 for permisos of another sucursal's user, on read and write", async () => {
    const ajeno = await server.createUser({ username: 'ajeno-crud', role: 'ROLE_USER', sucursalId: sucursales.otra });
    const [row] = await server.db.select().from(permiso).where(eq(permiso.usuarioId, ajeno.id)).limit(1);
    expect((await get(`/api/usuario/permiso/${row.id}`)).status).toBe(404);
    expect((await send('PUT', '/api/usuario/permiso', { id: row.id, autorizado: !row.autorizado })).status).toBe(404);
    expect((await send('POST', `/api/usuario/permiso/${ajeno.id}`)).status).toBe(404);
    const [after] = await server.db.select().from(permiso).where(eq(permiso.id, row.id));
    expect(after.autorizado).toBe(row.autorizado);
  });
});

describe('POST /api/usuario/permiso/{idUsuario} (Generar Permisos)', () => {
  it('recreates the permisos from the role, undoing manual changes, and answers them', async () => {
    const user = await server.createUser({ username: 'regenerar', role: 'ROLE_ASSISTANT' });
    await server.db.update(permiso).set({ autorizado: true }).where(eq(permiso.usuarioId, user.id));
    await server.db
      .delete(permiso)
      .where(and(eq(permiso.usuarioId, user.id), eq(permiso.menuItemId, await itemId('/gasto'))));
    const res = await send('POST', `/api/usuario/permiso/${user.id}`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as PermisoJson[];
    expect(rows).toHaveLength(totalItems);
    const denied = rows
      .filter((p) => !p.autorizado)
      .map((p) => p.menuItem.nombre)
      .sort();
    expect(denied).toEqual(['Configuracion', 'Diseño de catalogos', 'Menú', 'Permisos', 'Sucursales', 'Usuarios']);
    expect(await permisoCount(user.id)).toBe(totalItems);
  });

  it('answers 404 for an unknown user and 403 to a non-admin', async () => {
    expect((await send('POST', '/api/usuario/permiso/999999')).status).toBe(404);
    const { token, id } = await server.loginAs({ username: 'no-admin', role: 'ROLE_ASSISTANT' });
    expect((await send('POST', `/api/usuario/permiso/${id}`, undefined, token)).status).toBe(403);
    expect((await get(`/api/usuario/permisos-list?idUsuario=${id}`, token)).status).toBe(403);
  });
});
