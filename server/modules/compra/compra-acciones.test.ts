/** Generating from an order, the comprobante, aplicar (the charge), the lists and the PDFs of /api/compra. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cargo, obra } from '../../db/schema';
import { COMPROBANTE_REQUERIDO, faltanCampos } from '../../../schemas/lifecycle';
import { insertObra } from '../../domain/test-fixtures';
import { JPEG_IMAGE, PDF_FILE } from '../../files/test-files';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

import { insertProveedor, ordenValida, TOTALES } from '../orden-compra/test-fixtures';
import { compraYaGenerada } from '../../../schemas/purchasing';

import { compraAplicada, compraValida, subirComprobante } from './test-fixtures';

// The lifecycle's 409s, as users read them (schemas: x-lifecycle).
const ORDEN_CANCELADA = 'La orden de compra ya esta cancelada..';
const ORDEN_NO_AUTORIZADA = 'La orden de compra no esta autorizada..';
const COMPRA_APLICADA = 'La compra ya esta aplicada..';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let proveedorId: number;

const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });
const orden = async (status: 'creado' | 'autorizado' | 'cancelado') => {
  const created = await (await call('/api/ordenCompra', 'POST', ordenValida(obraId, proveedorId))).json();
  if (status === 'autorizado')
    expect((await call(`/api/ordenCompra/${created.id}/autorizar`, 'POST')).status).toBe(200);
  if (status === 'cancelado') expect((await call(`/api/ordenCompra/${created.id}/cancelar`, 'PATCH')).status).toBe(200);
  return created;
};
const nueva = async () => (await call('/api/compra', 'POST', compraValida(obraId, proveedorId))).json();
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server, 'Materiales Yaqui');
});
afterAll(() => server.close());

describe('generating a compra from an order', () => {
  it('copies an authorized order once (201 with its lines and ordenCompra), then answers 409 with a message', async () => {
    const autorizada = await orden('autorizado');
    const res = await call(`/api/compra/ordenCompra/${autorizada.id}`, 'POST');
    expect(res.status).toBe(201);
    const generada = await res.json();
    expect(generada).toMatchObject({
      ...TOTALES,
      status: 'creado',
      ordenCompra: { id: autorizada.id },
      tieneNotaCredito: false,
      proveedor: { id: proveedorId },
      obra: { id: obraId },
    });
    expect(generada.compraDetalle).toEqual([
      {
        id: expect.any(Number),
        cantidadSurtida: 3,
        nombre: 'Varilla corrugada 3/8',
        unidadMedida: 'pza',
        precioUnitario: 1234.56,
        tasaiva: 0.16,
        importe: 3703.68,
      },
      {
        id: expect.any(Number),
        cantidadSurtida: 2.5,
        nombre: 'Alambre recocido',
        unidadMedida: 'kg',
        precioUnitario: 99.99,
        tasaiva: 0.08,
        importe: 249.98,
      },
    ]);
    await expectError(
      await call(`/api/compra/ordenCompra/${autorizada.id}`, 'POST'),
      409,
      compraYaGenerada(autorizada.folio, generada.folio),
    );
  });

  it('answers 409 for an order not authorized, 404 for an unknown one, 409 on a closed obra', async () => {
    await expectError(
      await call(`/api/compra/ordenCompra/${(await orden('creado')).id}`, 'POST'),
      409,
      ORDEN_NO_AUTORIZADA,
    );
    await expectError(
      await call(`/api/compra/ordenCompra/${(await orden('cancelado')).id}`, 'POST'),
      409,
      ORDEN_CANCELADA,
    );
    await expectError(await call('/api/compra/ordenCompra/999999', 'POST'), 404, 'Orden de compra no encontrada');
    const autorizada = await orden('autorizado');
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      await expectError(
        await call(`/api/compra/ordenCompra/${autorizada.id}`, 'POST'),
        409,
        'La obra esta terminada..',
      );
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });
});

describe('comprobante and aplicar', () => {
  it("answers 404 'Documento no encontrado..' before the upload, then the reference, downloadable", async () => {
    const compra = await nueva();
    await expectError(await call(`/api/compra/${compra.id}/comprobanteUrl`), 404, 'Documento no encontrado..');
    const res = await subirComprobante(server, `/api/compra/${compra.id}`, usuario);
    expect(res.status).toBe(200);
    const { comprobante } = await res.json();
    expect(comprobante).toMatch(/^\/api\/documento\/\d+$/);
    expect(await (await call(`/api/compra/${compra.id}/comprobanteUrl`)).json()).toEqual({ url: comprobante });
    const file = await call(comprobante);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_FILE);
    expect((await subirComprobante(server, `/api/compra/${compra.id}`, usuario, JPEG_IMAGE)).status).toBe(200);
  });

  it("answers 400 'A file is required for upload.' without a file part, 415 for another type", async () => {
    const compra = await nueva();
    const sinArchivo = await subirComprobante(server, `/api/compra/${compra.id}`, usuario, PDF_FILE, 'otro');
    expect([sinArchivo.status, (await sinArchivo.json()).errors]).toEqual([
      400,
      [{ field: 'file', message: 'A file is required for upload.' }],
    ]);
    expect((await call(`/api/compra/${compra.id}/comprobante`, 'PATCH', {})).status).toBe(400);
    expect(
      (await subirComprobante(server, `/api/compra/${compra.id}`, usuario, Buffer.from('texto plano'))).status,
    ).toBe(415);
    expect((await subirComprobante(server, '/api/compra/999999', usuario)).status).toBe(404);
  });

  it('applies only with a comprobante, opening the charge (saldo = total) in the same step, then is read-only', async () => {
    const compra = await nueva();
    await expectError(await call(`/api/compra/${compra.id}/aplicar`, 'POST'), 409, COMPROBANTE_REQUERIDO);
    expect(await server.db.select().from(cargo).where(eq(cargo.documentoId, compra.id))).toHaveLength(0);
    await subirComprobante(server, `/api/compra/${compra.id}`, usuario);
    const res = await call(`/api/compra/${compra.id}/aplicar`, 'POST');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'aplicado', total: TOTALES.total, saldo: TOTALES.total });
    const [charge] = await server.db
      .select()
      .from(cargo)
      .where(and(eq(cargo.tipoDocumento, 'COMPRA'), eq(cargo.documentoId, compra.id)));
    expect(charge).toMatchObject({
      folioDocumento: compra.folio,
      monto: '4566.25',
      saldo: '4566.25',
      proveedorId,
      obraId,
      autorizado: false,
      promesaPago: compra.fecha,
    });
    await expectError(await call(`/api/compra/${compra.id}/aplicar`, 'POST'), 409, COMPRA_APLICADA);
    await expectError(await subirComprobante(server, `/api/compra/${compra.id}`, usuario), 409, COMPRA_APLICADA);
  });

  it('refuses aplicar while a required field is empty (409 naming it, also in acciones), then applies once it is filled', async () => {
    const generada = await (await call(`/api/compra/ordenCompra/${(await orden('autorizado')).id}`, 'POST')).json();
    expect(generada.folioProveedor).toBeUndefined();
    await subirComprobante(server, `/api/compra/${generada.id}`, usuario);
    const leida = await (await call(`/api/compra/${generada.id}`)).json();
    expect(leida.acciones.aplicar).toEqual({
      visible: true,
      permitida: false,
      motivo: faltanCampos(['Folio Proveedor']),
    });
    await expectError(await call(`/api/compra/${generada.id}/aplicar`, 'POST'), 409, faltanCampos(['Folio Proveedor']));
    expect(await server.db.select().from(cargo).where(eq(cargo.documentoId, generada.id))).toHaveLength(0);
    const { acciones: _acciones, comprobante: _comprobante, ...editable } = leida;
    expect((await call('/api/compra', 'PUT', { ...editable, folioProveedor: 'A-555' })).status).toBe(200);
    const aplicada = await call(`/api/compra/${generada.id}/aplicar`, 'POST');
    expect([aplicada.status, (await aplicada.json()).status]).toEqual([200, 'aplicado']);
  });

  it("answers 409 'La obra esta terminada..' for an upload or aplicar on a closed obra, and changes nothing", async () => {
    const compra = await nueva();
    await subirComprobante(server, `/api/compra/${compra.id}`, usuario);
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      await expectError(await call(`/api/compra/${compra.id}/aplicar`, 'POST'), 409, 'La obra esta terminada..');
      await expectError(
        await subirComprobante(server, `/api/compra/${compra.id}`, usuario),
        409,
        'La obra esta terminada..',
      );
      expect((await (await call(`/api/compra/${compra.id}`)).json()).status).toBe('creado');
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });
});

describe('lists and PDFs', () => {
  let obraLista: number;
  let aplicada: { id: number; folio: number };
  let pendiente: { id: number; folio: number };

  beforeAll(async () => {
    obraLista = await insertObra(server, sucursales.matriz);
    aplicada = await compraAplicada(server, usuario, obraLista, proveedorId);
    pendiente = await (
      await call('/api/compra', 'POST', compraValida(obraLista, await insertProveedor(server, 'Ferreteria Ñañez')))
    ).json();
  });

  it('pages an obra’s compras with saldo, searching folio and proveedor without accents; byObra answers all', async () => {
    const page = await (await call(`/api/compra?obraId=${obraLista}&page=0&pageSize=10`)).json();
    expect(page).toMatchObject({ totalElements: 2, page: 0, pageSize: 10 });
    expect(page.content.find((c: { id: number }) => c.id === aplicada.id)).toMatchObject({
      saldo: TOTALES.total,
      status: 'aplicado',
    });
    const found = await (await call(`/api/compra?obraId=${obraLista}&toSearch=nanez`)).json();
    expect(found.content.map((c: { id: number }) => c.id)).toEqual([pendiente.id]);
    expect(await (await call(`/api/compra/byObra/${obraLista}`)).json()).toHaveLength(2);
    const byProveedor = await (
      await call(`/api/compra/byObraAndProveedor?obraId=${obraLista}&proveedorId=${proveedorId}`)
    ).json();
    expect(byProveedor.content.map((c: { id: number }) => c.id)).toEqual([aplicada.id]);
    const porPagar = await (await call(`/api/compra/porpagar?proveedorId=${proveedorId}&pageSize=100`)).json();
    expect(porPagar.content.map((c: { id: number }) => c.id)).toContain(aplicada.id);
    expect(
      porPagar.content.every((c: { status: string; saldo: number }) => c.status === 'aplicado' && c.saldo > 0),
    ).toBe(true);
  });

  it("answers 404 for another sucursal's obra and 400 for a bad page or id", async () => {
    const ajena = await insertObra(server, sucursales.otra);
    expect((await call(`/api/compra?obraId=${ajena}`)).status).toBe(404);
    expect((await call(`/api/compra/byObra/${ajena}`)).status).toBe(404);
    expect((await call(`/api/compra?obraId=${obraLista}&pageSize=500`)).status).toBe(400);
    expect((await call('/api/compra?obraId=abc')).status).toBe(400);
  });

  it('answers the compra and its order as PDFs; 404 for the order of a compra without one', async () => {
    const generada = await (await call(`/api/compra/ordenCompra/${(await orden('autorizado')).id}`, 'POST')).json();
    for (const path of [
      `/api/compra/${aplicada.id}/reporte`,
      `/api/compra/${generada.id}/reporte`,
      `/api/compra/${generada.id}/reporteOrdenCompra`,
    ]) {
      const res = await call(path);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await expectError(
      await call(`/api/compra/${aplicada.id}/reporteOrdenCompra`),
      404,
      'La compra no tiene orden de compra..',
    );
    expect((await call('/api/compra/999999/reporte')).status).toBe(404);
  });
});
