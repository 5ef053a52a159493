/**
 * Aging (antigüedad de saldos), receivables and payables alike, summed by the database: the saldo
 * column into the buckets of schemas/aging.ts (AGING_RANGES: al corriente until the promesaPago,
 * then by days past it), as of business today (America/Hermosillo). A report groups these columns
 * by its party (cliente, proveedor). ./aging.test.ts proves the SQL and the pure `agingOf` the
 * mocks answer with agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AGING_RANGES, type AgingAmounts, type AgingColumn } from '../../schemas/aging';
import { moneyToJson } from '../../schemas/money';
import { businessToday } from '../../schemas/today';

export type AgingBuckets = AgingAmounts;

/** One value per column of an aging row, in AGING_BUCKETS' order (a column added there must be added here). */
const porColumna = <V>(value: (column: AgingColumn) => V): Record<AgingColumn, V> => ({
  alCorriente: value('alCorriente'),
  dias1a30: value('dias1a30'),
  dias31a60: value('dias31a60'),
  dias61a90: value('dias61a90'),
  mas90: value('mas90'),
  total: value('total'),
});

/** The select columns of the buckets, each the decimal text of a sum; `hoy` is business today unless a proof says. */
export function agingColumns(saldo: AnyPgColumn | SQL, promesaPago: AnyPgColumn | SQL, hoy: string = businessToday()) {
  const vencido = sql`(${hoy}::date - ${promesaPago})`;
  const sum = (condition?: SQL) =>
    condition
      ? sql<string>`coalesce(sum(${saldo}) FILTER (WHERE ${condition}), 0)::text`
      : sql<string>`coalesce(sum(${saldo}), 0)::text`;
  const days = (n: number) => sql.raw(String(n));
  const within = ({ desde, hasta }: (typeof AGING_RANGES)[number]) =>
    desde === null
      ? sql`${vencido} <= ${days(hasta!)}`
      : hasta === null
        ? sql`${vencido} >= ${days(desde)}`
        : sql`${vencido} BETWEEN ${days(desde)} AND ${days(hasta)}`;
  // `total` has no range: the whole sum.
  return porColumna((column) => {
    const range = AGING_RANGES.find(({ bucket }) => bucket === column);
    return sum(range && within(range));
  });
}

/** A row's sums as the API answers them (JSON numbers through cents). */
export const agingAmounts = (sums: Record<AgingColumn, string>): AgingBuckets =>
  porColumna((column) => moneyToJson(sums[column]));
