/**
 * Deep pages at the cost of page 1 while the API keeps `page`/`pageSize` (docs/contract.md): the
 * sort key where a page begins is remembered from the pages served (an anchor per list, page and
 * size), so the next page, a page seen again and the way back are read with
 * `(nombre, id) >= key` over the order's index instead of skipping `page × pageSize` rows. A page
 * without an anchor (a jump) falls back to OFFSET and leaves anchors for its neighbours.
 * A list's estimated total (above db/count.ts's exact limit, where it is the planner's guess
 * anyway) is remembered beside them, so its next pages skip the count.
 * Anchors are forgotten when this process writes the table and after ANCHOR_TTL_MS, which bounds
 * how long a write by another instance can shift the pages it lands before (as with any keyset).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT } from '../db/count';
import type { PageRequest } from '../db/paging';
import { requireColumn, type Row } from './mapping';

export const ANCHOR_TTL_MS = 60_000;
const MAX_ANCHORS = 5_000;

interface Anchor {
  key: unknown[];
  /** The first row of the page (>=), or the last row of the page before (>). */
  inclusive: boolean;
  at: number;
}

const anchorsByTable = new WeakMap<PgTable, Map<string, Anchor>>();
const totalsByTable = new WeakMap<PgTable, Map<string, { total: number; at: number }>>();
const dialect = new PgDialect();

/** Stores `value` as the newest entry of `map`, dropping the oldest past MAX_ANCHORS. */
function keep<V>(map: Map<string, V>, name: string, value: V): void {
  map.delete(name);
  map.set(name, value);
  if (map.size > MAX_ANCHORS) map.delete(map.keys().next().value as string);
}

/** Called after every write to `table`: its pages may have moved. */
export function forgetAnchors(table: PgTable): void {
  anchorsByTable.get(table)?.clear();
  totalsByTable.get(table)?.clear();
}

export interface Seek {
  /** The anchor's condition, to add to the list's own; undefined without an anchor. */
  after: SQL | undefined;
  offset: number;
  /** Keeps the anchors the page's rows give: its own start and the next page's. */
  remember(rows: Row[]): void;
  /** The list's estimated total, when a recent page remembered one. */
  total: number | undefined;
  rememberTotal(total: number): void;
}

/** `keys`: the order's columns, ascending and not null (Storage.keyset), the last one unique. */
export function keysetPager(table: PgTable, keys: string[]) {
  const columns: AnyPgColumn[] = keys.map((key) => requireColumn(table, key));
  const anchors = anchorsByTable.get(table) ?? new Map<string, Anchor>();
  anchorsByTable.set(table, anchors);
  const totals = totalsByTable.get(table) ?? new Map<string, { total: number; at: number }>();
  totalsByTable.set(table, totals);

  const set = (name: string, anchor: Omit<Anchor, 'at'>) => keep(anchors, name, { ...anchor, at: Date.now() });
  const from = ({ key, inclusive }: Anchor) =>
    sql`(${sql.join(columns, sql`, `)}) ${inclusive ? sql`>=` : sql`>`} (${sql.join(
      key.map((value) => sql`${value}`),
      sql`, `,
    )})`;

  /** `condition`: everything the list filters on, which names the list its anchors belong to. */
  return function seek(condition: SQL | undefined, req: PageRequest): Seek {
    const rendered = condition ? dialect.sqlToQuery(condition) : { sql: '', params: [] };
    const filter = `${rendered.sql} ${JSON.stringify(rendered.params)}`;
    const list = `${filter} ${req.pageSize}`;
    const known = totals.get(filter);
    const anchor = anchors.get(`${list}#${req.page}`);
    const fresh = anchor && Date.now() - anchor.at < ANCHOR_TTL_MS ? anchor : undefined;
    return {
      after: fresh && from(fresh),
      offset: fresh ? 0 : req.offset,
      remember(rows) {
        if (rows.length === 0) return;
        const keyOf = (row: Row) => keys.map((key) => row[key]);
        set(`${list}#${req.page}`, { key: keyOf(rows[0]), inclusive: true });
        if (rows.length === req.pageSize)
          set(`${list}#${req.page + 1}`, { key: keyOf(rows[rows.length - 1]), inclusive: false });
      },
      total: known && Date.now() - known.at < ANCHOR_TTL_MS ? known.total : undefined,
      rememberTotal(total) {
        if (total <= EXACT_COUNT_LIMIT) return;
        keep(totals, filter, { total, at: Date.now() });
      },
    };
  };
}
