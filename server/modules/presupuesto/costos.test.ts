/**
 * Cost per partida and avance físico over HTTP: each document write moves its partida in the obra
 * summary (an authorized order → comprometido, its compra generated keeps the line's partida, a
 * compra → comprometido, applied → ejercido, an applied gasto and a nómina → ejercido), costs go up the tree, what
 * names no partida shows as Sin partida; another obra's or sucursal's partida is refused with a
 * Spanish 400 and nothing stored; an avance captured per concepto and fecha moves the partida's
 * and the obra's avance físico, and the dashboard's. A re-import puts the documents' partidas back
 * by clave, and is refused once an avance is captured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  PARTIDA_DE_OTRA_OBRA,
  PRESUPUESTO_CON_AVANCE,
  avanceExcede,
  type RenglonPresupuesto,
} from '../../../schemas/presupuesto';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';
import { gasto } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { compraValida, subirComprobante } from '../compra/test-fixtures';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor, ordenValida } from '../orden-compra/test-fixtures';
import { guardarPresupuesto } from './guardar';
import { conceptoObra, presupuestoPartida } from './table';
import { OPUS, libro } from './test-workbooks';

let server: TestServer;
let usuario: string;
let obraId: number;
let otraObra: number;
let obraAjena: number;
let proveedorId: number;
let matriz: number;
const ids: Record<string, number> = {};

const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });

/** 01 (10,000 own) ⊃ 01.01 (5,000); 02 (3,000); a concepto without partida (2,000). */
const PRESUPUESTO: RenglonPresupuesto[] = [
  { tipo: 'partida', nivel: 1, clave: '01', descripcion: 'CIMENTACION' },
  {
    tipo: 'concepto',
    nivel: 2,
    clave: 'C-1',
    descripcion: 'Zapatas',
    unidad: 'm3',
    cantidad: '10.0000',
    precioUnitario: 100000n,
    importe: 1000000n,
    padre: 0,
  },
  { tipo: 'partida', nivel: 2, clave: '01.01', descripcion: 'Trabes', padre: 0 },
  {
    tipo: 'concepto',
    nivel: 3,
    clave: 'C-2',
    descripcion: 'Trabe T-1',
    unidad: 'ml',
    cantidad: '50.0000',
    precioUnitario: 10000n,
    importe: 500000n,
    padre: 2,
  },
  { tipo: 'partida', nivel: 1, clave: '02', descripcion: 'ACABADOS' },
  {
    tipo: 'concepto',
    nivel: 2,
    clave: 'C-3',
    descripcion: 'Aplanado',
    unidad: 'm2',
    cantidad: '100.0000',
    precioUnitario: 3000n,
    importe: 300000n,
    padre: 4,
  },
  {
    tipo: 'concepto',
    nivel: 1,
    clave: 'C-4',
    descripcion: 'Limpieza',
    unidad: 'lote',
    cantidad: '1.0000',
    precioUnitario: 200000n,
    importe: 200000n,
  },
];

async function presupuestoDe(obra: number, renglones: RenglonPresupuesto[]) {
  await inTransaction(server.db, null, (tx) => guardarPresupuesto(tx, obra, renglones));
  const partidas = await server.db
    .select({ id: presupuestoPartida.id, clave: presupuestoPartida.clave })
    .from(presupuestoPartida)
    .where(eq(presupuestoPartida.obraId, obra));
  const conceptos = await server.db
    .select({ id: conceptoObra.id, clave: conceptoObra.clave })
    .from(conceptoObra)
    .where(eq(conceptoObra.obraId, obra));
  return Object.fromEntries([...partidas, ...conceptos].map((r) => [r.clave, r.id]));
}

interface Costo {
  importe: number;
  ejercido: number;
  comprometido: number;
  margen: number;
  margenPorcentaje: number | null;
  excedida: boolean;
  avanceFisico: number | null;
}

async function resumen() {
  const res = await call(`/api/obra/${obraId}/resumen`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    avance: { fisico: number | null; financiero: number | null; tiempo: number };
    costoPorPartida: { partidas: (Costo & { clave: string })[]; sinPartida: Costo };
  };
  const porClave = Object.fromEntries(body.costoPorPartida.partidas.map((p) => [p.clave, p]));
  return { ...body, porClave };
}

/** The two lines of orden-compra's fixtures: 3703.68 + IVA 592.59 = 4296.27 and 249.98 + 20.00 = 269.98. */
const LINEA_1 = 4296.27;
const LINEA_2 = 269.98;

