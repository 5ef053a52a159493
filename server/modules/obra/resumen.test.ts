/**
 * GET /api/obra/{idObra}/resumen and /api/obra/avance over HTTP: every kind of document of an obra
 * written through its own routes, and the summary read after each step against figures kept here
 * in cents (docs/domain.md, Obra figures), its cost Sin partida the same sums; then the 404, 400, 403 and 401 of the summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costoDePartida, porcentaje } from '../../../schemas/costo-partida';
import { fromCents, toCents } from '../../../schemas/money';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { compraValida, subirComprobante } from '../compra/test-fixtures';
import { crearFactura, facturaValida } from '../factura/test-fixtures';
import { insertProveedor, ordenValida, TOTALES } from '../orden-compra/test-fixtures';
import { insertCliente, obraValida } from './test-fixtures';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';

let server: TestServer;
let usuario: string;
let obraId: number;
let clienteId: number;
let proveedorId: number;
let sucursales: { matriz: number; otra: number };

/** The obra's budget (obraValida), in cents: its utilidad planeada is 522,075.07. */
const PRESUPUESTO = { costoTotal: 348050050n, insumos: 156622523n, manoObra: 104415015n, indirectos: 34805005n };

/** What the documents written so far add up to, in cents. */
const cifras = { insumos: 0n, comprometido: 0n, manoObra: 0n, indirectos: 0n, facturado: 0n, cobrado: 0n };

async function call(path: string, method = 'GET', json?: unknown, status = 200) {
  const res = await server.request(path, { method, token: usuario, json });
  const body = await res.json();
  expect([res.status, body.message, body.errors], `${method} ${path}`).toEqual([status, undefined, undefined]);
  return body;
}

/** The summary as it must read with `cifras`: every amount derived in cents, JSON numbers at the end. */
function esperado() {
  const ejercido = cifras.insumos + cifras.manoObra + cifras.indirectos;
  return {
    obra: expect.objectContaining({ id: obraId, nombre: obraValida(clienteId).nombre }),
    insumos: {
      presupuesto: fromCents(PRESUPUESTO.insumos),
      ejercido: fromCents(cifras.insumos),
      comprometido: fromCents(cifras.comprometido),
    },
    manoObra: { presupuesto: fromCents(PRESUPUESTO.manoObra), ejercido: fromCents(cifras.manoObra) },
    indirectos: { presupuesto: fromCents(PRESUPUESTO.indirectos), ejercido: fromCents(cifras.indirectos) },
    ejercido: fromCents(ejercido),
    facturado: fromCents(cifras.facturado),
    cobrado: fromCents(cifras.cobrado),
    utilidadPlaneada: fromCents(
      PRESUPUESTO.costoTotal - PRESUPUESTO.insumos - PRESUPUESTO.manoObra - PRESUPUESTO.indirectos,
    ),
    utilidadActual: fromCents(cifras.facturado - ejercido),
    avance: {
      fisico: null,
      financiero: porcentaje(ejercido, PRESUPUESTO.insumos + PRESUPUESTO.manoObra + PRESUPUESTO.indirectos),
      tiempo: expect.any(Number),
    },
    // Without a presupuesto every cost is Sin partida: what it adds up to is the obra's.
    costoPorPartida: {
      partidas: [],
      sinPartida: costoDePartida({ importe: 0n, ejercido, comprometido: cifras.comprometido, ejecutado: 0n }),
    },
  };
}

/** The obra's row of the dashboard with `cifras`: its totals and the summary's three lines, comprometido included. */
function esperadoAvance() {
  const { insumos, manoObra, indirectos, ejercido } = esperado();
  return {
    id: obraId,
    nombre: obraValida(clienteId).nombre,
    avance: expect.any(Number),
    avanceFisico: null,
    presupuesto: fromCents(PRESUPUESTO.insumos + PRESUPUESTO.manoObra + PRESUPUESTO.indirectos),
    ejercido,
    insumos,
    manoObra,
    indirectos,
  };
}

