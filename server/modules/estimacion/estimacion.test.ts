/**
 * Estimaciones over HTTP, on a worked example written here: a contract of $624,456.00 (two conceptos
 * de obra), anticipo 30 % ($187,336.80), IVA 16 %, retenciones 5 al millar on the importe and fondo
 * de garantía 5 % on the subtotal (returned at the finiquito). Estimación 1 bills 40.1234 of CIM-01
 * and 100 of EST-02 with a $1,000 pena; estimación 2 the rest of CIM-01 and 100 more of EST-02; the
 * finiquito the last 50.5 of EST-02, amortizing what is left of the anticipo and returning the fondo.
 * Every refusal answers its Spanish 4xx with nothing stored; facturar makes one factura even on two
 * parallel requests; cobrada follows the ingresos; the estado de cuenta adds it all up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  MOTIVO_DEVOLUCION,
  NETO_SIN_SALDO,
  PERIODO_INVERTIDO,
  PRESUPUESTO_CON_ESTIMACIONES,
  acumuladoExcede,
  conceptoDeOtraObra,
  conceptoRepetido,
  facturaDeEstimacion,
  finiquitoNoEsUltimo,
  obraFiniquitada,
  periodoTraslapa,
} from '../../../schemas/estimacion';
import { avanceConcepto, conceptoObra, estimacion, factura, obra, obraRetencion } from '../../db/schema';
import { ledgerBreaks } from '../../domain/ledger-invariants';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { facturaForm } from '../factura/test-fixtures';
import { insertObra } from '../obra/test-fixtures';

let server: TestServer;
let admin: string;
let ajeno: string;
let obraId: number;
let obraAjena: number;
let cim: number;
let est: number;
let conceptoAjeno: number;
let sucursalDe: number;

const API = '/api/estimacion';
const call = (path: string, method = 'GET', json?: unknown, token = admin) =>
  server.request(path, { method, token, json });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const almacenadas = async () => (await server.db.select({ n: count() }).from(estimacion))[0].n;
const facturas = async () => (await server.db.select({ n: count() }).from(factura))[0].n;

type Linea = { conceptoObraId: number; cantidad: number };
const cuerpo = (periodoDel: string, periodoAl: string, lineas: Linea[], extra: Record<string, unknown> = {}) => ({
  fecha: periodoAl,
  periodoDel,
  periodoAl,
  tipo: 'normal',
  lineas,
  obra: { id: obraId },
  ...extra,
});

async function crear(body: Record<string, unknown>) {
  const res = await call(API, 'POST', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return res.json();
}

let orden = 0;
async function insertConcepto(id: number, clave: string, cantidad: string, precioUnitario: string, importe: string) {
  const [row] = await server.db
    .insert(conceptoObra)
    .values({
      obraId: id,
      orden: orden++,
      clave,
      descripcion: `Concepto ${clave}`,
      unidad: 'm3',
      cantidad,
      precioUnitario,
      importe,
    })
    .returning({ id: conceptoObra.id });
  return row.id;
}

/** What a carátula reads, in the order the example computes it. */
const caratula = (e: Record<string, unknown>) => ({
  importe: e.importe,
  amortizacion: e.amortizacion,
  subtotal: e.subtotal,
  iva: e.iva,
  retenciones: e.retenciones,
  totalDeducciones: e.totalDeducciones ?? 0,
  neto: e.neto,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  ajeno = await tokenFor(server, { username: 'ajeno-estimacion', sucursalId: otra, role: 'ROLE_ADMIN' });
  sucursalDe = matriz;
  obraId = await insertObra(server.db, matriz, 'Puente Sonora');
  obraAjena = await insertObra(server.db, otra, 'Obra Ajena');
  await server.db
    .update(obra)
    .set({ costoTotal: '624456.00', anticipo: '187336.80', tasaIva: 16 })
    .where(eq(obra.id, obraId));
  await server.db.insert(obraRetencion).values([
    { obraId, nombre: '5 al millar', base: 'importe', tasa: '0.5' },
    { obraId, nombre: 'Fondo de garantia', base: 'subtotal', tasa: '5', seDevuelve: true },
  ]);
  // 100 × 1,234.56 = 123,456.00 and 250.5 × 2,000.00 = 501,000.00: the contract's 624,456.00.
  cim = await insertConcepto(obraId, 'CIM-01', '100', '1234.56', '123456.00');
  est = await insertConcepto(obraId, 'EST-02', '250.5', '2000.00', '501000.00');
  conceptoAjeno = await insertConcepto(obraAjena, 'AJ-01', '10', '100.00', '1000.00');
});

