/**
 * Concurrency proofs (issue 10, README "Proofs"): what a burst of identical requests may not break.
 * Run on PGlite (one connection: interleaving at every await) and on PostgreSQL with
 * TEST_DATABASE_URL (a pool: truly parallel transactions).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abono, cargo, pago, permiso, sucursal, usuario } from '../db/schema';
import { cargoYaPagado } from '../domain/payables';
import { insertObra } from '../domain/test-fixtures';
import { tokenFor } from '../modules/common/test-callers';
import { insertProveedor } from '../modules/orden-compra/test-fixtures';
import { insertCargo } from '../modules/pago/test-fixtures';
import { USERNAME_EN_USO } from '../modules/usuario/usuario.service';
import { MAX_FAILED_ATTEMPTS } from '../modules/auth/login-attempts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';
import { TEST_PASSWORD } from '../test-support/users';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('100 concurrent creates with the same unique key', () => {
  it('stores one usuario: one 201, the rest a Spanish 409', async () => {
    const body = (i: number) => ({
      username: 'Repetido',
      role: 'ROLE_USER',
      nombres: `N${i}`,
      apellidos: 'A',
      correo: `r${i}@x.mx`,
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.request('/api/usuario', { method: 'POST', token: admin, json: body(i) }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: 99 });
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).message).toBe(USERNAME_EN_USO);
    const [{ n }] = await server.db.select({ n: count() }).from(usuario).where(eq(usuario.username, 'Repetido'));
    expect(n).toBe(1);
  });
});

describe('simultaneous "Generar Permisos" for one user', () => {
  it('all succeed and leave one permiso per menu item', async () => {
    const user = await server.createUser({ username: 'regenerado', role: 'ROLE_USER' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.request(`/api/usuario/permiso/${user.id}`, { method: 'POST', token: admin }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await server.db
      .select({ menuItemId: permiso.menuItemId })
      .from(permiso)
      .where(eq(permiso.usuarioId, user.id));
    expect(new Set(rows.map((r) => r.menuItemId)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('login lockout under a parallel burst', () => {
  it('lets exactly 10 of 50 parallel wrong passwords be tried, then locks the right one out', async () => {
    await server.createUser({ username: 'rafaga', role: 'ROLE_USER' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.request('/unauth/authenticate', {
          method: 'POST',
          json: { username: 'rafaga', password: 'equivocada' },
        }),
      ),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(counts).toEqual({ 401: MAX_FAILED_ATTEMPTS, 429: 50 - MAX_FAILED_ATTEMPTS });
    const right = await server.request('/unauth/authenticate', {
      method: 'POST',
      json: { username: 'rafaga', password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
  });
});

describe('simultaneous payments of the same authorized charges', () => {
  // A pool runs the burst truly in parallel; PGlite's one connection interleaves a smaller one.
  const burst = process.env.TEST_DATABASE_URL ? 100 : 25;
  let tesoreria: string;
  let obraId: number;
  let proveedorId: number;
  let sucursalId: number;
  let folio = 500;

  beforeAll(async () => {
    [{ id: sucursalId }] = await server.db.select({ id: sucursal.id }).from(sucursal).orderBy(sucursal.id).limit(1);
    tesoreria = await tokenFor(server, { username: 'tesoreria', sucursalId });
    obraId = await insertObra(server, sucursalId);
    proveedorId = await insertProveedor(server, 'Aceros concurrentes');
  });

  /** `n` authorized charges of 100.10, in id order. */
  async function autorizados(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const values = { obraId, sucursalId, proveedorId, monto: '100.10', folio: ++folio, fechaPago: '2026-03-20' };
      ids.push(await insertCargo(server.db, values));
    }
    return ids;
  }

  const pagar = (ids: number[]) =>
    server.request('/api/pago/pagos', {
      method: 'POST',
      token: tesoreria,
      json: {
        proveedorId,
        obraId,
        fecha: '2026-03-20',
        formaPago: 'Transferencia',
        pagos: ids.map((id) => ({ referenciaCargo: id, monto: 100.1 })),
      },
    });

  /** Per charge, in id order: its folio, its saldo and the pagos its abonos name. */
  async function ledger(ids: number[]) {
    const rows = await server.db
      .select({ id: cargo.id, folio: cargo.folioDocumento, saldo: cargo.saldo })
      .from(cargo)
      .where(inArray(cargo.id, ids))
      .orderBy(asc(cargo.id));
    const abonos = await server.db
      .select({ cargoId: abono.cargoId, pagoId: abono.referencia })
      .from(abono)
      .where(inArray(abono.cargoId, ids));
    return rows.map((row) => ({ ...row, pagos: abonos.filter((a) => a.cargoId === row.id).map((a) => a.pagoId) }));
  }

  it(`pays them once of ${burst} identical requests: one 201, the rest 409, one abono each, saldo 0, one pago`, async () => {
    const ids = await autorizados(3);
    const answers = await Promise.all(Array.from({ length: burst }, () => pagar(ids)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: burst - 1 });
    const rows = await ledger(ids);
    // A refused payment finds the first charge it checks paid.
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).message).toBe(cargoYaPagado(rows[0].folio));
    const { id: pagoId } = await answers.find((a) => a.status === 201)!.json();
    expect(rows.map((row) => [row.saldo, row.pagos])).toEqual(ids.map(() => ['0.00', [pagoId]]));
    const [{ n }] = await server.db.select({ n: count() }).from(pago).where(eq(pago.proveedorId, proveedorId));
    expect(n).toBe(1);
  });

  it('never deadlocks two overlapping payments, whatever order they list their charges in, nor pays one twice', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b, c] = await autorizados(3);
      // Odd rounds list the second payment's charges against id order: the locks are still taken in id order.
      const answers = await Promise.all([pagar([a, b]), pagar(round % 2 ? [c, b] : [b, c])]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const paid = answers[0].status === 201 ? [a, b] : [b, c];
      const rows = await ledger([a, b, c]);
      expect(rows.map((row) => [row.saldo, row.pagos.length])).toEqual(
        [a, b, c].map((id) => (paid.includes(id) ? ['0.00', 1] : ['100.10', 0])),
      );
      const refused = answers.find((res) => res.status === 409)!;
      expect((await refused.json()).message).toBe(cargoYaPagado(rows[1].folio));
    }
  });

  it('pays two disjoint payments side by side: both 201', async () => {
    const ids = await autorizados(4);
    const [a, b, c, d] = ids;
    const answers = await Promise.all([pagar([a, b]), pagar([d, c])]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect((await ledger(ids)).map((row) => [row.saldo, row.pagos.length])).toEqual(ids.map(() => ['0.00', 1]));
  });
});