/** The summary, and the dashboard's row of the obra, as they must read with `cifras`. */
const expectResumen = async () => {
  expect(await call(`/api/obra/${obraId}/resumen`)).toEqual(esperado());
  const avance = (await call('/api/obra/avance')) as { id: number }[];
  expect(avance.find((row) => row.id === obraId)).toEqual(esperadoAvance());
};

/** Attaches a PDF to the document at `path`: 200. */
async function conComprobante(path: string) {
  expect((await subirComprobante(server, path, usuario)).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'cifras', sucursalId: sucursales.matriz });
  clienteId = await insertCliente(server, 'Hoteles de la Bahia', sucursales.matriz);
  obraId = (await call('/api/obra', 'POST', obraValida(clienteId), 201)).id;
  proveedorId = await insertProveedor(server, 'Aceros del Yaqui');
});
afterAll(() => server.close());

describe('GET /api/obra/{idObra}/resumen follows every document of the obra', () => {
  it('starts with the budget, nothing spent, and the planned utilidad', async () => {
    await expectResumen();
    expect(esperado().utilidadPlaneada).toBe(522075.07);
  });

  it('an order: nothing while creado, committed once authorized, its compra committed instead, spent once applied', async () => {
    const orden = await call('/api/ordenCompra', 'POST', ordenValida(obraId, proveedorId), 201);
    expect(orden.total).toBe(TOTALES.total);
    await expectResumen();

    await call(`/api/ordenCompra/${orden.id}/autorizar`, 'POST');
    cifras.comprometido += toCents(TOTALES.total);
    await expectResumen();

    // The generated compra has the order's lines; with one line less (the proveedor's invoice) it commits its own total.
    const generada = await call(`/api/compra/ordenCompra/${orden.id}`, 'POST', undefined, 201);
    await expectResumen();
    const editada = await call('/api/compra', 'PUT', {
      ...generada,
      folioProveedor: 'FAC-2001',
      compraDetalle: generada.compraDetalle.slice(0, 1),
    });
    expect([editada.total, editada.ordenCompra]).toEqual([4296.27, { id: orden.id }]);
    cifras.comprometido += 429627n - toCents(TOTALES.total);
    await expectResumen();

    await conComprobante(`/api/compra/${editada.id}`);
    await expectResumen();
    await call(`/api/compra/${editada.id}/aplicar`, 'POST');
    cifras.insumos += 429627n;
    cifras.comprometido -= 429627n;
    await expectResumen();
    expect(cifras.comprometido).toBe(0n);
  });

  it('a compra entered directly: committed until applied; its nota de crédito lowers insumos once applied', async () => {
    const compra = await call('/api/compra', 'POST', compraValida(obraId, proveedorId), 201);
    expect(compra.total).toBe(TOTALES.total);
    cifras.comprometido += toCents(TOTALES.total);
    await expectResumen();
    await conComprobante(`/api/compra/${compra.id}`);
    await call(`/api/compra/${compra.id}/aplicar`, 'POST');
    cifras.comprometido -= toCents(TOTALES.total);
    cifras.insumos += toCents(TOTALES.total);
    await expectResumen();

    const nota = await call(
      '/api/notaCredito',
      'POST',
      {
        compraId: compra.id,
        fecha: '2025-03-10',
        folioProveedor: 'NC-1',
        notaCreditoDetalle: [{ cantidadSurtida: 1, nombre: 'Varilla', precioUnitario: 1000, tasaiva: 0.16 }],
      },
      201,
    );
    expect(nota.total).toBe(1160);
    await expectResumen();
    await conComprobante(`/api/notaCredito/${nota.id}`);
    await call('/api/notaCredito/aplicar', 'PATCH', { id: nota.id });
    cifras.insumos -= 116000n;
    await expectResumen();
  });

  it('a gasto counts in indirectos once applied', async () => {
    const gasto = await call(
      '/api/gasto',
      'POST',
      {
        fecha: '2025-03-10',
        folio: 4512,
        formaPago: 'Efectivo',
        total: 1234.56,
        proveedor: { id: proveedorId },
        obra: { id: obraId },
      },
      201,
    );
    await expectResumen();
    await conComprobante(`/api/gasto/${gasto.id}`);
    await call(`/api/gasto/${gasto.id}/aplicar`, 'PATCH');
    cifras.indirectos += 123456n;
    await expectResumen();
  });

  it('a nómina counts in mano de obra from its creation and follows its total', async () => {
    const nomina = await call('/api/nomina', 'POST', { semana: 3, total: 48250.75, obra: { id: obraId } }, 201);
    cifras.manoObra += 4825075n;
    await expectResumen();
    await call('/api/nomina', 'PUT', { ...nomina, total: 50000.1 });
    cifras.manoObra += 5000010n - 4825075n;
    await expectResumen();
  });

  it('a factura counts as facturado, an ingreso against it as cobrado; the utilidad a la fecha is facturado − ejercido', async () => {
    const factura = await crearFactura(server, usuario, facturaValida(obraId, clienteId));
    cifras.facturado += 1160050n;
    await expectResumen();
    await call('/api/ingresos', 'POST', [{ factura: { id: factura.id }, monto: 100.1, fecha: '2026-02-10' }], 201);
    cifras.cobrado += 10010n;
    await expectResumen();
    // 11,600.50 − (4,296.27 + 4,566.25 − 1,160.00 + 50,000.10 + 1,234.56)
    expect(esperado().utilidadActual).toBe(-47336.68);
  });

  it('GET /api/obra/avance answers the obra with its budget, what it spent and, per line, what the summary shows', async () => {
    const avance = (await call('/api/obra/avance')) as { id: number }[];
    expect(avance.find((row) => row.id === obraId)).toEqual(esperadoAvance());
    expect(esperado().ejercido).toBe(58937.18);
  });

  it('GET /api/obra/avance answers what is committed: an authorized order counts before its compra', async () => {
    const orden = await call('/api/ordenCompra', 'POST', ordenValida(obraId, proveedorId), 201);
    await call(`/api/ordenCompra/${orden.id}/autorizar`, 'POST');
    cifras.comprometido += toCents(TOTALES.total);
    const avance = (await call('/api/obra/avance')) as { id: number; insumos: { comprometido: number } }[];
    expect(avance.find((row) => row.id === obraId)?.insumos.comprometido).toBe(TOTALES.total);
    await expectResumen();
  });
});

