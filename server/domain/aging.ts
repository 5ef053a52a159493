/**
 * Aging (antigüedad de saldos), receivables and payables alike: the saldo column summed by the
 * database into al corriente (until the promesaPago) and by days past it, as of business today
 * (America/Hermosillo). A report groups these columns by its party (cliente, proveedor).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { moneyToJson } from '../../schemas/money';
import { businessToday } from '../../schemas/today';

export interface AgingBuckets {
  alCorriente: number;
  dias1a30: number;
  dias31a60: number;
  dias61a90: number;
  mas90: number;
  total: number;
}

/** The select columns of the buckets, each the decimal text of a sum. */
export function agingColumns(saldo: AnyPgColumn, promesaPago: AnyPgColumn) {
  const vencido = sql`(${businessToday()}::date - ${promesaPago})`;
  const bucket = (condition: SQL) => sql<string>`coalesce(sum(${saldo}) FILTER (WHERE ${condition}), 0)::text`;
  return {
    alCorriente: bucket(sql`${vencido} <= 0`),
    dias1a30: bucket(sql`${vencido} BETWEEN 1 AND 30`),
    dias31a60: bucket(sql`${vencido} BETWEEN 31 AND 60`),
    dias61a90: bucket(sql`${vencido} BETWEEN 61 AND 90`),
    mas90: bucket(sql`${vencido} > 90`),
    total: sql<string>`sum(${saldo})::text`,
  };
}

/** A row's sums as the API answers them (JSON numbers through cents). */
export function agingAmounts(sums: Record<keyof AgingBuckets, string>): AgingBuckets {
  const money = (text: string) => moneyToJson(text) as number;
  return {
    alCorriente: money(sums.alCorriente),
    dias1a30: money(sums.dias1a30),
    dias31a60: money(sums.dias31a60),
    dias61a90: money(sums.dias61a90),
    mas90: money(sums.mas90),
    total: money(sums.total),
  };
}
