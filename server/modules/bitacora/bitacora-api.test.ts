import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bitacora, permiso } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { insertProveedor, ordenValida } from '../orden-compra/test-fixtures';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

interface EntradaJson {
  id: number;
  momento: string;
  usuario?: { id: number; nombre: string };
  tabla: string;
  registroId?: string;
  accion: string;
  antes?: Record<string, unknown>;
  despues?: Record<string, unknown>;
  detalle?: string;
  referencias?: Record<string, Record<string, string>>;
}
interface PageJson {
  content: EntradaJson[];
  totalElements: number;
}

const cliente = {
  razonSocial: 'Historia SA de CV',
  direccion: 'Calle Juarez 10, Hermosillo',
  rfc: 'XAXX010101000',
  telefonoContacto: '662 000 0000',
  correoContacto: 'historia@obras.mx',
  diasCredito: 15,
};

let server: TestServer;
let superuser: string;
let admin: { token: string; id: number };
let sucursales: { matriz: number; otra: number };

const get = (path: string, token: string) => server.request(path, { token });

async function crearCliente(
  nombre: string,
  extra: Record<string, unknown> = {},
  token = superuser,
): Promise<{ id: number }> {
  const res = await server.request('/api/cliente', { method: 'POST', token, json: { ...cliente, nombre, ...extra } });
  expect(res.status).toBe(201);
  return res.json();
}

beforeAll(async () => {
  server = await startTestServer();
  superuser = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
  admin = await server.loginAs({ username: 'historiadora', role: 'ROLE_ADMIN', sucursalId: sucursales.matriz });
});
afterAll(() => server.close());