afterAll(() => server?.close());

describe('captura de estimaciones', () => {
  let primera: Record<string, unknown> & { id: number };

  it('computa cada renglon y la caratula al centavo (estimacion 1, con una pena convencional)', async () => {
    primera = await crear(
      cuerpo(
        '2026-03-01',
        '2026-03-15',
        [
          { conceptoObraId: cim, cantidad: 40.1234 },
          { conceptoObraId: est, cantidad: 100 },
        ],
        { deducciones: [{ concepto: 'Pena convencional por atraso', importe: 1000 }] },
      ),
    );
    expect([primera.folio, primera.status, primera.tasaIva]).toEqual([1, 'creada', 16]);
    expect(primera.lineas).toMatchObject([
      // 40.1234 × 1,234.56 = 49,534.7447… → 49,534.74
      {
        clave: 'CIM-01',
        unidad: 'm3',
        contratado: 100,
        anterior: 0,
        cantidad: 40.1234,
        acumulado: 40.1234,
        porEstimar: 59.8766,
        precioUnitario: 1234.56,
        importe: 49534.74,
      },
      { clave: 'EST-02', contratado: 250.5, anterior: 0, acumulado: 100, porEstimar: 150.5, importe: 200000 },
    ]);
    // importe 249,534.74; amortización × 187,336.80 ÷ 624,456.00 (30 %) = 74,860.422 → 74,860.42;
    // subtotal 174,674.32; IVA 16 % = 27,947.8912 → 27,947.89; 5 al millar of the importe 1,247.6737 →
    // 1,247.67; fondo 5 % of the subtotal 8,733.716 → 8,733.72; neto = 174,674.32 + 27,947.89 −
    // 9,981.39 − 1,000.00 = 191,640.82.
    expect(caratula(primera)).toEqual({
      importe: 249534.74,
      amortizacion: 74860.42,
      subtotal: 174674.32,
      iva: 27947.89,
      retenciones: [
        { nombre: '5 al millar', base: 'importe', tasa: 0.5, importe: 1247.67 },
        { nombre: 'Fondo de garantia', base: 'subtotal', tasa: 5, importe: 8733.72 },
      ],
      totalDeducciones: 1000,
      neto: 191640.82,
    });
    expect(primera.totalRetenciones).toBe(9981.39);
    expect(primera.acciones).toMatchObject({ enviar: { permitida: true }, facturar: { permitida: false } });
  });

  it('rechaza con 409 el acumulado sobre la cantidad vigente, nombrando la clave, sin guardar nada', async () => {
    const antes = await almacenadas();
    const res = await call(API, 'POST', cuerpo('2026-03-16', '2026-03-31', [{ conceptoObraId: cim, cantidad: 60 }]));
    await expectError(res, 409, acumuladoExcede('CIM-01', '100.1234', '100.0000'));
    expect(await almacenadas()).toBe(antes);
  });

  it('rechaza un periodo que se traslapa, uno invertido, un concepto de otra obra y uno repetido', async () => {
    const antes = await almacenadas();
    await expectError(
      await call(API, 'POST', cuerpo('2026-03-10', '2026-03-20', [{ conceptoObraId: est, cantidad: 1 }])),
      409,
      periodoTraslapa(1, '2026-03-01', '2026-03-15'),
    );
    const invertido = await call(
      API,
      'POST',
      cuerpo('2026-04-10', '2026-04-01', [{ conceptoObraId: est, cantidad: 1 }]),
    );
    expect(invertido.status).toBe(400);
    expect((await invertido.json()).errors).toContainEqual({ field: 'periodoAl', message: PERIODO_INVERTIDO });
    // The superuser sees the other obra's concepto, so its clave is named.
    const otra = await call(
      API,
      'POST',
      cuerpo('2026-04-01', '2026-04-10', [{ conceptoObraId: conceptoAjeno, cantidad: 1 }]),
    );
    expect(otra.status).toBe(400);
    expect((await otra.json()).errors).toContainEqual({
      field: 'lineas.0.conceptoObraId',
      message: conceptoDeOtraObra('AJ-01'),
    });
    const repetido = await call(
      API,
      'POST',
      cuerpo('2026-04-01', '2026-04-10', [
        { conceptoObraId: est, cantidad: 1 },
        { conceptoObraId: est, cantidad: 2 },
      ]),
    );
    expect((await repetido.json()).errors).toContainEqual({
      field: 'lineas.1.conceptoObraId',
      message: conceptoRepetido('EST-02'),
    });
    const decimales = await call(
      API,
      'POST',
      cuerpo('2026-04-01', '2026-04-10', [{ conceptoObraId: est, cantidad: 1.23456 }]),
    );
    expect(decimales.status).toBe(400);
    expect(await almacenadas()).toBe(antes);
  });

  it('seis capturas a la vez del mismo periodo: una se guarda, las demas se rechazan por el traslape', async () => {
    const antes = await almacenadas();
    const otraObra = await insertObra(server.db, sucursalDe, 'Canal Norte');
    const c = await insertConcepto(otraObra, 'CN-01', '10', '100.00', '1000.00');
    const body = {
      ...cuerpo('2026-03-01', '2026-03-15', [{ conceptoObraId: c, cantidad: 1 }]),
      obra: { id: otraObra },
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(API, 'POST', body)));
    const guardadas = answers.filter((res) => res.status === 201);
    expect(guardadas).toHaveLength(1);
    expect((await guardadas[0].json()).folio).toBe(1);
    const traslape = periodoTraslapa(1, '2026-03-01', '2026-03-15');
    for (const res of answers.filter((r) => r.status !== 201)) await expectError(res, 409, traslape);
    expect(await almacenadas()).toBe(antes + 1);
  });

  it('otra sucursal no ve la estimacion ni escribe en la obra', async () => {
    expect((await call(`${API}/${primera.id}`, 'GET', undefined, ajeno)).status).toBe(404);
    const res = await call(
      API,
      'POST',
      cuerpo('2026-05-01', '2026-05-02', [{ conceptoObraId: est, cantidad: 1 }]),
      ajeno,
    );
    expect(res.status).toBe(404);
  });

  it('copiar cantidades de avance: lo ejecutado al fin del periodo menos lo estimado antes', async () => {
    const capturar = async (concepto: number, fecha: string, cantidad: number) =>
      expect((await call(`/api/presupuesto/concepto/${concepto}/avance`, 'POST', { fecha, cantidad })).status).toBe(
        200,
      );
    await capturar(est, '2026-03-10', 90);
    await capturar(cim, '2026-03-25', 70);
    try {
      const avance = (al: string, extra = '', token = admin) =>
        call(`${API}/obra/${obraId}/avance?al=${al}${extra}`, 'GET', undefined, token);
      // After estimación 1 (40.1234 of CIM-01, 100 of EST-02): 70 − 40.1234 of CIM-01; EST-02's 90 is billed already.
      const siguiente = await avance('2026-03-31');
      expect(siguiente.status).toBe(200);
      expect(await siguiente.json()).toEqual([
        {
          conceptoObraId: cim,
          clave: 'CIM-01',
          descripcion: 'Concepto CIM-01',
          unidad: 'm3',
          precioUnitario: 1234.56,
          contratado: 100,
          anterior: 40.1234,
          ejecutado: 70,
          cantidad: 29.8766,
        },
      ]);
      // Estimación 1 itself, as edited: EST-02's capture of the 10th, nothing yet of CIM-01 by the 15th.
      const propia = await (await avance('2026-03-15', `&estimacion=${primera.id}`)).json();
      expect(propia.map((l: Linea) => [l.conceptoObraId, l.cantidad])).toEqual([[est, 90]]);
      expect(await (await avance('2026-03-01')).json()).toEqual([]);
      expect((await avance('2026-03-31', '', ajeno)).status).toBe(404);
      const sinFecha = await call(`${API}/obra/${obraId}/avance?al=31/03/2026`);
      expect(sinFecha.status).toBe(400);
    } finally {
      await server.db.delete(avanceConcepto);
    }
  });

  let segunda: Record<string, unknown> & { id: number };
  it('la estimacion 2 lleva lo anterior y amortiza en proporcion', async () => {
    segunda = await crear(
      cuerpo('2026-03-16', '2026-03-31', [
        { conceptoObraId: cim, cantidad: 59.8766 },
        { conceptoObraId: est, cantidad: 100 },
      ]),
    );
    expect(segunda.folio).toBe(2);
    expect(segunda.lineas).toMatchObject([
      // 59.8766 × 1,234.56 = 73,921.2553… → 73,921.26: with the first's 49,534.74, the concepto's 123,456.00.
      { clave: 'CIM-01', anterior: 40.1234, acumulado: 100, porEstimar: 0, importe: 73921.26 },
      { clave: 'EST-02', anterior: 100, acumulado: 200, porEstimar: 50.5, importe: 200000 },
    ]);
    // 273,921.26 × 30 % = 82,176.378 → 82,176.38; subtotal 191,744.88; IVA 30,679.1808 → 30,679.18;
    // 5 al millar 1,369.6063 → 1,369.61; fondo 9,587.244 → 9,587.24.
    expect(caratula(segunda)).toEqual({
      importe: 273921.26,
      amortizacion: 82176.38,
      subtotal: 191744.88,
      iva: 30679.18,
      retenciones: [
        { nombre: '5 al millar', base: 'importe', tasa: 0.5, importe: 1369.61 },
        { nombre: 'Fondo de garantia', base: 'subtotal', tasa: 5, importe: 9587.24 },
      ],
      totalDeducciones: 0,
      neto: 211467.21,
    });
  });

  it('un finiquito que no es el ultimo periodo se rechaza', async () => {
    await expectError(
      await call(
        API,
        'POST',
        cuerpo('2026-02-01', '2026-02-15', [{ conceptoObraId: est, cantidad: 1 }], { tipo: 'finiquito' }),
      ),
      409,
      finiquitoNoEsUltimo(1),
    );
  });

  let finiquito: Record<string, unknown> & { id: number };
  it('el finiquito amortiza el resto del anticipo y devuelve el fondo de garantia en su propio renglon', async () => {
    finiquito = await crear(
      cuerpo('2026-04-01', '2026-04-15', [{ conceptoObraId: est, cantidad: 50.5 }], { tipo: 'finiquito' }),
    );
    // Left to amortize: 187,336.80 − 74,860.42 − 82,176.38 = 30,300.00. Fondo returned: 8,733.72 +
    // 9,587.24 = 18,320.96 (negative: it adds to the neto). neto = 70,700.00 + 11,312.00 − 505.00 + 18,320.96.
    expect(caratula(finiquito)).toEqual({
      importe: 101000,
      amortizacion: 30300,
      subtotal: 70700,
      iva: 11312,
      retenciones: [
        { nombre: '5 al millar', base: 'importe', tasa: 0.5, importe: 505 },
        { nombre: 'Devolucion de Fondo de garantia', base: 'subtotal', tasa: 5, importe: -18320.96 },
      ],
      totalDeducciones: 0,
      neto: 99827.96,
    });
    const antes = await almacenadas();
    await expectError(
      await call(API, 'POST', cuerpo('2026-05-01', '2026-05-15', [{ conceptoObraId: cim, cantidad: 0.0001 }])),
      409,
      obraFiniquitada(3),
    );
    // An earlier one, still creada, no longer changes: the finiquito amortized and returned what was left of it.
    const editada = await call(API, 'PUT', {
      ...cuerpo('2026-03-16', '2026-03-31', [{ conceptoObraId: est, cantidad: 1 }]),
      id: segunda.id,
    });
    await expectError(editada, 409, obraFiniquitada(3));
    expect(await almacenadas()).toBe(antes);
  });

  it('la reimportacion del presupuesto se rechaza mientras haya estimaciones', async () => {
    const form = new FormData();
    form.append('confirmar', 'true');
    form.append(
      'archivo',
      new Blob(['Clave,Descripcion,Unidad,Cantidad,P.U.,Importe\nA-1,Algo,m2,1,10,10\n']),
      'p.csv',
    );
    const res = await server.request(`/api/presupuesto/obra/${obraId}/importar`, {
      method: 'POST',
      token: admin,
      body: form,
    });
    await expectError(res, 409, PRESUPUESTO_CON_ESTIMACIONES);
  });

  describe('ciclo de vida', () => {
    it('solo se edita creada; enviar, devolver con motivo, autorizar quien y cuando', async () => {
      const enviada = await (await call(`${API}/${primera.id}/enviar`, 'POST')).json();
      expect(enviada.status).toBe('enviada');
      const edit = await call(API, 'PUT', {
        ...cuerpo('2026-03-01', '2026-03-15', [{ conceptoObraId: est, cantidad: 1 }]),
        id: primera.id,
      });
      await expectError(edit, 409, 'La estimacion ya fue enviada..');
      await expectError(
        await call(`${API}/${primera.id}/facturar`, 'POST', { folio: 'E-1' }),
        409,
        'Autorice la estimacion antes de facturarla..',
      );
      const sinMotivo = await call(`${API}/${primera.id}/devolver`, 'POST', { motivo: ' ' });
      expect(sinMotivo.status).toBe(400);
      expect((await sinMotivo.json()).errors[0].message).toBe(MOTIVO_DEVOLUCION);
      const autorizada = await (await call(`${API}/${primera.id}/autorizar`, 'POST')).json();
      expect(autorizada).toMatchObject({ status: 'autorizada', autorizadoPor: 'admin' });
      expect(Date.parse(autorizada.autorizadoEn)).toBeGreaterThan(Date.now() - 60_000);
      const devuelta = await (
        await call(`${API}/${primera.id}/devolver`, 'POST', { motivo: 'Falta el generador del eje 3' })
      ).json();
      expect(devuelta).toMatchObject({ status: 'creada', motivoDevolucion: 'Falta el generador del eje 3' });
      expect(devuelta.autorizadoPor).toBeUndefined();
      await call(`${API}/${primera.id}/enviar`, 'POST');
      await call(`${API}/${primera.id}/autorizar`, 'POST');
    });

    it('facturar crea una sola factura por el neto aunque lleguen dos solicitudes a la vez', async () => {
      const antes = await facturas();
      const [a, b] = await Promise.all([
        call(`${API}/${primera.id}/facturar`, 'POST', { folio: 'EST-0001', fecha: '2026-03-20' }),
        call(`${API}/${primera.id}/facturar`, 'POST', { folio: 'EST-0002', fecha: '2026-03-20' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const perdedora = a.status === 409 ? a : b;
      expect((await perdedora.json()).message).toBe('La estimacion ya esta facturada..');
      expect(await facturas()).toBe(antes + 1);
      const leida = await (await call(`${API}/${primera.id}`)).json();
      expect(leida.status).toBe('facturada');
      const fact = await (await call(`/api/factura/${leida.facturaId}`)).json();
      expect(fact).toMatchObject({ total: 191640.82, saldo: 191640.82, estimacion: { id: primera.id, folio: 1 } });
    });

    it('la factura de una estimacion no cambia su total', async () => {
      const { facturaId } = await (await call(`${API}/${primera.id}`)).json();
      const fact = await (await call(`/api/factura/${facturaId}`)).json();
      const body = { ...fact, total: 1000 };
      delete body.ingresos;
      delete body.estimacion;
      delete body.acciones;
      delete body.saldo;
      const res = await server.request('/api/factura', { method: 'PUT', token: admin, body: facturaForm(body, []) });
      await expectError(res, 409, facturaDeEstimacion(1));
      expect((await (await call(`/api/factura/${facturaId}`)).json()).total).toBe(191640.82);
    });

    it('queda cobrada cuando los ingresos llevan el saldo de su factura a cero', async () => {
      const { facturaId } = await (await call(`${API}/${primera.id}`)).json();
      const ingreso = (monto: number) => [{ factura: { id: facturaId }, monto, fecha: '2026-04-01' }];
      expect((await call('/api/ingresos', 'POST', ingreso(100000))).status).toBe(201);
      expect((await (await call(`${API}/${primera.id}`)).json()).status).toBe('facturada');
      expect((await call('/api/ingresos', 'POST', ingreso(91640.82))).status).toBe(201);
      expect((await (await call(`${API}/${primera.id}`)).json()).status).toBe('cobrada');
    });

    it('no factura una estimacion sin alcance liquido', async () => {
      const otraObra = await insertObra(server.db, sucursalDe, 'Barda');
      const c = await insertConcepto(otraObra, 'B-01', '10', '100.00', '1000.00');
      const pena = await crear({
        ...cuerpo('2026-03-01', '2026-03-02', [{ conceptoObraId: c, cantidad: 1 }]),
        obra: { id: otraObra },
        deducciones: [{ concepto: 'Material suministrado', importe: 200 }],
      });
      await call(`${API}/${pena.id}/enviar`, 'POST');
      const autorizada = await (await call(`${API}/${pena.id}/autorizar`, 'POST')).json();
      expect(autorizada.acciones.facturar).toMatchObject({ permitida: false, motivo: NETO_SIN_SALDO });
      await expectError(await call(`${API}/${pena.id}/facturar`, 'POST', { folio: 'X-1' }), 409, NETO_SIN_SALDO);
    });
  });

  it('el estado de cuenta suma el contrato, lo estimado, el anticipo, lo retenido y lo cobrado', async () => {
    const res = await call(`${API}/obra/${obraId}/estadoCuenta`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      obra: { id: obraId, nombre: 'Puente Sonora' },
      contratado: 624456,
      ajustes: 0,
      vigente: 624456,
      estimado: 624456,
      estimadoPorcentaje: 100,
      porEstimar: 0,
      anticipo: 187336.8,
      amortizado: 187336.8,
      porAmortizar: 0,
      retenido: [
        { nombre: '5 al millar', importe: 3122.28 },
        { nombre: 'Fondo de garantia', importe: 18320.96 },
        { nombre: 'Devolucion de Fondo de garantia', importe: -18320.96 },
      ],
      deducciones: 1000,
      facturado: 191640.82,
      cobrado: 191640.82,
      porCobrar: 0,
      estimaciones: 3,
      finiquitada: true,
    });
    expect((await call(`${API}/obra/${obraAjena}/estadoCuenta`)).status).toBe(200);
    expect((await call(`${API}/obra/${obraId}/estadoCuenta`, 'GET', undefined, ajeno)).status).toBe(404);
  });

  it('npm run verificar finds the books balanced, and names an estimacion whose neto does not add up', async () => {
    expect(await ledgerBreaks(server.db)).toEqual([]);
    await server.db.update(estimacion).set({ neto: '1.00' }).where(eq(estimacion.id, segunda.id));
    expect((await ledgerBreaks(server.db, obraId)).map((b) => b.rule)).toEqual(['caratula']);
    await server.db.update(estimacion).set({ neto: '211467.21' }).where(eq(estimacion.id, segunda.id));
    expect(await ledgerBreaks(server.db, obraId)).toEqual([]);
  });
});
