/**
 * Registro de Pago pays all of a proveedor's due charges in one payment (issue 31 item 7): 250
 * charges, more than one screen page, paid by `todos` with the total the caller saw, in one
 * transaction; a concurrent payment of them pays nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cargosCambiaron, SIN_CARGOS_POR_PAGAR } from '../../../schemas/payables';
import { abono, cargo, pago } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { insertCargo } from './test-fixtures';

const CARGOS = 250;

let server: TestServer;
let usuario: string;
let obraId: number;
let proveedorId: number;
/** Cents: 100.01, 100.02, … so a lost or doubled charge changes the total. */
const totalCents = Array.from({ length: CARGOS }, (_, i) => 10_001 + i).reduce((a, b) => a + b, 0);
const total = totalCents / 100;

const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });
const todos = (extra: Record<string, unknown> = {}) => ({
  proveedorId,
  obraId,
  fecha: '2026-03-20',
  formaPago: 'Transferencia',
  todos: true,
  total,
  ...extra,
});
const stored = async () => ({
  pagos: (await server.db.select().from(pago)).length,
  abonos: (await server.db.select().from(abono)).length,
});

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'pagos-todos', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  proveedorId = await insertProveedor(server, 'Aceros del Yaqui');
  const otro = await insertProveedor(server, 'Cementos del Mayo');
  for (let i = 0; i < CARGOS; i++) {
    const monto = ((10_001 + i) / 100).toFixed(2);
    await insertCargo(server.db, { obraId, sucursalId: matriz, proveedorId, monto, fechaPago: '2026-03-20' });
  }
  // Not paid by it: another proveedor's, and one not authorized.
  await insertCargo(server.db, {
    obraId,
    sucursalId: matriz,
    proveedorId: otro,
    monto: '50.00',
    fechaPago: '2026-03-20',
  });
  await insertCargo(server.db, { obraId, sucursalId: matriz, proveedorId, monto: '70.00' });
});
afterAll(() => server.close());

describe('paying all of a proveedor’s due charges', () => {
  it('says how many there are and their total; the screen pages them', async () => {
    const resumen = await call(`/api/pago/porPagar?obraId=${obraId}&proveedorId=${proveedorId}`);
    expect(resumen.status).toBe(200);
    expect(await resumen.json()).toEqual({ cargos: CARGOS, total });
    const page = await (
      await call(`/api/contabilidad/cargos/autorizados?obraId=${obraId}&proveedorId=${proveedorId}&pageSize=100&page=2`)
    ).json();
    expect(page.totalElements).toBe(CARGOS);
    expect(page.content).toHaveLength(CARGOS - 200);
  });

  it('refuses a total other than theirs, and a body naming both or neither, with nothing paid', async () => {
    const before = await stored();
    const res = await call('/api/pago/pagos', 'POST', todos({ total: total - 0.01 }));
    expect([res.status, (await res.json()).message]).toEqual([409, cargosCambiaron(BigInt(totalCents))]);
    for (const body of [
      todos({ pagos: [{ referenciaCargo: 1, monto: 1 }] }),
      todos({ todos: undefined }),
      todos({ total: undefined }),
    ]) {
      const bad = await call('/api/pago/pagos', 'POST', body);
      expect(bad.status).toBe(400);
    }
    expect(await stored()).toEqual(before);
  });

  it('pays all 250 in one pago; a concurrent one finds them paid and pays nothing', async () => {
    const before = await stored();
    const answers = await Promise.all([
      call('/api/pago/pagos', 'POST', todos()),
      call('/api/pago/pagos', 'POST', todos()),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    const paid = await answers.find((res) => res.status === 201)!.json();
    const refused = await answers.find((res) => res.status === 409)!.json();
    expect(refused.message).toBe(SIN_CARGOS_POR_PAGAR);
    expect(paid.total).toBe(total);
    expect(paid.cargos).toHaveLength(CARGOS);
    expect(await stored()).toEqual({ pagos: before.pagos + 1, abonos: before.abonos + CARGOS });
    const left = await server.db
      .select({ saldo: cargo.saldo })
      .from(cargo)
      .where(and(eq(cargo.obraId, obraId), eq(cargo.proveedorId, proveedorId)));
    // Only the unauthorized charge keeps its saldo.
    expect(left.map((row) => row.saldo).filter((saldo) => Number(saldo) !== 0)).toEqual(['70.00']);
    const resumen = await (await call(`/api/pago/porPagar?obraId=${obraId}&proveedorId=${proveedorId}`)).json();
    expect(resumen).toEqual({ cargos: 0, total: 0 });
  });
});