const ordenCon = (partidas: (number | undefined)[], obra = obraId) => {
  const body = ordenValida(obra, proveedorId);
  return {
    ...body,
    ordenCompraDetalles: body.ordenCompraDetalles.map((linea, i) =>
      partidas[i] === undefined ? linea : { ...linea, partida: { id: partidas[i] } },
    ),
  };
};

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  matriz = sucursales.matriz;
  usuario = await tokenFor(server, { username: 'residente', sucursalId: matriz });
  obraId = await insertObra(server, sucursales.matriz);
  otraObra = await insertObra(server, sucursales.matriz);
  obraAjena = await insertObra(server, sucursales.otra);
  proveedorId = await insertProveedor(server, 'Concretos del Valle');
  Object.assign(ids, await presupuestoDe(obraId, PRESUPUESTO));
  ids.otra = (await presupuestoDe(otraObra, PRESUPUESTO.slice(0, 2)))['01'];
  ids.ajena = (await presupuestoDe(obraAjena, PRESUPUESTO.slice(0, 2)))['01'];
});
afterAll(() => server.close());

describe('cost per partida', () => {
  it('shows every partida with its importe vigente and nothing spent before any document', async () => {
    const { porClave, costoPorPartida } = await resumen();
    expect(porClave['01']).toMatchObject({
      importe: 15000,
      ejercido: 0,
      comprometido: 0,
      margen: 15000,
      margenPorcentaje: 100,
    });
    expect(porClave['01.01']).toMatchObject({ importe: 5000, margen: 5000, excedida: false });
    expect(costoPorPartida.sinPartida).toMatchObject({ importe: 2000, ejercido: 0 });
  });

  it('an order line names its partida; authorized it is comprometido there, up the tree; the other line is Sin partida', async () => {
    const res = await call('/api/ordenCompra', 'POST', ordenCon([ids['01.01']]));
    expect(res.status).toBe(201);
    const orden = await res.json();
    expect(orden.ordenCompraDetalles[0].partida).toEqual({ id: ids['01.01'], nombre: '01.01 Trabes' });
    expect(orden.ordenCompraDetalles[1].partida).toBeUndefined();
    expect((await resumen()).porClave['01.01'].comprometido).toBe(0);

    expect((await call(`/api/ordenCompra/${orden.id}/autorizar`, 'POST')).status).toBe(200);
    let { porClave, costoPorPartida } = await resumen();
    expect(porClave['01.01']).toMatchObject({ comprometido: LINEA_1, margen: 703.73, excedida: false });
    expect(porClave['01']).toMatchObject({ comprometido: LINEA_1, margen: 10703.73 });
    expect(costoPorPartida.sinPartida.comprometido).toBe(LINEA_2);

    // Its compra keeps each line's partida, and takes the order's place in comprometido.
    const generada = await (await call(`/api/compra/ordenCompra/${orden.id}`, 'POST')).json();
    expect(generada.compraDetalle[0].partida).toEqual({ id: ids['01.01'], nombre: '01.01 Trabes' });
    expect((await resumen()).porClave['01.01'].comprometido).toBe(LINEA_1);

    // A compra entered directly: comprometido while creado, ejercido once applied.
    const base = compraValida(obraId, proveedorId);
    const body = {
      ...base,
      compraDetalle: [{ ...base.compraDetalle[0], partida: { id: ids['01.01'] } }, base.compraDetalle[1]],
    };
    const compra = await (await call('/api/compra', 'POST', body)).json();
    expect((await resumen()).porClave['01.01'].comprometido).toBe(8592.54);
    await subirComprobante(server, `/api/compra/${compra.id}`, usuario);
    expect((await call(`/api/compra/${compra.id}/aplicar`, 'POST')).status).toBe(200);
    ({ porClave, costoPorPartida } = await resumen());
    expect(porClave['01.01']).toMatchObject({
      ejercido: LINEA_1,
      comprometido: LINEA_1,
      margen: -3592.54,
      excedida: true,
    });
    expect(costoPorPartida.sinPartida).toMatchObject({ ejercido: LINEA_2, comprometido: LINEA_2 });
  });

  it('an applied gasto and a nómina are ejercido of the partida their header names; past the importe it is excedida', async () => {
    const gastoRes = await call('/api/gasto', 'POST', {
      fecha: '2025-03-10',
      folio: 77,
      formaPago: 'Efectivo',
      total: 2500,
      proveedor: { id: proveedorId },
      obra: { id: obraId },
      partida: { id: ids['02'] },
    });
    expect(gastoRes.status).toBe(201);
    const nuevo = await gastoRes.json();
    expect(nuevo.partida).toEqual({ id: ids['02'], nombre: '02 ACABADOS' });
    expect((await resumen()).porClave['02'].ejercido).toBe(0);
    await subirComprobante(server, `/api/gasto/${nuevo.id}`, usuario);
    expect((await call(`/api/gasto/${nuevo.id}/aplicar`, 'PATCH')).status).toBe(200);
    expect((await resumen()).porClave['02']).toMatchObject({ ejercido: 2500, margen: 500, margenPorcentaje: 16.67 });

    const nomina = await call('/api/nomina', 'POST', {
      semana: 12,
      total: 600,
      obra: { id: obraId },
      partida: { id: ids['02'] },
    });
    expect(nomina.status).toBe(201);
    expect((await resumen()).porClave['02']).toMatchObject({
      ejercido: 3100,
      margen: -100,
      margenPorcentaje: -3.33,
      excedida: true,
    });
  });

  it("refuses another obra's or another sucursal's partida with a Spanish 400, storing nothing", async () => {
    for (const ajena of [ids.otra, ids.ajena, 999999]) {
      const res = await call('/api/ordenCompra', 'POST', ordenCon([undefined, ajena]));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([
        { field: 'ordenCompraDetalles.1.partida.id', message: PARTIDA_DE_OTRA_OBRA },
      ]);
    }
    const antes = (await server.db.select({ n: count() }).from(gasto))[0].n;
    const res = await call('/api/gasto', 'POST', {
      fecha: '2025-03-11',
      folio: 78,
      formaPago: 'Efectivo',
      total: 10,
      proveedor: { id: proveedorId },
      obra: { id: obraId },
      partida: { id: ids.otra },
    });
    expect([res.status, (await res.json()).errors]).toEqual([
      400,
      [{ field: 'partida.id', message: PARTIDA_DE_OTRA_OBRA }],
    ]);
    expect((await server.db.select({ n: count() }).from(gasto))[0].n).toBe(antes);
  });

  it("the picker lists the obra's partidas by clave or words, and answers 404 for another sucursal's obra", async () => {
    const res = await call(`/api/presupuesto/obra/${obraId}/partidas?toSearch=trab`);
    expect(await res.json()).toEqual([{ id: ids['01.01'], nombre: '01.01 Trabes' }]);
    expect((await call(`/api/presupuesto/obra/${obraId}/partidas`)).status).toBe(200);
    expect((await call(`/api/presupuesto/obra/${obraAjena}/partidas`)).status).toBe(404);
    expect(await (await call(`/api/presupuesto/partida/${ids['02']}`)).json()).toEqual({
      id: ids['02'],
      nombre: '02 ACABADOS',
    });
    expect((await call(`/api/presupuesto/partida/${ids.ajena}`)).status).toBe(404);
  });
});

