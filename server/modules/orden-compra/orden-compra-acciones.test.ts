/** Autorizar, cancelar (with the approval limit), the lists and the PDF of /api/ordenCompra. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sucursal } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, ADMIN_PASSWORD, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

import { insertProveedor, ordenValida, TOTALES } from './test-fixtures';

// The lifecycle's 409s, as users read them (schemas: x-lifecycle).
const ORDEN_AUTORIZADA = 'La orden de compra ya esta autorizada..';
const ORDEN_CANCELADA = 'La orden de compra ya esta cancelada..';

let server: TestServer;
let usuario: string;
let admin: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let proveedorId: number;

const create = async (body: unknown = ordenValida(obraId, proveedorId), token = usuario) => {
  const res = await server.request('/api/ordenCompra/', { method: 'POST', token, json: body });
  expect(res.status).toBe(201);
  return res.json();
};
const action = (id: number | string, name: 'autorizar' | 'cancelar', token = usuario) =>
  server.request(`/api/ordenCompra/${id}/${name}`, { method: name === 'autorizar' ? 'POST' : 'PATCH', token });
const get = (path: string, token = usuario) => server.request(path, { token });
const setLimites = (limites: Partial<Record<'limiteUsuario' | 'limiteAsistente' | 'limiteAdmin', string | null>>) =>
  server.db.update(sucursal).set(limites).where(eq(sucursal.id, sucursales.matriz));
const setLimite = (limiteUsuario: string | null) => setLimites({ limiteUsuario });

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  admin = await server.login('admin', ADMIN_PASSWORD);
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server, 'Materiales Yaqui');
});
afterAll(() => server.close());

describe('autorizar and cancelar', () => {
  it('move a creado order to autorizado or cancelado (200 with the entity), then 409 for any further action', async () => {
    const orden = await create();
    expect(orden.acciones).toMatchObject({
      editar: { visible: true, permitida: true },
      autorizar: { visible: true, permitida: true },
      cancelar: { visible: true, permitida: true },
      generar: { visible: false, permitida: false },
    });
    const res = await action(orden.id, 'autorizar');
    expect(res.status).toBe(200);
    const autorizada = await res.json();
    expect(autorizada).toEqual({
      ...orden,
      status: 'autorizado',
      acciones: autorizada.acciones,
      actualizado: expect.any(String),
    });
    // An action is a change too: a form opened before it is stale.
    expect(autorizada.actualizado > orden.actualizado).toBe(true);
    expect(autorizada.acciones).toMatchObject({
      editar: { visible: false, permitida: false, motivo: ORDEN_AUTORIZADA },
      autorizar: { visible: false, permitida: false, motivo: ORDEN_AUTORIZADA },
    });
    for (const name of ['autorizar', 'cancelar'] as const) {
      const again = await action(orden.id, name);
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe(ORDEN_AUTORIZADA);
    }
    const otra = await create();
    expect(await (await action(otra.id, 'cancelar')).json()).toMatchObject({ id: otra.id, status: 'cancelado' });
    const denied = await action(otra.id, 'autorizar');
    expect([denied.status, (await denied.json()).message]).toEqual([409, ORDEN_CANCELADA]);
  });

  it("answers 404 for an unknown or another sucursal's order and 400 for a bad id", async () => {
    const otraObra = await insertObra(server, sucursales.otra);
    const otro = await tokenFor(server, { username: 'compras-otra', sucursalId: sucursales.otra });
    const ajena = await create(ordenValida(otraObra, proveedorId), otro);
    for (const id of [999999, ajena.id]) {
      const res = await action(id, 'autorizar');
      expect([res.status, (await res.json()).message]).toEqual([404, 'Orden de compra no encontrada']);
      expect((await action(id, 'cancelar')).status).toBe(404);
    }
    expect((await action('abc', 'autorizar')).status).toBe(400);
    expect((await get(`/api/ordenCompra/${ajena.id}`, otro)).status).toBe(200);
  });

  it('refuses (403, naming the limit and the roles that may authorize) a total above the role’s limit in the order’s sucursal, and lets a superuser through', async () => {
    const orden = await create();
    // The order's total is 4,566.25: the asistente's limit covers it, the admin's does not.
    await setLimites({ limiteUsuario: '4566.24', limiteAsistente: '10000.00', limiteAdmin: '1000.00' });
    const motivo = 'Su limite de autorizacion es $4,566.24; pueden autorizarla: Asistente, Superusuario';
    try {
      const res = await action(orden.id, 'autorizar');
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(motivo);
      const leida = await (await get(`/api/ordenCompra/${orden.id}`)).json();
      expect(leida.status).toBe('creado');
      // The read says so before anyone tries: Autorizar shown, disabled, with the reason.
      expect(leida.acciones.autorizar).toEqual({ visible: true, permitida: false, motivo });
      await setLimites({ limiteAdmin: null });
      expect((await (await action(orden.id, 'autorizar')).json()).message).toBe(
        'Su limite de autorizacion es $4,566.24; pueden autorizarla: Asistente, Administrador, Superusuario',
      );
      await setLimite('4566.25');
      expect((await action(orden.id, 'autorizar')).status).toBe(200);
      await setLimite('0.00');
      const grande = await create();
      expect((await action(grande.id, 'autorizar', admin)).status).toBe(200);
    } finally {
      await setLimites({ limiteUsuario: null, limiteAsistente: null, limiteAdmin: null });
    }
  });

  it('answers the caller’s limit for the order (null where the role has none), 404 for an order not seen', async () => {
    const orden = await create();
    const limite = (token = usuario, id: number | string = orden.id) => get(`/api/ordenCompra/${id}/limite`, token);
    expect(await (await limite()).json()).toEqual({ limite: null });
    await setLimite('4566.24');
    try {
      expect(await (await limite()).json()).toEqual({ limite: 4566.24 });
      expect(await (await limite(admin)).json()).toEqual({ limite: null });
      expect((await limite(usuario, 999999)).status).toBe(404);
      expect((await limite(usuario, 'abc')).status).toBe(400);
    } finally {
      await setLimite(null);
    }
  });

  it('answers 403 without the /orden-compra permiso', async () => {
    const sinPermiso = await tokenFor(server, {
      username: 'sin-ordenes',
      sucursalId: sucursales.matriz,
      denied: ['/orden-compra'],
    });
    expect((await get('/api/ordenCompra/', sinPermiso)).status).toBe(403);
    expect(
      (
        await server.request('/api/ordenCompra/', {
          method: 'POST',
          token: sinPermiso,
          json: ordenValida(obraId, proveedorId),
        })
      ).status,
    ).toBe(403);
  });
});

describe('lists', () => {
  let obraLista: number;
  let folios: number[];

  beforeAll(async () => {
    obraLista = await insertObra(server, sucursales.matriz);
    const otro = await insertProveedor(server, 'Ferreteria Ñañez');
    folios = [];
    for (const prov of [proveedorId, otro, proveedorId])
      folios.push((await create({ ...ordenValida(obraLista, prov), fecha: '2025-04-01' })).folio);
  });

  it('byObra pages one obra’s orders, newest first, searching folio and proveedor without accents', async () => {
    const page = await (await get(`/api/ordenCompra/byObra/${obraLista}?page=0&pageSize=2`)).json();
    expect(page).toMatchObject({ totalElements: 3, page: 0, pageSize: 2 });
    expect(page.content.map((o: { folio: number }) => o.folio)).toEqual([folios[2], folios[1]]);
    expect(page.content[0]).toMatchObject({ ...TOTALES, obra: { id: obraLista } });
    const found = await (await get(`/api/ordenCompra/byObra/${obraLista}?toSearch=nanez`)).json();
    expect(found.content.map((o: { folio: number }) => o.folio)).toEqual([folios[1]]);
    const byFolio = await (await get(`/api/ordenCompra/byObra/${obraLista}?toSearch=${folios[2]}`)).json();
    expect(byFolio.content.map((o: { folio: number }) => o.folio)).toContain(folios[2]);
  });

  it('obra/{obraId} answers every order of the obra; ?search pages every visible one', async () => {
    const all = await (await get(`/api/ordenCompra/obra/${obraLista}`)).json();
    expect(all).toHaveLength(3);
    const search = await (await get('/api/ordenCompra/?search=yaqui&page=0&pageSize=100')).json();
    expect(search.content.length).toBeGreaterThanOrEqual(2);
    expect(
      search.content.every((o: { proveedor: { nombre: string } }) => o.proveedor.nombre === 'Materiales Yaqui'),
    ).toBe(true);
  });

  it("answers 404 for another sucursal's obra and 400 for a bad page", async () => {
    const ajena = await insertObra(server, sucursales.otra);
    expect((await get(`/api/ordenCompra/byObra/${ajena}`)).status).toBe(404);
    expect((await get(`/api/ordenCompra/obra/${ajena}`)).status).toBe(404);
    const res = await get(`/api/ordenCompra/byObra/${obraLista}?pageSize=500`);
    expect([res.status, (await res.json()).message]).toEqual([
      400,
      'El parametro pageSize debe ser un entero entre 1 y 100',
    ]);
  });
});

describe('reporte', () => {
  it('answers the order as a PDF, and 404 for an unknown one', async () => {
    const orden = await create();
    const res = await get(`/api/ordenCompra/${orden.id}/reporte`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/api/ordenCompra/999999/reporte')).status).toBe(404);
  });
});