describe('GET /api/obra/{idObra}/resumen refuses', () => {
  const expectError = async (res: Response, status: number, message?: string) =>
    expect([res.status, (await res.json()).message]).toEqual([status, message]);

  it("another sucursal's obra: 404 OBRA_NO_ENCONTRADA, as reading it", async () => {
    const ajena = await insertObra(server, sucursales.otra);
    await expectError(await server.request(`/api/obra/${ajena}/resumen`, { token: usuario }), 404, OBRA_NO_ENCONTRADA);
    const deOtra = await tokenFor(server, { username: 'cifras-otra', sucursalId: sucursales.otra });
    await expectError(await server.request(`/api/obra/${obraId}/resumen`, { token: deOtra }), 404, OBRA_NO_ENCONTRADA);
  });

  it('a malformed id: 400; without the /obras permiso: 403; without a token: 401', async () => {
    await expectError(await server.request('/api/obra/abc/resumen', { token: usuario }), 400, 'Datos invalidos');
    await expectError(await server.request('/api/obra/0/resumen', { token: usuario }), 400, 'Datos invalidos');
    const sinObras = await tokenFor(server, {
      username: 'cifras-sin',
      sucursalId: sucursales.matriz,
      denied: ['/obras'],
    });
    expect((await server.request(`/api/obra/${obraId}/resumen`, { token: sinObras })).status).toBe(403);
    expect((await server.request(`/api/obra/${obraId}/resumen`)).status).toBe(401);
  });
});