describe('GET /api/bitacora', () => {
  it("answers a record's history newest first, with the acting user's name", async () => {
    const { id } = await crearCliente('Historia Uno', {}, admin.token);
    for (const nombre of ['Historia Dos', 'Historia Tres']) {
      const res = await server.request('/api/cliente', {
        method: 'PUT',
        token: admin.token,
        json: { ...cliente, id, nombre },
      });
      expect(res.status).toBe(200);
    }
    const res = await get(`/api/bitacora?tabla=cliente&registroId=${id}`, admin.token);
    expect(res.status).toBe(200);
    const page = (await res.json()) as PageJson;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((e) => e.accion)).toEqual(['UPDATE', 'UPDATE', 'INSERT']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      momento: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      usuario: { id: admin.id, nombre: 'Nombre historiadora Pruebas' },
      tabla: 'cliente',
      registroId: String(id),
      accion: 'UPDATE',
      antes: { nombre: 'Historia Dos' },
      despues: { nombre: 'Historia Tres' },
    });
    const second = (await (
      await get(`/api/bitacora?tabla=cliente&registroId=${id}&pageSize=1&page=1`, admin.token)
    ).json()) as PageJson;
    expect(second.content.map((e) => e.despues?.nombre)).toEqual(['Historia Dos']);
  });

  it('lets a superuser read everything, and confines an admin to records of their sucursal', async () => {
    const ajeno = await crearCliente('Historia Obregon', { sucursal: { id: sucursales.otra } });
    expect((await get(`/api/bitacora?tabla=cliente&registroId=${ajeno.id}`, superuser)).status).toBe(200);
    const denied = await get(`/api/bitacora?tabla=cliente&registroId=${ajeno.id}`, admin.token);
    expect(denied.status).toBe(404);
    expect((await get('/api/bitacora?tabla=no_existe&registroId=1', admin.token)).status).toBe(404);
    const all = (await (await get('/api/bitacora?pageSize=100', superuser)).json()) as PageJson;
    expect(all.totalElements).toBeGreaterThan(100);
    expect(all.content[0]).toMatchObject({ tabla: 'cliente', registroId: String(ajeno.id), accion: 'INSERT' });
    const ids = all.content.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const missing = await get('/api/bitacora', admin.token);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([
      { field: 'tabla', message: 'Campo Obligatorio' },
      { field: 'registroId', message: 'Campo Obligatorio' },
    ]);
  });

  it("shows an admin a user's logins and denied requests, and shared catalogs' history", async () => {
    const user = await server.loginAs({ username: 'fichado', role: 'ROLE_USER', sucursalId: sucursales.matriz });
    expect((await get('/api/usuario/roles', user.token)).status).toBe(403);
    const page = (await (
      await get(`/api/bitacora?tabla=usuario&registroId=${user.id}`, admin.token)
    ).json()) as PageJson;
    expect(page.content.map((e) => e.accion).slice(0, 2)).toEqual(['ACCESO_DENEGADO', 'LOGIN']);
    const menu = (await (await get('/api/menu-item/list-by-name?searchTerm=videos', admin.token)).json()) as {
      id: number;
    }[];
    expect((await get(`/api/bitacora?tabla=menu_item&registroId=${menu[0].id}`, admin.token)).status).toBe(200);
  });

  it("hides another sucursal's history of tables that follow their parent's sucursal (a line, a permiso)", async () => {
    const ajena = await server.loginAs({ username: 'compras-obregon', role: 'ROLE_USER', sucursalId: sucursales.otra });
    const obraId = await insertObra(server, sucursales.otra);
    const orden = await server.request('/api/ordenCompra', {
      method: 'POST',
      token: ajena.token,
      json: ordenValida(obraId, await insertProveedor(server, 'Aceros de Obregon')),
    });
    const linea = (await orden.json()).ordenCompraDetalles[0].id;
    const [permisoAjeno] = await server.db
      .select({ id: permiso.id })
      .from(permiso)
      .where(eq(permiso.usuarioId, ajena.id));
    const adminAjeno = await server.loginAs({
      username: 'admin-obregon',
      role: 'ROLE_ADMIN',
      sucursalId: sucursales.otra,
    });
    for (const [tabla, id] of [
      ['orden_compra_detalle', linea],
      ['permiso', permisoAjeno.id],
    ] as const) {
      const path = `/api/bitacora?tabla=${tabla}&registroId=${id}`;
      expect([tabla, (await get(path, admin.token)).status]).toEqual([tabla, 404]);
      expect([tabla, (await get(path, adminAjeno.token)).status]).toEqual([tabla, 200]);
    }
  });

  it("names an order's obra and proveedor, only those the caller may see", async () => {
    const compras = await server.loginAs({
      username: 'compras-historia',
      role: 'ROLE_USER',
      sucursalId: sucursales.matriz,
    });
    const obraId = await insertObra(server, sucursales.matriz);
    const proveedorId = await insertProveedor(server, 'Aceros de la Historia');
    const res = await server.request('/api/ordenCompra', {
      method: 'POST',
      token: compras.token,
      json: ordenValida(obraId, proveedorId),
    });
    expect(res.status).toBe(201);
    const ordenId = (await res.json()).id as number;
    // A change from an obra of another sucursal: its name stays hidden from this admin.
    const obraAjena = await insertObra(server, sucursales.otra);
    await server.db.insert(bitacora).values({
      tabla: 'orden_compra',
      registroId: String(ordenId),
      accion: 'UPDATE',
      antes: { obra_id: obraAjena },
      despues: { obra_id: obraId },
    });
    const page = (await (
      await get(`/api/bitacora?tabla=orden_compra&registroId=${ordenId}`, admin.token)
    ).json()) as PageJson;
    const [cambio, alta] = [page.content[0], page.content.find((e) => e.accion === 'INSERT')];
    expect(cambio.referencias).toEqual({ obra_id: { [obraId]: 'Bodega en curso' } });
    expect(alta?.referencias).toMatchObject({
      obra_id: { [obraId]: 'Bodega en curso' },
      proveedor_id: { [proveedorId]: 'Aceros de la Historia' },
    });
  });

  it('answers 403 to users below ROLE_ADMIN', async () => {
    const token = await tokenFor(server, {
      username: 'sin-bitacora',
      sucursalId: sucursales.matriz,
      role: 'ROLE_ASSISTANT',
    });
    expect((await get('/api/bitacora?tabla=cliente&registroId=1', token)).status).toBe(403);
  });
});
