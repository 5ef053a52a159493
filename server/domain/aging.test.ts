/**
 * The aging is declared once (schemas/aging.ts): the SQL the reports sum by (./aging.ts) and the
 * pure `agingOf` the mocks answer with put every generated saldo in the same bucket and sum the
 * same cents, around every edge of every range and across month and year ends.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGING_RANGES, agingOf, bucketOf, diasVencidos, vencida } from '../../schemas/aging';
import { centsToText } from '../../schemas/money';
import { startTestServer, type TestServer } from '../test-support/server';
import { agingAmounts, agingColumns } from './aging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const edges = AGING_RANGES.flatMap(({ desde, hasta }) => [desde, hasta]).filter((n): n is number => n !== null);

const hoy = fc
  .integer({ min: Date.UTC(2024, 0, 1) / DAY_MS, max: Date.UTC(2027, 11, 31) / DAY_MS })
  .map((d) => d * DAY_MS);
const dias = fc.oneof(fc.integer({ min: -400, max: 400 }), fc.constantFrom(...edges.flatMap((n) => [n - 1, n, n + 1])));
const fila = fc.record({
  parte: fc.integer({ min: 1, max: 4 }),
  cents: fc.oneof(fc.bigInt({ min: -1000n, max: 0n }), fc.bigInt({ min: 1n, max: 99_999_999_999n })),
  dias,
});

describe('aging: SQL and schemas/aging.ts agree', () => {
  it('the same buckets and sums for generated saldos, promesas and days', async () => {
    await fc.assert(
      fc.asyncProperty(hoy, fc.array(fila, { minLength: 1, maxLength: 12 }), async (hoyMs, filas) => {
        const dia = isoDay(hoyMs);
        const rows = filas.map(({ parte, cents, dias: d }) => ({
          parte,
          saldo: centsToText(cents),
          promesaPago: isoDay(hoyMs - d * DAY_MS),
        }));
        const values = sql.join(
          rows.map((r) => sql`(${r.parte}::int, ${r.saldo}::numeric(14,2), ${r.promesaPago}::date)`),
          sql`, `,
        );
        const columns = Object.entries(agingColumns(sql`t.saldo`, sql`t.promesa`, dia)).map(
          ([name, column]) => sql`${column} AS ${sql.identifier(name)}`,
        );
        const query = sql`SELECT t.parte, ${sql.join(columns, sql`, `)}
          FROM (VALUES ${values}) AS t(parte, saldo, promesa) WHERE t.saldo > 0 GROUP BY t.parte ORDER BY t.parte`;
        const result = (await server.db.execute(query)) as unknown as { rows: Record<string, string>[] };
        const fromSql = result.rows.map(({ parte, ...sums }) => ({
          id: Number(parte),
          ...agingAmounts(sums as Parameters<typeof agingAmounts>[0]),
        }));
        const pure = agingOf(
          'cliente',
          rows.map((r) => ({
            parte: { id: r.parte, nombre: `P${r.parte}` },
            saldo: r.saldo,
            promesaPago: r.promesaPago,
          })),
          dia,
        ).map(({ cliente, ...amounts }) => ({ id: cliente.id, ...amounts }));
        expect(pure).toEqual(fromSql);
      }),
      { numRuns: 60 },
    );
  });

  it('days past the promesa, the bucket edges and overdue', () => {
    expect(diasVencidos('2026-02-28', '2026-03-01')).toBe(1);
    expect(diasVencidos('2025-12-31', '2025-12-31')).toBe(0);
    expect([0, 1, 30, 31, 60, 61, 90, 91, -5].map(bucketOf)).toEqual([
      'alCorriente',
      'dias1a30',
      'dias1a30',
      'dias31a60',
      'dias31a60',
      'dias61a90',
      'dias61a90',
      'mas90',
      'alCorriente',
    ]);
    expect(vencida({ promesaPago: '2026-03-01', saldo: 1 }, '2026-03-02')).toBe(true);
    expect(vencida({ promesaPago: '2026-03-02', saldo: 1 }, '2026-03-02')).toBe(false);
    expect(vencida({ promesaPago: '2026-03-01', saldo: 0 }, '2026-03-02')).toBe(false);
    expect(vencida({ saldo: 1 }, '2026-03-02')).toBe(false);
  });
});
