/** /api/pago and /api/contabilidad over HTTP: schedule, pay the whole saldo once, the history and its refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../../schemas/messages';
import { abono, cargo, pago } from '../../db/schema';
import {
  CARGO_NO_ENCONTRADO,
  CARGO_REPETIDO,
  cargoDeOtroProveedor,
  cargoNoAutorizado,
  cargoYaPagado,
  montoNoEsSaldo,
} from '../../domain/payables';
import { fechaPagoPasada } from '../../../schemas/payables';
import { businessToday } from '../../../schemas/today';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { insertCargo } from './test-fixtures';

let server: TestServer;
let usuario: string;
let otro: string;
let matriz: number;
let otra: number;
let obraId: number;
let terminada: number;
let aceros: number;
let cementos: number;

const call = (path: string, method = 'GET', json?: unknown, token = usuario) =>
  server.request(path, { method, token, json });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const cargoNuevo = (monto: string, extra: Partial<Parameters<typeof insertCargo>[1]> = {}) =>
  insertCargo(server.db, { obraId, sucursalId: matriz, proveedorId: aceros, monto, ...extra });
const pagoDe = (pagos: { referenciaCargo: number; monto: number }[], extra: Record<string, unknown> = {}) => ({
  proveedorId: aceros,
  obraId,
  fecha: '2026-03-20',
  formaPago: 'Transferencia',
  descripcion: 'Pago semanal',
  pagos,
  ...extra,
});
const stored = async () => ({
  pagos: (await server.db.select().from(pago)).length,
  abonos: (await server.db.select().from(abono)).length,
});

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  matriz = sucursales.matriz;
  otra = sucursales.otra;
  usuario = await tokenFor(server, { username: 'pagos', sucursalId: matriz });
  otro = await tokenFor(server, { username: 'pagos-otra', sucursalId: sucursales.otra });
  obraId = await insertObra(server, matriz);
  terminada = await insertObra(server, matriz, true);
  aceros = await insertProveedor(server, 'Aceros del Yaqui');
  cementos = await insertProveedor(server, 'Cementos del Mayo');
});
afterAll(() => server.close());

describe('scheduling a charge', () => {
  it('lists it pending, then authorized with its date, then pending again', async () => {
    const id = await cargoNuevo('1160.00', { folio: 71 });
    const pendientes = await (
      await call(`/api/contabilidad/cargos/nopagados?authorized=false&obraId=${obraId}&pageSize=100`)
    ).json();
    expect(pendientes.content.find((row: { id: number }) => row.id === id)).toMatchObject({
      folioDocumento: 71,
      tipoDocumento: 'COMPRA',
      proveedor: { id: aceros, nombre: 'Aceros del Yaqui' },
      monto: 1160,
      saldo: 1160,
      autorizado: false,
    });
    const scheduled = await call(
      `/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=2026-03-27&confirmar=true`,
      'PUT',
    );
    expect(await scheduled.json()).toMatchObject({ id, autorizado: true, fechaPago: '2026-03-27' });
    const autorizados = await (
      await call(`/api/contabilidad/cargos/nopagados?authorized=true&obraId=${obraId}`)
    ).json();
    expect(autorizados.content.map((row: { id: number }) => row.id)).toContain(id);
    const plan = await (await call(`/api/contabilidad/plan?obraId=${obraId}`)).json();
    expect(plan).toContainEqual({
      fechaPago: '2026-03-27',
      proveedor: { id: aceros, nombre: 'Aceros del Yaqui' },
      total: 1160,
      cargos: 1,
    });
    const back = await call(`/api/contabilidad/cargos/${id}/descalendarizar`, 'PUT');
    expect(await back.json()).toMatchObject({ id, autorizado: false });
  });

  it('refuses a payment date already past unless confirmed (409 naming it), and takes today as it is', async () => {
    const id = await cargoNuevo('25.00');
    await expectError(
      await call(`/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=2020-01-01`, 'PUT'),
      409,
      fechaPagoPasada('2020-01-01'),
    );
    const [refused] = await server.db.select().from(cargo).where(eq(cargo.id, id));
    expect([refused.autorizado, refused.fechaPago]).toEqual([false, null]);
    const confirmed = await call(
      `/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=2020-01-01&confirmar=true`,
      'PUT',
    );
    expect(await confirmed.json()).toMatchObject({ id, autorizado: true, fechaPago: '2020-01-01' });
    const today = await call(`/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=${businessToday()}`, 'PUT');
    expect(await today.json()).toMatchObject({ id, autorizado: true, fechaPago: businessToday() });
  });

  it('answers 400 for a bad date, 404 for another sucursal, 409 on a closed obra', async () => {
    const id = await cargoNuevo('10.00');
    await expectError(
      await call(`/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=31/02/2026`, 'PUT'),
      400,
      'Ingrese una fecha valida..',
    );
    await expectError(
      await call(
        `/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=2026-03-27&confirmar=true`,
        'PUT',
        undefined,
        otro,
      ),
      404,
      CARGO_NO_ENCONTRADO,
    );
    const cerrado = await insertCargo(server.db, {
      obraId: terminada,
      sucursalId: matriz,
      proveedorId: aceros,
      monto: '5.00',
    });
    await expectError(
      await call(`/api/contabilidad/cargos/${cerrado}/calendarizarPago?fechaPago=2026-03-27&confirmar=true`, 'PUT'),
      409,
      OBRA_TERMINADA,
    );
    const [row] = await server.db.select().from(cargo).where(eq(cargo.id, cerrado));
    expect(row.autorizado).toBe(false);
  });
});

describe('a payment', () => {
  it('pays the whole saldo of each listed charge once: one pago, one abono each, saldo 0', async () => {
    const a = await cargoNuevo('1000.10', { fechaPago: '2026-03-20', folio: 81 });
    const b = await cargoNuevo('234.45', { fechaPago: '2026-03-20', folio: 82 });
    const res = await call(
      '/api/pago/pagos',
      'POST',
      pagoDe([
        { referenciaCargo: a, monto: 1000.1 },
        { referenciaCargo: b, monto: 234.45 },
      ]),
    );
    expect(res.status).toBe(201);
    const paid = await res.json();
    expect(paid).toMatchObject({
      folio: expect.any(Number),
      total: 1234.55,
      status: 'pagado',
      proveedor: { id: aceros, nombre: 'Aceros del Yaqui' },
      formaPago: 'Transferencia',
    });
    expect(paid.cargos.map((c: { folioDocumento: number; monto: number }) => [c.folioDocumento, c.monto])).toEqual([
      [81, 1000.1],
      [82, 234.45],
    ]);
    const saldos = await server.db.select({ saldo: cargo.saldo }).from(cargo).where(eq(cargo.id, a));
    expect(saldos[0].saldo).toBe('0.00');
    const before = await stored();
    await expectError(
      await call('/api/pago/pagos', 'POST', pagoDe([{ referenciaCargo: a, monto: 1000.1 }])),
      409,
      cargoYaPagado(81),
    );
    expect(await stored()).toEqual(before);
    const historial = await (await call(`/api/pago/historial?obraId=${obraId}&toSearch=yaqui`)).json();
    expect(historial.content.map((row: { id: number }) => row.id)).toContain(paid.id);
    const read = await (await call(`/api/pago/${paid.id}`)).json();
    expect(read.cargos).toHaveLength(2);
  });

  it("refuses, storing nothing: an unauthorized charge, another proveedor's, a monto not the saldo, a repeat, a closed obra", async () => {
    const libre = await cargoNuevo('50.00', { folio: 91 });
    const ajeno = await cargoNuevo('60.00', { folio: 92, proveedorId: cementos, fechaPago: '2026-03-20' });
    const propio = await cargoNuevo('70.00', { folio: 93, fechaPago: '2026-03-20' });
    const before = await stored();
    await expectError(
      await call('/api/pago/pagos', 'POST', pagoDe([{ referenciaCargo: libre, monto: 50 }])),
      409,
      cargoNoAutorizado(91),
    );
    await expectError(
      await call('/api/pago/pagos', 'POST', pagoDe([{ referenciaCargo: ajeno, monto: 60 }])),
      409,
      cargoDeOtroProveedor(92),
    );
    await expectError(
      await call('/api/pago/pagos', 'POST', pagoDe([{ referenciaCargo: propio, monto: 69.99 }])),
      409,
      montoNoEsSaldo(93, 7000n),
    );
    await expectError(
      await call(
        '/api/pago/pagos',
        'POST',
        pagoDe([
          { referenciaCargo: propio, monto: 70 },
          { referenciaCargo: propio, monto: 70 },
        ]),
      ),
      400,
      CARGO_REPETIDO,
    );
    await expectError(
      await call('/api/pago/pagos', 'POST', pagoDe([{ referenciaCargo: propio, monto: 70 }]), otro),
      404,
      OBRA_NO_ENCONTRADA,
    );
    const cerrado = await insertCargo(server.db, {
      obraId: terminada,
      sucursalId: matriz,
      proveedorId: aceros,
      monto: '5.00',
      fechaPago: '2026-03-20',
    });
    await expectError(
      await call('/api/pago/pagos', 'POST', pagoDe([{ referenciaCargo: cerrado, monto: 5 }], { obraId: terminada })),
      409,
      OBRA_TERMINADA,
    );
    const bad = await call('/api/pago/pagos', 'POST', pagoDe([], { formaPago: 'Tarjeta', fecha: 'hoy' }));
    expect(bad.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('exports the history as a real .xlsx named after the page', async () => {
    const res = await call(`/api/pago/historial/excel?obraId=${obraId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Historial de Pagos.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Folio',
      'Fecha',
      'Proveedor',
      'Forma de Pago',
      'Descripcion',
      'Importe',
    ]);
    expect(sheet.getRow(2).getCell(6).value).toBe(1234.55);
    expect(sheet.getRow(2).getCell(6).numFmt).toContain('#,##0.00');
  });
});

describe('the paid charges and the abonos without an obra', () => {
  it("answer every obra the caller may see, paged; another sucursal's stay out", async () => {
    const [segunda, tercera, ajena] = [
      await insertObra(server, matriz),
      await insertObra(server, matriz),
      await insertObra(server, otra),
    ];
    const pagado = async (obra: number, sucursalId: number, fecha: string) => {
      const id = await insertCargo(server.db, {
        obraId: obra,
        sucursalId,
        proveedorId: cementos,
        monto: '50.00',
        fecha,
      });
      await server.db.update(cargo).set({ saldo: '0' }).where(eq(cargo.id, id));
      await server.db.insert(abono).values({ cargoId: id, fecha, monto: '50.00', tipo: 'PAGO', referencia: 1 });
      return id;
    };
    const mios = [await pagado(segunda, matriz, '2031-01-02'), await pagado(tercera, matriz, '2031-01-03')];
    const ajeno = await pagado(ajena, otra, '2031-01-04');
    for (const path of ['/api/contabilidad/cargos/pagados', '/api/contabilidad/abonos']) {
      const first = await call(`${path}?pageSize=2`);
      expect(first.status).toBe(200);
      const page = await first.json();
      const ids = page.content.map((row: { id: number; cargoId?: number }) => row.cargoId ?? row.id);
      // Recent first: the two 2031 charges of the caller's sucursal head the list, the other's is absent.
      expect(ids).toEqual([mios[1], mios[0]]);
      expect(ids).not.toContain(ajeno);
      expect(page.totalElements).toBeGreaterThanOrEqual(2);
      const deOtro = await (await call(`${path}?pageSize=100`, 'GET', undefined, otro)).json();
      expect(deOtro.content.map((row: { id: number; cargoId?: number }) => row.cargoId ?? row.id)).toEqual([ajeno]);
      // With an obra, as before.
      const deUna = await (await call(`${path}?obraId=${segunda}`)).json();
      expect(deUna.content.map((row: { id: number; cargoId?: number }) => row.cargoId ?? row.id)).toEqual([mios[0]]);
    }
  });
});
