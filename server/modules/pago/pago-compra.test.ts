/**
 * A compra from creation to paid, over HTTP only: applied with its comprobante, scheduled through
 * the compra's own route, in the payment run of its date, paid, and read back with saldo 0.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIN_CARGOS_EN_LA_FECHA } from '../../../schemas/payables';
import { insertObra } from '../../domain/test-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { compraAplicada } from '../compra/test-fixtures';
import { insertProveedor } from '../orden-compra/test-fixtures';

const FECHA = '2026-03-20';

let server: TestServer;
let usuario: string;
let obraId: number;
let proveedorId: number;

const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compra-pagada', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  proveedorId = await insertProveedor(server, 'Aceros del Pacifico');
});
afterAll(() => server.close());

it('schedules an applied compra through /api/compra, pays its saldo and reads the compra paid', async () => {
  const compra = await compraAplicada(server, usuario, obraId, proveedorId);
  expect(compra).toMatchObject({ status: 'aplicado', total: 4566.25, saldo: 4566.25 });

  const scheduled = await call(`/api/compra/${compra.id}/calendarizarPago?fechaPago=${FECHA}&confirmar=true`, 'PUT');
  expect(scheduled.status).toBe(200);
  const charge = await scheduled.json();
  expect(charge).toMatchObject({
    tipoDocumento: 'COMPRA',
    referenciaDocumento: compra.id,
    folioDocumento: compra.folio,
    saldo: 4566.25,
    autorizado: true,
    fechaPago: FECHA,
  });

  const run = await call(`/api/contabilidad/relacion?obraId=${obraId}&fechaPago=${FECHA}`);
  expect(run.status).toBe(200);
  expect(pdfText(Buffer.from(await run.arrayBuffer()))).toContain('Total $4,566.25');

  const paid = await call('/api/pago/pagos', 'POST', {
    proveedorId,
    obraId,
    fecha: FECHA,
    formaPago: 'Transferencia',
    pagos: [{ referenciaCargo: charge.id, monto: charge.saldo }],
  });
  expect(paid.status).toBe(201);
  expect(await paid.json()).toMatchObject({ total: 4566.25, cargos: [{ id: charge.id, monto: 4566.25 }] });

  const read = await call(`/api/compra/${compra.id}`);
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ id: compra.id, total: 4566.25, saldo: 0 });
  const after = await call(`/api/contabilidad/relacion?obraId=${obraId}&fechaPago=${FECHA}`);
  expect([after.status, (await after.json()).message]).toEqual([404, SIN_CARGOS_EN_LA_FECHA]);
});
