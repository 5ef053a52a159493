/** POST and PUT /api/ordenCompra: totals by the server, folio per sucursal, lines, and every 400/404/409. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { obra, ordenCompra, ordenCompraDetalle } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { entityApi } from '../../test-support/entity-api';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

import { PROVEEDOR_NO_EXISTE } from '../../domain/proveedor';
import { CONCEPTO_NO_EXISTE } from './rules';
import { insertConcepto, insertProveedor, ordenValida, TOTALES } from './test-fixtures';

// The lifecycle's 409s, as users read them (schemas: x-lifecycle).
const ORDEN_AUTORIZADA = 'La orden de compra ya esta autorizada..';
const ORDEN_CANCELADA = 'La orden de compra ya esta cancelada..';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let proveedorId: number;
let conceptoId: number;

const api = entityApi(
  '/api/ordenCompra/',
  ordenCompra,
  () => server,
  () => usuario,
);
const valida = () => ordenValida(obraId, proveedorId, conceptoId);
const create = async (body: unknown = valida()) => {
  const res = await api.post(body);
  expect(res.status).toBe(201);
  return res.json();
};
const action = (id: number, name: 'autorizar' | 'cancelar', token = usuario) =>
  server.request(`/api/ordenCompra/${id}/${name}`, { method: name === 'autorizar' ? 'POST' : 'PATCH', token });

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server);
  conceptoId = await insertConcepto(server, 'Varilla corrugada 3/8');
});
afterAll(() => server.close());

describe('orden de compra create', () => {
  it('answers 201 with folio, status creado and the totals computed in cents, whatever the client sent', async () => {
    const body = valida();
    const sent = {
      ...body,
      status: 'autorizado',
      folio: 99,
      total: 1,
      ordenCompraDetalles: body.ordenCompraDetalles.map((l) => ({ ...l, importe: 5 })),
    };
    const stored = await create(sent);
    expect(stored).toMatchObject({ ...TOTALES, status: 'creado', folio: expect.any(Number), preautorizada: false });
    expect(stored.proveedor).toEqual({ id: proveedorId, nombre: 'Aceros del Pacifico' });
    expect(stored.obra).toEqual({ id: obraId, nombre: 'Bodega en curso' });
    expect(stored.ordenCompraDetalles).toEqual([
      { ...body.ordenCompraDetalles[0], id: expect.any(Number), importe: 3703.68 },
      { ...body.ordenCompraDetalles[1], id: expect.any(Number), importe: 249.98 },
    ]);
    expect(await (await api.get(`/api/ordenCompra/${stored.id}`)).json()).toEqual(stored);
    const [row] = await server.db.select().from(ordenCompra).where(eq(ordenCompra.id, stored.id));
    expect([row.subTotal, row.iva, row.total, row.sucursalId]).toEqual([
      '3953.66',
      '612.59',
      '4566.25',
      sucursales.matriz,
    ]);
  });

  it('gives consecutive folios per sucursal, also without the trailing slash', async () => {
    const first = await create();
    const res = await server.request('/api/ordenCompra', { method: 'POST', token: usuario, json: valida() });
    expect(res.status).toBe(201);
    expect((await res.json()).folio).toBe(first.folio + 1);
    const otraObra = await insertObra(server, sucursales.otra);
    const otro = await tokenFor(server, { username: 'compras-otra', sucursalId: sucursales.otra });
    const ajena = await api.post(ordenValida(otraObra, proveedorId), otro);
    expect((await ajena.json()).folio).toBe(1);
  });

  it('makes importe 0 when the price is 0', async () => {
    const body = valida();
    body.ordenCompraDetalles[0].precioUnitario = 0;
    const stored = await create(body);
    expect(stored.ordenCompraDetalles[0].importe).toBe(0);
    expect(stored).toMatchObject({ subTotal: 249.98, iva: 20, total: 269.98 });
  });

  it('answers 400 and stores nothing without lines, fecha or proveedor, or with bad line values', async () => {
    const lines = async () => (await server.db.select().from(ordenCompraDetalle)).length;
    const before = await lines();
    await api.expectRejected(
      { ...valida(), ordenCompraDetalles: [] },
      'ordenCompraDetalles',
      'Agregue al menos un producto..',
    );
    const { fecha: _f, proveedor: _p, ...sinDatos } = valida();
    await api.expectRejected(sinDatos, 'fecha', 'Campo Obligatorio');
    await api.expectRejected(sinDatos, 'proveedor', 'Campo Obligatorio');
    const malas = valida();
    malas.ordenCompraDetalles[0].tasaiva = 0.1;
    await api.expectRejected(malas, 'ordenCompraDetalles.0.tasaiva', 'Seleccione una tasa de IVA valida..');
    const decimales = valida();
    decimales.ordenCompraDetalles[1].precioUnitario = 1.005;
    await api.expectRejected(
      decimales,
      'ordenCompraDetalles.1.precioUnitario',
      'Ingrese un importe con maximo 2 decimales..',
    );
    const cantidad = valida();
    cantidad.ordenCompraDetalles[1].cantidad = 1.00001;
    await api.expectRejected(
      cantidad,
      'ordenCompraDetalles.1.cantidad',
      'Ingrese una cantidad con maximo 4 decimales..',
    );
    await api.expectRejected({ ...valida(), proveedor: { id: 999999 } }, 'proveedor.id', PROVEEDOR_NO_EXISTE);
    await api.expectRejected(
      ordenValida(obraId, proveedorId, 999999),
      'ordenCompraDetalles.0.conceptoId',
      CONCEPTO_NO_EXISTE,
    );
    expect(await lines()).toBe(before);
  });

  it("answers 404 for another sucursal's obra and 409 'La obra esta terminada..' for a closed one", async () => {
    const before = await api.storedCount();
    const ajena = await insertObra(server, sucursales.otra);
    expect((await api.post(ordenValida(ajena, proveedorId))).status).toBe(404);
    const cerrada = await insertObra(server, sucursales.matriz, true);
    const res = await api.post(ordenValida(cerrada, proveedorId));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('La obra esta terminada..');
    expect(await api.storedCount()).toBe(before);
  });
});

describe('orden de compra update', () => {
  it('replaces fields and lines while creado, recomputing totals and keeping folio and status', async () => {
    const stored = await create();
    const cambio = {
      ...stored,
      folio: 1234,
      status: 'cancelado',
      preautorizada: true,
      ordenCompraDetalles: [{ cantidad: 10, descripcion: 'Cemento', precioUnitario: 245, tasaiva: 0 }],
    };
    const res = await api.put(cambio);
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      folio: stored.folio,
      status: 'creado',
      preautorizada: true,
      subTotal: 2450,
      iva: 0,
      total: 2450,
    });
    expect(updated.ordenCompraDetalles).toEqual([
      { id: expect.any(Number), cantidad: 10, descripcion: 'Cemento', precioUnitario: 245, tasaiva: 0, importe: 2450 },
    ]);
  });

  it('answers 409 once autorizado or cancelado, and changes nothing', async () => {
    const autorizada = await create();
    expect((await action(autorizada.id, 'autorizar')).status).toBe(200);
    const cancelada = await create();
    expect((await action(cancelada.id, 'cancelar')).status).toBe(200);
    for (const [orden, message] of [
      [autorizada, ORDEN_AUTORIZADA],
      [cancelada, ORDEN_CANCELADA],
    ] as const) {
      const res = await api.put({ ...valida(), id: orden.id, observaciones: 'cambio' });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(message);
      expect((await (await api.get(`/api/ordenCompra/${orden.id}`)).json()).observaciones).toBe('Entregar en obra');
    }
  });

  it("answers 404 for an unknown or another sucursal's order, 400 without id", async () => {
    expect((await api.put({ ...valida(), id: 999999 })).status).toBe(404);
    const otraObra = await insertObra(server, sucursales.otra);
    const otro = await tokenFor(server, { username: 'compras-ajeno', sucursalId: sucursales.otra });
    const ajena = await (await api.post(ordenValida(otraObra, proveedorId), otro)).json();
    expect((await api.put({ ...valida(), id: ajena.id })).status).toBe(404);
    expect((await api.get(`/api/ordenCompra/${ajena.id}`)).status).toBe(404);
    await api.expectRejected(valida(), 'id', 'Campo Obligatorio', api.put);
  });

  it("answers 409 'La obra esta terminada..' once its obra is closed", async () => {
    const stored = await create();
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      for (const res of [
        await api.put({ ...stored, observaciones: 'x' }),
        await action(stored.id, 'autorizar'),
        await action(stored.id, 'cancelar'),
      ]) {
        expect(res.status).toBe(409);
        expect((await res.json()).message).toBe('La obra esta terminada..');
      }
      expect((await (await api.get(`/api/ordenCompra/${stored.id}`)).json()).status).toBe('creado');
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });
});
