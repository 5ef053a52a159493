/**
 * A list's queries are built once per shape (scope, search words, size, start) and then run with
 * each request's values (./queries.ts): callers of two sucursales never share a kept scope, and a
 * kept shape answers the rows of the values it is run with.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { startTestServer, type TestServer } from '../test-support/server';

interface PageJson {
  content: { nombre: string; sucursal: { id: number } }[];
  totalElements: number;
}

let server: TestServer;
const tokens: Record<'norte' | 'sur', string> = { norte: '', sur: '' };
const ids: Record<'norte' | 'sur', number> = { norte: 0, sur: 0 };

const page = async (who: 'norte' | 'sur', query: string): Promise<PageJson> => {
  const res = await server.request(`/api/cliente?${query}`, { token: tokens[who] });
  expect(res.status).toBe(200);
  return res.json();
};
const nombres = (p: PageJson) => p.content.map((row) => row.nombre);
/** The names `prefix 01` … `prefix <n>`. */
const named = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix} ${String(from + i).padStart(2, '0')}`);

beforeAll(async () => {
  server = await startTestServer();
  const { matriz, otra } = await twoSucursales(server);
  ids.norte = matriz;
  ids.sur = otra;
  tokens.norte = await tokenFor(server, { username: 'ventas-norte', sucursalId: matriz, role: 'ROLE_ADMIN' });
  tokens.sur = await tokenFor(server, { username: 'ventas-sur', sucursalId: otra, role: 'ROLE_ADMIN' });
  // Each sucursal's clientes: the same words in both, told apart by their names' first word.
  for (const [who, sucursalId] of Object.entries(ids)) {
    await server.db.execute(sql`INSERT INTO cliente (nombre, razon_social, direccion, rfc, telefono_contacto,
        correo_contacto, dias_credito, sucursal_id)
      SELECT ${who}::text || ' Alfa ' || lpad(i::text, 2, '0'), 'Razon SA', 'Calle 1', 'XAXX010101000', '662 100 2000',
        'c@ejemplo.mx', 15, ${sucursalId}::int FROM generate_series(1, 30) AS i
      UNION ALL
      SELECT ${who}::text || ' Beta ' || lpad(i::text, 2, '0'), 'Razon SA', 'Calle 1', 'XAXX010101000', '662 100 2000',
        'c@ejemplo.mx', 15, ${sucursalId}::int FROM generate_series(1, 12) AS i`);
  }
});
afterAll(() => server.close());

describe('a list built once per shape', () => {
  it('never answers one sucursal with the scope kept for another', async () => {
    // The same requests in turn: each shape is first built for one caller, then run for the other.
    for (const query of ['pageSize=10', 'pageSize=10&page=1', 'pageSize=10&page=1', 'pageSize=10&page=3']) {
      for (const who of ['norte', 'sur'] as const) {
        const found = await page(who, query);
        expect(found.totalElements).toBe(42);
        expect(found.content.length).toBeGreaterThan(0);
        expect(found.content.every((row) => row.sucursal.id === ids[who])).toBe(true);
        expect(nombres(found).every((nombre) => nombre.startsWith(`${who} `))).toBe(true);
      }
    }
    for (const who of ['sur', 'norte'] as const) {
      const found = await page(who, `toSearch=${encodeURIComponent('alfa 0')}`);
      expect(nombres(found)).toEqual(named(`${who} Alfa`, 1, 9).slice(0, 10));
    }
  });

  it('answers a kept shape with the rows of the values it is run with', async () => {
    // Two words and the phrase, twice with other words; one word, twice; then pages by key.
    expect(nombres(await page('norte', `toSearch=${encodeURIComponent('alfa 2')}&pageSize=5`))).toEqual(
      named('norte Alfa', 20, 24),
    );
    const beta = await page('norte', `toSearch=${encodeURIComponent('beta 1')}&pageSize=5`);
    expect(nombres(beta)).toEqual(named('norte Beta', 10, 12));
    expect(beta.totalElements).toBe(3);
    expect((await page('norte', 'toSearch=beta&pageSize=5')).totalElements).toBe(12);
    expect((await page('norte', 'toSearch=alfa&pageSize=5')).totalElements).toBe(30);
    // Page 2 after page 1 is sought from page 1's last key; page 3 then from page 2's.
    const sizes = [7, 7, 7];
    const pages = [];
    for (const [i, size] of sizes.entries()) pages.push(nombres(await page('sur', `pageSize=${size}&page=${i}`)));
    expect(pages.flat()).toEqual(named('sur Alfa', 1, 21));
    // The same pages again, now from their own first keys.
    expect(nombres(await page('sur', 'pageSize=7&page=2'))).toEqual(named('sur Alfa', 15, 21));
    expect(nombres(await page('sur', 'pageSize=7&page=5'))).toEqual(named('sur Beta', 6, 12));
  });
});