describe('the named query costoPorPartida', () => {
  const consulta = (obra: number, token = usuario) =>
    server.request('/api/data', {
      method: 'POST',
      token,
      json: { query: 'costoPorPartida', params: { obraId: obra } },
    });

  it("answers the summary's cost by partida in the presupuesto's order, Sin partida last", async () => {
    const { costoPorPartida } = await resumen();
    const res = await consulta(obraId);
    expect(res.status).toBe(200);
    const filas = await res.json();
    expect(filas.map((f: { clave: string | null }) => f.clave)).toEqual(['01', '01.01', '02', null]);
    expect(filas[1]).toMatchObject({
      id: ids['01.01'],
      padreId: ids['01'],
      nivel: 2,
      descripcion: 'Trabes',
      importe: 5000,
      ejercido: LINEA_1,
      comprometido: LINEA_1,
      margen: -3592.54,
      excedida: true,
    });
    expect(filas.slice(0, -1)).toEqual(costoPorPartida.partidas);
    expect(filas.at(-1)).toEqual({
      id: null,
      padreId: null,
      nivel: 1,
      clave: null,
      descripcion: 'Sin partida',
      ...costoPorPartida.sinPartida,
    });
  });

  it("answers 404 for another sucursal's obra and 403 without the obra summary's permiso", async () => {
    const res = await consulta(obraAjena);
    expect([res.status, (await res.json()).message]).toEqual([404, OBRA_NO_ENCONTRADA]);
    const sinObras = await tokenFor(server, { username: 'sin-obras', sucursalId: matriz, denied: ['/obras'] });
    expect((await consulta(obraId, sinObras)).status).toBe(403);
  });
});

