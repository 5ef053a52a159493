/**
 * Aging (antigüedad de saldos), receivables and payables alike, summed by the database: the saldo
 * column into the buckets of schemas/aging.ts (AGING_RANGES: al corriente until the promesaPago,
 * then by days past it), as of business today (America/Hermosillo). A report groups these columns
 * by its party (cliente, proveedor). ./aging.test.ts proves the SQL and the pure `agingOf` the
 * mocks answer with agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AGING_BUCKETS, AGING_RANGES, type AgingAmounts, type AgingColumn } from '../../schemas/aging';
import { moneyToJson } from '../../schemas/money';
import { businessToday } from '../../schemas/today';

export type AgingBuckets = AgingAmounts;

/** The select columns of the buckets, each the decimal text of a sum; `hoy` is business today unless a proof says. */
export function agingColumns(saldo: AnyPgColumn | SQL, promesaPago: AnyPgColumn | SQL, hoy: string = businessToday()) {
  const vencido = sql`(${hoy}::date - ${promesaPago})`;
  const sum = (condition?: SQL) =>
    condition
      ? sql<string>`coalesce(sum(${saldo}) FILTER (WHERE ${condition}), 0)::text`
      : sql<string>`coalesce(sum(${saldo}), 0)::text`;
  const days = (n: number) => sql.raw(String(n));
  const columns = AGING_RANGES.map(({ bucket, desde, hasta }) => [
    bucket,
    sum(
      desde === null
        ? sql`${vencido} <= ${days(hasta!)}`
        : hasta === null
          ? sql`${vencido} >= ${days(desde)}`
          : sql`${vencido} BETWEEN ${days(desde)} AND ${days(hasta)}`,
    ),
  ]);
  return Object.fromEntries([...columns, ['total', sum()]]) as Record<AgingColumn, SQL<string>>;
}

/** A row's sums as the API answers them (JSON numbers through cents). */
export const agingAmounts = (sums: Record<AgingColumn, string>): AgingBuckets =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, moneyToJson(sums[bucket]) as number])) as AgingBuckets;
