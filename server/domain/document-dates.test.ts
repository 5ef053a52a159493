/**
 * A document's dates (its fecha, a factura's promesa de pago, an ingreso's fecha, a payment date)
 * are refused outside 2000-01-01..2099-12-31 with one Spanish 400, whatever the browser sends: a
 * year typed as '26' must never be stored as 0026. Dates that are not a document's (an empleado's
 * birth) keep their own range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/server';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { crearFactura, facturaForm, facturaValida } from '../modules/factura/test-fixtures';
import { insertCliente } from '../modules/obra/test-fixtures';
import { insertProveedor, ordenValida } from '../modules/orden-compra/test-fixtures';
import { insertCargo } from '../modules/pago/test-fixtures';
import { insertObra } from './test-fixtures';

let server: TestServer;
let usuario: string;
let matriz: number;
let obraId: number;
let proveedorId: number;
let clienteId: number;

/** As users read it (schemas/defs/document.schema.json, `fecha`). */
const FECHA_FUERA_DE_RANGO = 'La fecha debe estar entre 01/01/2000 y 31/12/2099..';

const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });
/** The 400 and the field it names. */
const expectOutOfRange = async (res: Response, field: string) => {
  const body = await res.json();
  expect([res.status, body.errors]).toEqual([400, [{ field, message: FECHA_FUERA_DE_RANGO }]]);
};

beforeAll(async () => {
  server = await startTestServer();
  matriz = (await twoSucursales(server)).matriz;
  usuario = await tokenFor(server, { username: 'fechas', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  proveedorId = await insertProveedor(server, 'Aceros de Cajeme');
  clienteId = await insertCliente(server, 'Constructora del Valle', matriz);
});
afterAll(() => server.close());

describe("a document's date", () => {
  it('refuses a fecha in year 0026, 1999 or 2100 and stores nothing', async () => {
    for (const fecha of ['0026-12-05', '1999-12-31', '2100-01-01']) {
      await expectOutOfRange(
        await call('/api/ordenCompra', 'POST', { ...ordenValida(obraId, proveedorId), fecha }),
        'fecha',
      );
    }
    const page = await (await call(`/api/ordenCompra?obraId=${obraId}`)).json();
    expect(page.content).toEqual([]);
  });

  it('takes the first and the last day of the range', async () => {
    for (const fecha of ['2000-01-01', '2099-12-31']) {
      const res = await call('/api/ordenCompra', 'POST', { ...ordenValida(obraId, proveedorId), fecha });
      expect([res.status, (await res.json()).fecha]).toEqual([201, fecha]);
    }
  });

  it("refuses a factura's promesa de pago out of range, and an ingreso's fecha", async () => {
    const res = await server.request('/api/factura', {
      method: 'POST',
      token: usuario,
      body: facturaForm(facturaValida(obraId, clienteId, { promesaPago: '0026-02-01' })),
    });
    await expectOutOfRange(res, 'promesaPago');
    const factura = await crearFactura(server, usuario, facturaValida(obraId, clienteId, { folio: '77' }));
    const ingreso = [{ factura: { id: factura.id }, monto: 10, fecha: '0026-02-10' }];
    await expectOutOfRange(await call('/api/ingresos', 'POST', ingreso), '0.fecha');
  });

  it('refuses a payment date out of range', async () => {
    const id = await insertCargo(server.db, { obraId, sucursalId: matriz, proveedorId, monto: '10.00' });
    await expectOutOfRange(
      await call(`/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=0026-12-05`, 'PUT'),
      'fechaPago',
    );
  });
});
