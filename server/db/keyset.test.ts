/**
 * One keyset for every list (./keyset.ts): orders refused when declared, a document list walked
 * page by page both ways while others write, and the unpaid charges in their order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../domain/test-fixtures';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { insertProveedor } from '../modules/orden-compra/test-fixtures';
import { startTestServer, type TestServer } from '../test-support/server';
import { keysetOrder } from './keyset';
import { cargo, gasto } from './schema';

const GASTOS = 620;
const CARGOS = 310;
const FECHAS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const PAGE_SIZE = 25;

let server: TestServer;
let token: string;
let obraId: number;
let otraObra: number;
let proveedorId: number;

interface PageJson {
  content: { id: number }[];
  totalElements: number;
}

const pageOf = async (path: string, page: number, pageSize = PAGE_SIZE): Promise<number[]> => {
  const res = await server.request(`${path}&page=${page}&pageSize=${pageSize}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as PageJson).content.map((row) => row.id);
};

/** Every page of `path` from the first to `pages - 1` and back, with `between` run before each page. */
async function walk(path: string, pages: number, between: () => Promise<void>) {
  const forward: number[][] = [];
  for (let page = 0; page < pages; page++) {
    if (page > 0) await between();
    forward.push(await pageOf(path, page));
  }
  const back: number[][] = [];
  for (let page = pages - 1; page >= 0; page--) {
    await between();
    back.unshift(await pageOf(path, page));
  }
  return { forward: forward.flat(), back: back.flat() };
}

const gastoIds = async () => {
  const rows = await server.db
    .select({ id: gasto.id })
    .from(gasto)
    .where(sql`${gasto.obraId} = ${obraId}`)
    .orderBy(sql`${gasto.fecha} DESC, ${gasto.id} DESC`);
  return rows.map((row) => row.id);
};

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  token = await tokenFor(server, { username: 'listas', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  otraObra = await insertObra(server, matriz);
  proveedorId = await insertProveedor(server, 'Proveedor de listas');
  // 620 gastos on 5 fechas, their ids not in fecha order, so the id breaks every tie.
  await server.db
    .execute(sql`INSERT INTO gasto (folio, fecha, forma_pago, total, proveedor_id, status, obra_id, sucursal_id)
    SELECT i, (ARRAY[${sql.join(
      FECHAS.map((fecha) => sql`${fecha}::date`),
      sql`, `,
    )}])[1 + (i * 7) % 5], 'Efectivo', 100, ${proveedorId}, 'creado', ${obraId}, ${matriz}
    FROM generate_series(1, ${GASTOS}) AS i`);
  // 310 unpaid charges: a third unscheduled, payment and promise dates repeated.
  await server.db.execute(sql`INSERT INTO cargo (tipo_documento, documento_id, folio_documento, fecha, proveedor_id,
      obra_id, sucursal_id, monto, saldo, promesa_pago, fecha_pago, autorizado)
    SELECT 'GASTO', 100000 + i, i, '2026-03-01', ${proveedorId}, ${obraId}, ${matriz}, 50, 50,
      '2026-04-01'::date + (i * 11) % 4,
      CASE WHEN i % 3 = 0 THEN NULL ELSE '2026-05-01'::date + (i * 13) % 6 END, i % 3 <> 0
    FROM generate_series(1, ${CARGOS}) AS i`);
});
afterAll(() => server.close());

describe('an order of a list', () => {
  it('is refused when declared on a nullable column, without a final id or with mixed directions', () => {
    expect(() =>
      keysetOrder([
        [cargo.fechaPago, 'asc'],
        [cargo.id, 'asc'],
      ]),
    ).toThrow(/nulos/);
    expect(() => keysetOrder([[gasto.fecha, 'desc']])).toThrow(/termina en id/);
    expect(() =>
      keysetOrder([
        [gasto.fecha, 'desc'],
        [gasto.id, 'asc'],
      ]),
    ).toThrow(/una sola dirección/);
  });
});

describe('a document list walked page by page', () => {
  const path = () => `/api/gasto?obraId=${obraId}`;
  const pages = Math.ceil(GASTOS / PAGE_SIZE);

  it('loses and repeats no row while this server writes the table between pages', async () => {
    const expected = await gastoIds();
    let folio = 90_000;
    // Another obra's gasto: a write to the list's table, which drops its anchors.
    const write = async () => {
      const res = await server.request('/api/gasto', {
        method: 'POST',
        token,
        json: {
          fecha: FECHAS[0],
          folio: folio++,
          formaPago: 'Efectivo',
          total: 10,
          proveedor: { id: proveedorId },
          obra: { id: otraObra },
        },
      });
      expect(res.status).toBe(201);
    };
    const { forward, back } = await walk(path(), pages, write);
    expect(forward).toEqual(expected);
    expect(back).toEqual(expected);
  });

  it('goes on from where the page before ended when rows land above it behind its back', async () => {
    const expected = await gastoIds();
    let folio = 95_000;
    // Another instance's write: a newer gasto at the top of the list; OFFSET would repeat a row.
    const landAbove = async () => {
      await server.db
        .execute(sql`INSERT INTO gasto (folio, fecha, forma_pago, total, proveedor_id, status, obra_id, sucursal_id)
        SELECT ${folio++}, '2026-03-31', 'Efectivo', 100, proveedor_id, 'creado', obra_id, sucursal_id
        FROM gasto WHERE id = ${expected[0]}`);
    };
    const { forward, back } = await walk(path(), pages, landAbove);
    expect(forward).toEqual(expected);
    // Back on page 1, the rows written since show on top.
    expect(back.slice(PAGE_SIZE)).toEqual(expected.slice(PAGE_SIZE));
    expect(back.slice(0, PAGE_SIZE)).toEqual((await gastoIds()).slice(0, PAGE_SIZE));
  });
});

describe('the unpaid charges', () => {
  it('are paged by payment date (unscheduled last), promise and id, both ways', async () => {
    const rows = await server.db
      .select({ id: cargo.id, fechaPago: cargo.fechaPago, promesaPago: cargo.promesaPago })
      .from(cargo)
      .where(sql`${cargo.obraId} = ${obraId} AND ${cargo.saldo} > 0`);
    const key = (row: (typeof rows)[number]) => [row.fechaPago ?? '9999-12-31', row.promesaPago];
    const expected = [...rows]
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]) || a.id - b.id;
      })
      .map((row) => row.id);
    expect(expected).toHaveLength(CARGOS);
    const { forward, back } = await walk(
      `/api/contabilidad/cargos/nopagados?obraId=${obraId}`,
      Math.ceil(CARGOS / PAGE_SIZE),
      async () => {},
    );
    expect(forward).toEqual(expected);
    expect(back).toEqual(expected);
  });
});
