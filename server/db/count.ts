/**
 * `totalElements` of a page (docs/contract.md) without counting a million rows on every page:
 * exact up to EXACT_COUNT_LIMIT matches, above it the planner's estimate (kept fresh by
 * autovacuum's ANALYZE), never less than what was counted.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

export const EXACT_COUNT_LIMIT = 1000;

/** The row estimate of the plan's top node, from `EXPLAIN (FORMAT JSON)` on either driver. */
function plannedRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const plan = rows[0]['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const matching = () => db.select({ one: sql`1` }).from(table).where(where);
  const capped = matching().limit(EXACT_COUNT_LIMIT + 1).as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  if (total <= EXACT_COUNT_LIMIT) return total;
  const estimate = plannedRows(await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching()}`));
  return Math.max(total, estimate);
}
