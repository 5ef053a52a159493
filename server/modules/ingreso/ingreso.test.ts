/**
 * POST /api/ingresos, the receivables ledger over HTTP: a set of payments stored all or nothing,
 * each factura's saldo = total − Σ ingresos, never below 0, and every 400/403/404/409. On
 * PostgreSQL (TEST_DATABASE_URL) also 50 concurrent payments against one factura.
 */
import { count, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../../schemas/money';
import { factura, ingreso, obra } from '../../db/schema';
import { OBRA_TERMINADA } from '../../../schemas/messages';
import { ingresoExcedeSaldo } from '../../domain/receivables';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { MONEY_DECIMALS_MESSAGE } from '../common/field-errors';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { crearFactura, facturaValida } from '../factura/test-fixtures';
import { insertCliente } from '../obra/test-fixtures';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let clienteId: number;

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'ingresos', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  clienteId = await insertCliente(server, 'Desarrollos Sonorenses', sucursales.matriz);
});
afterAll(() => server.close());

const registrar = (json: unknown, token = usuario) => server.request('/api/ingresos', { method: 'POST', token, json });
const nueva = (folio: string, total: number, obra = obraId) =>
  crearFactura(server, usuario, facturaValida(obra, clienteId, { folio, total }));
const linea = (facturaId: number, monto: number, extra: object = {}) => ({
  factura: { id: facturaId },
  monto,
  fecha: '2026-02-10',
  ...extra,
});
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

/** The stored saldos and the count of ingresos of these facturas. */
async function ledger(...ids: number[]) {
  const rows = await server.db
    .select({ id: factura.id, saldo: factura.saldo })
    .from(factura)
    .where(inArray(factura.id, ids));
  const [{ n }] = await server.db.select({ n: count() }).from(ingreso).where(inArray(ingreso.facturaId, ids));
  return { saldos: Object.fromEntries(rows.map((r) => [r.id, r.saldo])), ingresos: n };
}

