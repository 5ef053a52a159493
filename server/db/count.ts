/**
 * `totalElements` of a page (docs/contract.md) without counting a million rows on every page:
 * exact up to EXACT_COUNT_LIMIT matches, above it the planner's estimate (kept fresh by
 * autovacuum's ANALYZE), never less than what was counted.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

export const EXACT_COUNT_LIMIT = 1000;

/** The row estimate of the plan's top node, from `EXPLAIN (FORMAT JSON)` on either driver. */
function plannedRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const plan = rows[0]['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

const matching = (db: Executor, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where);

/** The planner's estimate of the rows matching `where`, never less than the `counted` ones. */
export async function estimateRows(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  counted: number,
): Promise<number> {
  return Math.max(counted, plannedRows(await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching(db, table, where)}`)));
}

/** The rows matching `where`, counted up to EXACT_COUNT_LIMIT + 1: `[{ total }]`. */
export const cappedCount = (db: Executor, table: PgTable, where: SQL | undefined) =>
  db.select({ total: count() }).from(
    matching(db, table, where)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('capped'),
  );

export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ total }] = await cappedCount(db, table, where);
  return total <= EXACT_COUNT_LIMIT ? total : estimateRows(db, table, where, total);
}

/**
 * The query of the ids of the rows matching `where`, at most EXACT_COUNT_LIMIT + 1 of them and in no order:
 * one scan that counts a search's matches and, when they are few, names them.
 */
export const matchingIds = (db: Executor, table: PgTable, id: AnyPgColumn, where: SQL | undefined) =>
  db
    .select({ id })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1);
