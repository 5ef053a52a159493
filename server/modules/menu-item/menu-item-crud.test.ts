import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { menuItem, permiso, usuario } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';

interface ItemJson {
  id: number;
  padre?: { id: number; nombre: string };
  seccion: string;
  nombre: string;
  link?: string;
  icono: string;
}

let server: TestServer;
let admin: string;

const send = (method: string, path: string, json?: unknown, token = admin) =>
  server.request(path, { method, token, json });
const getJson = async <T>(path: string): Promise<T> =>
  (await server.request(path, { token: admin })).json() as Promise<T>;

async function storedCount(): Promise<number> {
  const [{ n }] = await server.db.select({ n: count() }).from(menuItem);
  return n;
}

async function crear(json: Record<string, unknown>): Promise<ItemJson> {
  const res = await send('POST', '/api/menu-item', { seccion: 'principal', icono: 'Folder', ...json });
  expect(res.status).toBe(201);
  return res.json();
}

beforeAll(async () => {
  server = await startTestServer();
  // The menu is shared by every sucursal: only a superuser changes it.
  admin = (await server.loginAs({ username: 'menu-admin', role: 'ROLE_SUPERUSER' })).token;
});
afterAll(() => server.close());

describe('menu item CRUD', () => {
  it('creates, reads, updates and deletes an item with its padre as {id, nombre}', async () => {
    const padre = await crear({ nombre: 'Inventarios' });
    expect(padre).toEqual({
      id: expect.any(Number),
      seccion: 'principal',
      nombre: 'Inventarios',
      icono: 'Folder',
      actualizado: expect.any(String),
    });
    const hijo = await crear({
      nombre: 'Entradas',
      link: '/inventarios/entradas',
      icono: 'Inventory',
      padre: { id: padre.id },
    });
    expect(hijo).toEqual({
      id: expect.any(Number),
      padre: { id: padre.id, nombre: 'Inventarios' },
      seccion: 'principal',
      nombre: 'Entradas',
      link: '/inventarios/entradas',
      icono: 'Inventory',
      actualizado: expect.any(String),
    });
    expect(await getJson(`/api/menu-item/${hijo.id}`)).toEqual(hijo);

    const put = await send('PUT', '/api/menu-item', {
      ...hijo,
      nombre: 'Entradas de Almacen',
      padre: undefined,
      seccion: 'obras',
    });
    expect(put.status).toBe(200);
    const { padre: _p, link: _l, ...sinPadreNiLink } = hijo;
    expect(await put.json()).toEqual({
      ...sinPadreNiLink,
      link: '/inventarios/entradas',
      nombre: 'Entradas de Almacen',
      seccion: 'obras',
      actualizado: expect.any(String),
    });

    const del = await send('DELETE', `/api/menu-item?id=${padre.id}`);
    expect(del.status).toBe(200);
    expect((await del.json()).nombre).toBe('Inventarios');
    expect((await server.request(`/api/menu-item/${padre.id}`, { token: admin })).status).toBe(404);
    const byBody = await send('DELETE', '/api/menu-item', { id: hijo.id });
    expect(byBody.status).toBe(200);
    expect((await send('DELETE', '/api/menu-item', { id: hijo.id })).status).toBe(404);
  });

  it('deletes the children and every permiso of a deleted item', async () => {
    const padre = await crear({ nombre: 'Temporal' });
    const hijo = await crear({ nombre: 'Hijo temporal', link: '/temporal', padre: { id: padre.id } });
    expect((await send('DELETE', `/api/menu-item?id=${padre.id}`)).status).toBe(200);
    expect(await server.db.select().from(menuItem).where(eq(menuItem.id, hijo.id))).toEqual([]);
    expect(await server.db.select().from(permiso).where(eq(permiso.menuItemId, hijo.id))).toEqual([]);
  });

  it('gives every user a permiso for a new item, authorized only for ROLE_ADMIN and above', async () => {
    const user = await server.createUser({ username: 'menu-usuario', role: 'ROLE_USER' });
    const item = await crear({ nombre: 'Bitacora de Obra', link: '/bitacora-obra' });
    const rows = await server.db
      .select({ role: usuario.role, autorizado: permiso.autorizado })
      .from(permiso)
      .innerJoin(usuario, eq(usuario.id, permiso.usuarioId))
      .where(eq(permiso.menuItemId, item.id));
    const [{ users }] = await server.db.select({ users: count() }).from(usuario);
    expect(rows).toHaveLength(users);
    for (const row of rows)
      expect(row.autorizado, row.role).toBe(row.role === 'ROLE_ADMIN' || row.role === 'ROLE_SUPERUSER');
    const list = (await (
      await server.request(`/api/usuario/permisos-list?idUsuario=${user.id}`, { token: admin })
    ).json()) as {
      menuItem: { id: number };
    }[];
    expect(list.map((p) => p.menuItem.id)).toContain(item.id);
  });

  it('validates nombre, icono and seccion with Spanish messages and stores nothing', async () => {
    const before = await storedCount();
    const res = await send('POST', '/api/menu-item', { seccion: 'otra', link: 'sin-diagonal' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual(
      expect.arrayContaining([
        { field: 'nombre', message: 'Campo Obligatorio' },
        { field: 'icono', message: 'Campo Obligatorio' },
        { field: 'seccion', message: 'Valor no permitido' },
        { field: 'link', message: 'Ingrese una ruta que inicie con /' },
      ]),
    );
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 for a padre that does not exist or would create a cycle', async () => {
    const before = await storedCount();
    const missing = await send('POST', '/api/menu-item', {
      seccion: 'principal',
      nombre: 'Huerfano',
      icono: 'Folder',
      padre: { id: 999999 },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([{ field: 'padre.id', message: 'El elemento padre no existe' }]);
    expect(await storedCount()).toBe(before + 0);

    const abuelo = await crear({ nombre: 'Abuelo' });
    const padre = await crear({ nombre: 'Padre', padre: { id: abuelo.id } });
    const nieto = await crear({ nombre: 'Nieto', padre: { id: padre.id } });
    for (const padreId of [abuelo.id, nieto.id]) {
      const res = await send('PUT', '/api/menu-item', { ...abuelo, padre: { id: padreId } });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([
        { field: 'padre.id', message: 'El padre no puede ser el mismo elemento ni uno de sus descendientes' },
      ]);
    }
    expect((await getJson<ItemJson>(`/api/menu-item/${abuelo.id}`)).padre).toBeUndefined();
    expect((await send('PUT', '/api/menu-item', { ...nieto, padre: { id: abuelo.id } })).status).toBe(200);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await server.request('/api/menu-item/999999', { token: admin })).status).toBe(404);
    expect(
      (await send('PUT', '/api/menu-item', { id: 999999, seccion: 'obras', nombre: 'X', icono: 'Folder' })).status,
    ).toBe(404);
    expect((await send('DELETE', '/api/menu-item')).status).toBe(400);
    const bad = await server.request('/api/menu-item/abc', { token: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: 'menuItemId', message: 'Identificador invalido' }]);
  });
});

describe('menu item lists', () => {
  it('searches parents by name for the autocomplete; empty text answers []', async () => {
    const found = await getJson<ItemJson[]>('/api/menu-item/list-by-name?searchTerm=configuracion');
    expect(found.map((i) => i.nombre)).toEqual(['Configuracion']);
    expect(await getJson('/api/menu-item/list-by-name?searchTerm=%20')).toEqual([]);
    expect(await getJson('/api/menu-item/list-by-name')).toEqual([]);
    const cuentas = await getJson<ItemJson[]>('/api/menu-item/list-by-name?searchTerm=CUENTAS%20por');
    expect(cuentas.map((i) => i.nombre)).toEqual(['Cuentas por Pagar']);
  });

  it('lists all items and pages them by name with padre {id, nombre}', async () => {
    const all = await getJson<ItemJson[]>('/api/menu-item/list-all');
    expect(all).toHaveLength(await storedCount());
    const page = await getJson<{ content: ItemJson[]; totalElements: number }>(
      '/api/menu-item/menu-items-page?name=cuentas-por-pagar%2F&pageSize=3&page=1',
    );
    expect(page.totalElements).toBe(5);
    expect(page.content).toHaveLength(2);
    const pendientes = await getJson<{ content: ItemJson[] }>('/api/menu-item/menu-items-page?name=pendientes');
    const cuentas = all.find((i) => i.nombre === 'Cuentas por Pagar');
    expect(pendientes.content).toEqual([
      expect.objectContaining({
        nombre: 'Pendientes',
        link: '/cuentas-por-pagar/pendiente',
        padre: { id: cuentas?.id, nombre: 'Cuentas por Pagar' },
      }),
    ]);
  });

  it('answers 403 to non-admins, even with every permiso, and lets a superuser in', async () => {
    const { token, id } = await server.loginAs({ username: 'menu-todo', role: 'ROLE_ASSISTANT' });
    await server.db.update(permiso).set({ autorizado: true }).where(eq(permiso.usuarioId, id));
    const before = await storedCount();
    expect((await server.request('/api/menu-item/list-all', { token })).status).toBe(403);
    expect(
      (await send('POST', '/api/menu-item', { seccion: 'obras', nombre: 'Colado', icono: 'Folder' }, token)).status,
    ).toBe(403);
    expect(await storedCount()).toBe(before);
    const root = await server.login('admin', ADMIN_PASSWORD);
    expect((await server.request('/api/menu-item/list-all', { token: root })).status).toBe(200);
  });

  it('lets an admin of one sucursal read the menu catalog but not change it (403 in Spanish, nothing changed)', async () => {
    const { token } = await server.loginAs({ username: 'menu-sucursal', role: 'ROLE_ADMIN' });
    const item = await crear({ nombre: 'Compartido' });
    const before = await storedCount();
    expect((await server.request('/api/menu-item/list-all', { token })).status).toBe(200);
    const created = await send(
      'POST',
      '/api/menu-item',
      { seccion: 'obras', nombre: 'Colado', icono: 'Folder' },
      token,
    );
    expect(created.status).toBe(403);
    expect((await created.json()).message).toBe('No tiene permiso para esta operacion');
    expect((await send('PUT', '/api/menu-item', { ...item, nombre: 'Renombrado' }, token)).status).toBe(403);
    expect((await send('DELETE', '/api/menu-item', { id: item.id }, token)).status).toBe(403);
    expect(await storedCount()).toBe(before);
    expect((await getJson<ItemJson>(`/api/menu-item/${item.id}`)).nombre).toBe('Compartido');
  });
});