describe('POST /api/ingresos', () => {
  it("stores every ingreso and lowers each factura's saldo: 201 with what was stored", async () => {
    const a = await nueva('1', 1000);
    const b = await nueva('2', 250.5);
    const res = await registrar([
      linea(a.id, 100.1, { formaPago: 'Transferencia', referencia: 'SPEI 0042' }),
      linea(b.id, 250.5, { formaPago: 'Cheque' }),
      linea(a.id, 0.2),
    ]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      {
        id: expect.any(Number),
        factura: { id: a.id, folio: '1', saldo: 899.7 },
        fecha: '2026-02-10',
        monto: 100.1,
        formaPago: 'Transferencia',
        referencia: 'SPEI 0042',
      },
      {
        id: expect.any(Number),
        factura: { id: b.id, folio: '2', saldo: 0 },
        fecha: '2026-02-10',
        monto: 250.5,
        formaPago: 'Cheque',
      },
      { id: expect.any(Number), factura: { id: a.id, folio: '1', saldo: 899.7 }, fecha: '2026-02-10', monto: 0.2 },
    ]);
    expect(await ledger(a.id, b.id)).toEqual({ saldos: { [a.id]: '899.70', [b.id]: '0.00' }, ingresos: 3 });
  });

  it("stores nothing when one line of the set exceeds its saldo: 409 naming the factura's folio and saldo", async () => {
    const a = await nueva('11', 500);
    const b = await nueva('B-12', 80);
    const before = await ledger(a.id, b.id);
    const res = await registrar([linea(a.id, 100), linea(b.id, 80.01), linea(a.id, 50)]);
    await expectError(res, 409, ingresoExcedeSaldo('B-12', 8000n));
    expect(ingresoExcedeSaldo('B-12', 8000n)).toBe('El ingreso excede el saldo de la factura B-12: $80.00..');
    expect(await ledger(a.id, b.id)).toEqual(before);
  });

  it('adds up the lines of one factura: each under the saldo, together above it, is refused', async () => {
    const a = await nueva('21', 100);
    await expectError(await registrar([linea(a.id, 60), linea(a.id, 40.01)]), 409, ingresoExcedeSaldo('21', 10000n));
    expect(await ledger(a.id)).toEqual({ saldos: { [a.id]: '100.00' }, ingresos: 0 });
    expect((await registrar([linea(a.id, 60), linea(a.id, 40)])).status).toBe(201);
    await expectError(await registrar([linea(a.id, 0.01)]), 409, ingresoExcedeSaldo('21', 0n));
  });

  it('answers 400 with Spanish messages per line, storing nothing', async () => {
    const a = await nueva('31', 100);
    const cases: [unknown, string, string][] = [
      [[linea(a.id, 0)], '0.monto', 'El monto debe ser mayor a cero..'],
      [[linea(a.id, -5)], '0.monto', 'El monto debe ser mayor a cero..'],
      [[linea(a.id, 10), linea(a.id, 1.005)], '1.monto', MONEY_DECIMALS_MESSAGE],
      [[linea(a.id, 10, { fecha: '10/02/2026' })], '0.fecha', 'Ingrese una fecha valida..'],
      [[linea(a.id, 10, { formaPago: 'Bitcoin' })], '0.formaPago', 'Seleccione una forma de pago valida..'],
      [[{ monto: 10, fecha: '2026-02-10' }], '0.factura', 'Campo Obligatorio'],
    ];
    for (const [body, field, message] of cases) {
      const res = await registrar(body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toContainEqual({ field, message });
    }
    await expectError(await registrar([]), 400, 'Datos invalidos');
    expect(await ledger(a.id)).toEqual({ saldos: { [a.id]: '100.00' }, ingresos: 0 });
  });

  it('answers 404 for a factura the caller cannot see or that does not exist, storing nothing', async () => {
    const a = await nueva('41', 100);
    const otro = await tokenFor(server, { username: 'ingresos-otra', sucursalId: sucursales.otra });
    await expectError(await registrar([linea(a.id, 10)], otro), 404, 'Factura no encontrada');
    await expectError(await registrar([linea(a.id, 10), linea(2_000_000, 1)]), 404, 'Factura no encontrada');
    expect(await ledger(a.id)).toEqual({ saldos: { [a.id]: '100.00' }, ingresos: 0 });
  });

  it("answers 409 when a factura's obra is closed, storing nothing", async () => {
    const cerrada = await insertObra(server, sucursales.matriz);
    const a = await nueva('51', 100, cerrada);
    const b = await nueva('52', 100);
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, cerrada));
    await expectError(await registrar([linea(b.id, 10), linea(a.id, 10)]), 409, OBRA_TERMINADA);
    expect(await ledger(a.id, b.id)).toEqual({ saldos: { [a.id]: '100.00', [b.id]: '100.00' }, ingresos: 0 });
  });

  it('answers 403 without the Ingresos permiso and 401 without a session', async () => {
    const a = await nueva('61', 100);
    const sinPermiso = await tokenFor(server, {
      username: 'sin-ingresos',
      sucursalId: sucursales.matriz,
      denied: ['/ingreso'],
    });
    expect((await registrar([linea(a.id, 10)], sinPermiso)).status).toBe(403);
    expect((await server.request('/api/ingresos', { method: 'POST', json: [linea(a.id, 10)] })).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('50 concurrent ingresos against one factura (PostgreSQL)', () => {
  it('never takes the saldo below 0: Σ ingresos = total − saldo, the refused ones answer 409', async () => {
    const a = await nueva('71', 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => registrar([linea(a.id, 30)])));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(33);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect((await res.json()).message).toMatch(/^El ingreso excede el saldo de la factura 71: \$\d+\.\d\d\.\.$/);
    }
    const [row] = await server.db
      .select({ total: factura.total, saldo: factura.saldo })
      .from(factura)
      .where(eq(factura.id, a.id));
    const [{ cobrado }] = await server.db
      .select({ cobrado: sum(ingreso.monto) })
      .from(ingreso)
      .where(eq(ingreso.facturaId, a.id));
    expect(toCents(row.saldo)).toBe(1000n);
    expect(toCents(cobrado!)).toBe(toCents(row.total) - toCents(row.saldo));
  });
});
