/** POST and PUT /api/compra: totals and condicionPago by the server, folio per sucursal, lines, and every 400/404/409. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { compra, obra, proveedor } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { entityApi } from '../../test-support/entity-api';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor, TOTALES } from '../orden-compra/test-fixtures';
import { PROVEEDOR_NO_EXISTE } from '../../domain/proveedor';

import { compraAplicada, compraValida } from './test-fixtures';

// The lifecycle's 409s, as users read them (schemas: x-lifecycle).
const COMPRA_APLICADA = 'La compra ya esta aplicada..';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let proveedorId: number;
const api = entityApi(
  '/api/compra',
  compra,
  () => server,
  () => usuario,
);
const valida = () => compraValida(obraId, proveedorId);
const create = async (body: unknown = valida()) => {
  const res = await api.post(body);
  expect(res.status).toBe(201);
  return res.json();
};

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server, 'Materiales Yaqui');
});
afterAll(() => server.close());

describe('compra create', () => {
  it('answers 201 with folio, status creado, server totals to the cent and condicionPago from the proveedor', async () => {
    const first = await create({
      ...valida(),
      folio: 999,
      status: 'aplicado',
      total: 1,
      tieneNotaCredito: true,
      condicionPago: 'Regalo',
    });
    expect(first).toMatchObject({
      ...TOTALES,
      status: 'creado',
      condicionPago: 'Contado',
      tieneNotaCredito: false,
      folioProveedor: expect.stringMatching(/^FAC-\d+$/),
      obra: { id: obraId },
    });
    expect(first.compraDetalle.map((l: { importe: number }) => l.importe)).toEqual([3703.68, 249.98]);
    expect(first).not.toHaveProperty('saldo');
    expect(first).not.toHaveProperty('ordenCompra');
    const second = await create();
    expect(second.folio).toBe(first.folio + 1);
    await server.db.update(proveedor).set({ esCredito: true, diasCredito: 30 }).where(eq(proveedor.id, proveedorId));
    expect((await create()).condicionPago).toBe('Credito 30 dias');
    await server.db.update(proveedor).set({ esCredito: false, diasCredito: null }).where(eq(proveedor.id, proveedorId));
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const { folioProveedor: _f, ...sinFolio } = valida();
    await api.expectRejected(sinFolio, 'folioProveedor', 'Campo Obligatorio');
    await api.expectRejected({ ...valida(), fecha: undefined }, 'fecha', 'Campo Obligatorio');
    await api.expectRejected({ ...valida(), proveedor: undefined }, 'proveedor', 'Campo Obligatorio');
    await api.expectRejected({ ...valida(), compraDetalle: [] }, 'compraDetalle', 'Agregue al menos un producto..');
    await api.expectRejected(
      { ...valida(), compraDetalle: [{ ...valida().compraDetalle[0], tasaiva: 0.1 }] },
      'compraDetalle.0.tasaiva',
      'Seleccione una tasa de IVA valida..',
    );
    await api.expectRejected({ ...valida(), proveedor: { id: 999999 } }, 'proveedor.id', PROVEEDOR_NO_EXISTE);
  });

  it("answers 404 for another sucursal's obra and 409 'La obra esta terminada..' for a closed one", async () => {
    const before = await api.storedCount();
    expect((await api.post(compraValida(await insertObra(server, sucursales.otra), proveedorId))).status).toBe(404);
    const res = await api.post(compraValida(await insertObra(server, sucursales.matriz, true), proveedorId));
    expect([res.status, (await res.json()).message]).toEqual([409, 'La obra esta terminada..']);
    expect(await api.storedCount()).toBe(before);
  });
});

describe('compra update', () => {
  it('replaces fields and lines while creado, recomputing totals and keeping folio, status and obra', async () => {
    const stored = await create();
    const otraObra = await insertObra(server, sucursales.matriz);
    const res = await api.put({
      ...stored,
      folio: 77,
      status: 'aplicado',
      obra: { id: otraObra },
      folioProveedor: 'FAC-2',
      compraDetalle: [{ cantidadSurtida: 10, nombre: 'Cemento', precioUnitario: 245, tasaiva: 0 }],
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      folio: stored.folio,
      status: 'creado',
      folioProveedor: 'FAC-2',
      subTotal: 2450,
      iva: 0,
      total: 2450,
      obra: { id: obraId },
    });
    expect((await (await api.get(`/api/compra/${stored.id}`)).json()).compraDetalle).toHaveLength(1);
  });

  it('answers 409 once aplicado and changes nothing', async () => {
    const applied = await compraAplicada(server, usuario, obraId, proveedorId);
    const res = await api.put({ ...valida(), id: applied.id, observaciones: 'cambio' });
    expect([res.status, (await res.json()).message]).toEqual([409, COMPRA_APLICADA]);
    expect((await (await api.get(`/api/compra/${applied.id}`)).json()).observaciones).toBe('Entrega parcial');
  });

  it("answers 404 for an unknown or another sucursal's compra, 400 without id or with a bad id", async () => {
    expect((await api.put({ ...valida(), id: 999999 })).status).toBe(404);
    const otro = await tokenFor(server, { username: 'compras-otra', sucursalId: sucursales.otra });
    const ajena = await (
      await api.post(compraValida(await insertObra(server, sucursales.otra), proveedorId), otro)
    ).json();
    expect((await api.put({ ...valida(), id: ajena.id })).status).toBe(404);
    const res = await api.get(`/api/compra/${ajena.id}`);
    expect([res.status, (await res.json()).message]).toEqual([404, 'Compra no encontrada']);
    expect((await api.get(`/api/compra/${ajena.id}`, otro)).status).toBe(200);
    expect((await api.get('/api/compra/abc')).status).toBe(400);
    await api.expectRejected(valida(), 'id', 'Campo Obligatorio', api.put);
  });

  it("answers 409 'La obra esta terminada..' once its obra is closed", async () => {
    const stored = await create();
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      const res = await api.put({ ...stored, observaciones: 'x' });
      expect([res.status, (await res.json()).message]).toEqual([409, 'La obra esta terminada..']);
      expect((await api.get(`/api/compra/${stored.id}`)).status).toBe(200);
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });

  it('answers 403 without the /compra permiso', async () => {
    const sinPermiso = await tokenFor(server, {
      username: 'sin-compras',
      sucursalId: sucursales.matriz,
      denied: ['/compra'],
    });
    expect((await api.post(valida(), sinPermiso)).status).toBe(403);
    expect((await api.get(`/api/compra?obraId=${obraId}`, sinPermiso)).status).toBe(403);
  });
});
