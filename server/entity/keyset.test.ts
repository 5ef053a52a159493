import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../db/count';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

interface PageJson {
  content: { id: number; nombre: string }[];
  totalElements: number;
}

let server: TestServer;
let admin: string;

const page = async (query: string): Promise<PageJson> => {
  const res = await server.request(`/api/proveedor/page?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json();
};
const nombres = (p: PageJson) => p.content.map((r) => r.nombre);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  // More rows than the exact count covers, named so that any collation sorts them alike.
  await server.db.execute(sql`INSERT INTO proveedor (nombre, direccion, rfc, telefono, correo)
    SELECT 'Proveedor ' || lpad(i::text, 5, '0'), 'Calle 1', 'XAXX010101000', '662 100 2000', 'p@ejemplo.mx'
    FROM generate_series(1, ${EXACT_COUNT_LIMIT + 200}) AS i`);
  await server.db.execute(sql`ANALYZE proveedor`);
});
afterAll(() => server.close());

describe('paged lists over many rows', () => {
  it('counts exactly up to the limit and estimates above it', async () => {
    expect((await page('toSearch=proveedor%200000')).totalElements).toBe(9);
    const all = (await page('pageSize=5')).totalElements;
    expect(all).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(all - (EXACT_COUNT_LIMIT + 200))).toBeLessThan(50);
  });

  it('pages a search in order: exact total up to the limit, estimated above it', async () => {
    const few = await page('toSearch=proveedor%2000&page=3&pageSize=7');
    expect(few.totalElements).toBe(999);
    expect(nombres(few)).toEqual(Array.from({ length: 7 }, (_, i) => `Proveedor ${String(22 + i).padStart(5, '0')}`));
    const many = await page('toSearch=PROVEEDOR&page=2&pageSize=5');
    expect(many.totalElements).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(nombres(many)).toEqual([
      'Proveedor 00011',
      'Proveedor 00012',
      'Proveedor 00013',
      'Proveedor 00014',
      'Proveedor 00015',
    ]);
  });

  it("remembers a big list's estimated total until this process writes the table", async () => {
    const before = (await page('pageSize=5&page=3')).totalElements;
    // Rows written behind the server's back (another instance) move the estimate, not the memory.
    await server.db.execute(sql`INSERT INTO proveedor (nombre, direccion, rfc, telefono, correo)
      SELECT 'Zeta ' || i, 'Calle 1', 'XAXX010101000', '662 100 2000', 'p@ejemplo.mx' FROM generate_series(1, 600) AS i`);
    await server.db.execute(sql`ANALYZE proveedor`);
    expect((await page('pageSize=5&page=4')).totalElements).toBe(before);
    const res = await server.request('/api/proveedor', {
      method: 'POST',
      token: admin,
      json: {
        nombre: 'Zeta final',
        direccion: 'Calle 1',
        rfc: 'XAXX010101000',
        telefono: '662 100 2000',
        correo: 'p@ejemplo.mx',
        esCredito: false,
      },
    });
    expect(res.status).toBe(201);
    expect((await page('pageSize=5&page=4')).totalElements).toBeGreaterThan(before + 500);
    await server.db.execute(sql`DELETE FROM proveedor WHERE nombre LIKE 'Zeta%'`);
    await server.db.execute(sql`ANALYZE proveedor`);
  });

  it('answers the same pages by key as by offset, in any visiting order, and follows writes', async () => {
    const expected = (n: number) =>
      Array.from({ length: 7 }, (_, i) => `Proveedor ${String(n * 7 + i + 1).padStart(5, '0')}`);
    for (const n of [100, 101, 102, 101, 100, 40, 102])
      expect(nombres(await page(`page=${n}&pageSize=7`)), `page ${n}`).toEqual(expected(n));

    const res = await server.request('/api/proveedor', {
      method: 'POST',
      token: admin,
      json: {
        nombre: 'Proveedor 00001A',
        direccion: 'Calle 1',
        rfc: 'XAXX010101000',
        telefono: '662 100 2000',
        correo: 'p@ejemplo.mx',
        esCredito: false,
      },
    });
    expect(res.status).toBe(201);
    const shifted = nombres(await page('page=101&pageSize=7'));
    expect(shifted).toEqual([`Proveedor 00707`, ...expected(101).slice(0, 6)]);
  });
});
