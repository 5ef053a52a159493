import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { obra } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertCliente, obraValida } from './test-fixtures';

const TERMINADA = 'La obra esta terminada, no se pueden registrar mas operaciones';

let server: TestServer;
let admin: string;
let usuario: string;
let otroUsuario: string;
let sucursales: { matriz: number; otra: number };
let clienteMatriz: number;
let clienteOtra: number;

const post = (json: unknown, token = usuario) => server.request('/api/obra', { method: 'POST', token, json });
const put = (json: unknown, token = usuario) => server.request('/api/obra', { method: 'PUT', token, json });
const get = (path: string, token = usuario) => server.request(path, { token });

const valida = () => obraValida(clienteMatriz);

async function storedObras(): Promise<number> {
  const [{ n }] = await server.db.select({ n: count() }).from(obra);
  return n;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'residente', sucursalId: sucursales.matriz });
  otroUsuario = await tokenFor(server, { username: 'residente-obregon', sucursalId: sucursales.otra });
  clienteMatriz = await insertCliente(server, 'Hoteles Bahia de Kino', sucursales.matriz);
  clienteOtra = await insertCliente(server, 'Agricola del Yaqui', sucursales.otra);
});
afterAll(() => server.close());

describe('obra sucursal scoping', () => {
  it("puts a superuser's obra in its cliente's sucursal, or the one named when the cliente belongs to it", async () => {
    const res = await post({ ...valida(), cliente: { id: clienteOtra } }, admin);
    expect(res.status).toBe(201);
    expect((await res.json()).sucursal.id).toBe(sucursales.otra);
    const before = await storedObras();
    const mismatch = await post({ ...valida(), sucursal: { id: sucursales.otra } }, admin);
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).errors).toEqual([
      { field: 'cliente.id', message: 'El cliente pertenece a otra sucursal' },
    ]);
    expect(await storedObras()).toBe(before);
  });

  it("answers 404 to reads and updates of another sucursal's obra, which stays unchanged", async () => {
    const ajena = await (
      await post({ ...valida(), nombre: 'Almacen de Granos', cliente: { id: clienteOtra } }, otroUsuario)
    ).json();
    expect(ajena.sucursal.id).toBe(sucursales.otra);
    expect((await get(`/api/obra/${ajena.id}`)).status).toBe(404);
    expect((await put({ ...valida(), id: ajena.id })).status).toBe(404);
    expect(await (await get(`/api/obra/${ajena.id}`, otroUsuario)).json()).toEqual(ajena);
  });
});

describe('terminado obra', () => {
  it('answers 409 to any update once terminado, and changes nothing', async () => {
    const stored = await (await post(valida())).json();
    const closed = await put({ ...stored, terminado: true });
    expect(closed.status).toBe(200);
    const terminada = await closed.json();
    expect(terminada.terminado).toBe(true);
    for (const body of [
      { ...stored, nombre: 'Cambio tardio' },
      { ...stored, terminado: false },
    ]) {
      const res = await put(body);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(TERMINADA);
    }
    expect(await (await get(`/api/obra/${stored.id}`)).json()).toEqual(terminada);
  });
});

describe('obra access', () => {
  it('answers 401 without a token and 403 without the /obras permiso; nothing stored', async () => {
    expect((await server.request('/api/obra')).status).toBe(401);
    expect((await server.request('/api/obra', { method: 'POST', json: valida() })).status).toBe(401);
    const sinObras = await tokenFor(server, {
      username: 'sinobras',
      sucursalId: sucursales.matriz,
      denied: ['/obras'],
    });
    const before = await storedObras();
    for (const res of [
      await get('/api/obra', sinObras),
      await post(valida(), sinObras),
      await put({ ...valida(), id: 1 }, sinObras),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedObras()).toBe(before);
  });
});