describe('avance físico', () => {
  const capturar = (concepto: number, fecha: string, cantidad: number) =>
    call(`/api/presupuesto/concepto/${concepto}/avance`, 'POST', { fecha, cantidad });

  it('captures the accumulated cantidad per fecha, the same fecha replacing it, and sums it up the tree', async () => {
    expect((await capturar(ids['C-2'], '2025-03-01', 10)).status).toBe(200);
    const res = await capturar(ids['C-2'], '2025-03-15', 20);
    expect(await res.json()).toMatchObject({
      concepto: { clave: 'C-2', importe: 5000 },
      capturas: [
        { fecha: '2025-03-01', cantidad: 10 },
        { fecha: '2025-03-15', cantidad: 20 },
      ],
      ejecutado: 2000,
      avanceFisico: 40,
    });
    expect(await (await capturar(ids['C-2'], '2025-03-15', 25)).json()).toMatchObject({
      ejecutado: 2500,
      avanceFisico: 50,
    });
    expect((await (await call(`/api/presupuesto/concepto/${ids['C-2']}/avance`)).json()).capturas).toHaveLength(2);
    await capturar(ids['C-3'], '2025-03-15', 50.5);

    const { porClave, avance, costoPorPartida } = await resumen();
    expect(porClave['01.01'].avanceFisico).toBe(50);
    // 01: 2,500 of 15,000; 02: 1,515 of 3,000; the obra: 4,015 of 20,000.
    expect(porClave['01'].avanceFisico).toBe(16.67);
    expect(porClave['02'].avanceFisico).toBe(50.5);
    expect(costoPorPartida.sinPartida.avanceFisico).toBe(0);
    expect(avance.fisico).toBe(20.08);
    expect(avance.tiempo).toBe(100);
    // Ejercido 4296.27 + 269.98 + 2500 + 600 = 7666.25 over a cost budget of 1,000,400.
    expect(avance.financiero).toBe(0.77);

    const tablero = (await (await call('/api/obra/avance')).json()) as { id: number; avanceFisico: number | null }[];
    expect(tablero.find((o) => o.id === obraId)?.avanceFisico).toBe(20.08);
    expect(tablero.find((o) => o.id === otraObra)?.avanceFisico).toBe(0);
  });

  it('refuses more than the concepto’s cantidad or more than 4 decimals (400), and another sucursal’s concepto (404)', async () => {
    const res = await capturar(ids['C-2'], '2025-03-20', 50.0001);
    expect([res.status, (await res.json()).message]).toEqual([400, avanceExcede('50.0000', 'ml')]);
    expect((await capturar(ids['C-2'], '2025-03-20', 1.00001)).status).toBe(400);
    const ajeno = (await presupuestoDe(obraAjena, []))['C-1'];
    expect((await capturar(ajeno, '2025-03-20', 1)).status).toBe(404);
  });
});

describe('a re-import of the presupuesto', () => {
  const importar = async (obra: number) => {
    const form = new FormData();
    form.append('confirmar', 'true');
    form.append('archivo', new Blob([new Uint8Array(await libro(OPUS))]), 'opus.xlsx');
    return server.request(`/api/presupuesto/obra/${obra}/importar`, { method: 'POST', token: usuario, body: form });
  };

  it("puts each document's partida back on the new partida of its clave", async () => {
    const res = await call('/api/nomina', 'POST', {
      semana: 3,
      total: 100,
      obra: { id: otraObra },
      partida: { id: ids.otra },
    });
    const nomina = await res.json();
    expect((await importar(otraObra)).status).toBe(200);
    const leida = await (await call(`/api/nomina/${nomina.id}`)).json();
    expect(leida.partida.nombre).toBe('01 PRELIMINARES');
    expect(leida.partida.id).not.toBe(ids.otra);
  });

  it('is refused (409) once an avance is captured, with nothing changed', async () => {
    const res = await importar(obraId);
    expect([res.status, (await res.json()).message]).toEqual([409, PRESUPUESTO_CON_AVANCE]);
    expect((await resumen()).porClave['01.01'].avanceFisico).toBe(50);
  });
});
