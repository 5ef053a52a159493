/**
 * One keyset for every list (docs/decisions.md, "Keyset paging for every list"): deep pages at
 * the cost of page 1 while the API keeps `page`/`pageSize` (docs/contract.md). An order is a list
 * of (expression, direction) pairs ending in id, checked when it is declared. The sort key where a
 * page begins is remembered from the pages served (an anchor per list, scope, filter, size and
 * page), so the next page, a page seen again and the way back are read with `(a, b, id) >= key`
 * over the order's index instead of skipping `page × pageSize` rows. A page without an anchor (a
 * jump) falls back to OFFSET and leaves anchors for its neighbours.
 * A list's estimated total (above db/count.ts's exact limit, where it is the planner's guess
 * anyway) is remembered beside them, so its next pages skip the count.
 * Writes call `wrote(tx, table)`: the anchors of every list that reads or filters on the table are
 * dropped then and again when the transaction ends (a page read meanwhile saw the old rows).
 * ANCHOR_TTL_MS bounds how long a write by another instance can shift the pages it lands before.
 */
import { asc, desc, getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT } from './count';
import type { PageRequest } from './paging';

export const ANCHOR_TTL_MS = 60_000;
const MAX_FILTERS = 2_000;
const MAX_ANCHORS_PER_FILTER = 1_000;

type Row = Record<string, unknown>;
export type Direction = 'asc' | 'desc';

/** An expression that is never null, and how a row of the list gives its value. */
export interface KeyExpression {
  sql: SQL;
  of(row: Row): unknown;
}

/** One (expression, direction) pair of an order: a not-null column or a not-null expression. */
export type OrderPart = readonly [AnyPgColumn | KeyExpression, Direction];

export interface KeysetOrder {
  /** What `.orderBy(...)` takes. */
  orderBy: SQL[];
  /** The key of a row (as the order's table gives it) where a page begins or ends. */
  keyOf(row: Row): unknown[];
  /** The rows from `key` on, in the order's direction; `inclusive` keeps the key's own row. */
  from(key: unknown[], inclusive: boolean): SQL;
}

const isColumn = (expression: AnyPgColumn | KeyExpression): expression is AnyPgColumn => !('of' in expression);

function propertyOf(column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(column.table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`La columna ${column.name} no es de su tabla`);
  return found[0];
}

/**
 * Checks and compiles an order; throws (at start-up, where lists are declared) for a nullable
 * column, an order not ending in id or mixed directions: none of them has a row-value seek.
 */
export function keysetOrder(parts: readonly OrderPart[]): KeysetOrder {
  const [last] = parts.slice(-1);
  if (!last || !isColumn(last[0]) || last[0].name !== 'id') throw new Error('Un orden de lista termina en id');
  const direction = parts[0][1];
  if (parts.some(([, each]) => each !== direction)) throw new Error('Un orden de lista va en una sola dirección');
  const readers = parts.map(([expression]) => {
    if (!isColumn(expression)) return { sql: expression.sql, of: expression.of };
    if (!expression.notNull)
      throw new Error(`Un orden de lista no admite la columna ${expression.name}, que acepta nulos`);
    const property = propertyOf(expression);
    return { sql: sql`${expression}`, of: (row: Row) => row[property] };
  });
  const by = (direction === 'asc' ? asc : desc) as (expression: SQL) => SQL;
  const before = direction === 'asc' ? '>' : '<';
  return {
    orderBy: readers.map((reader) => by(reader.sql)),
    keyOf: (row) => readers.map((reader) => reader.of(row)),
    from: (key, inclusive) =>
      sql`(${sql.join(
        readers.map((reader) => reader.sql),
        sql`, `,
      )}) ${sql.raw(inclusive ? `${before}=` : before)} (${sql.join(
        key.map((value) => sql`${value}`),
        sql`, `,
      )})`,
  };
}

interface Anchor {
  key: unknown[];
  /** The first row of the page (>=), or the last row of the page before (>). */
  inclusive: boolean;
  at: number;
}

/** What is remembered of one list under one filter (scope included). */
interface Filtered {
  /** The tables the list reads and its filter names: a write to any drops this. */
  tables: Set<string>;
  anchors: Map<string, Anchor>;
  total?: { total: number; at: number };
}

const remembered = new Map<string, Filtered>();
const dialect = new PgDialect();
const fresh = <V extends { at: number }>(value: V | undefined) =>
  value && Date.now() - value.at < ANCHOR_TTL_MS ? value : undefined;

/** Stores `value` as the newest entry of `map`, dropping the oldest past `max`. */
function keep<V>(map: Map<string, V>, name: string, value: V, max: number): void {
  map.delete(name);
  map.set(name, value);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

function forget(table: string): void {
  for (const [name, filtered] of remembered) if (filtered.tables.has(table)) remembered.delete(name);
}

const writtenIn = new WeakMap<object, Set<string>>();

/** Called by every write to `table` in `tx`: the pages of the lists that depend on it may have moved. */
export function wrote(tx: object, table: PgTable): void {
  const name = getTableName(table);
  forget(name);
  const tables = writtenIn.get(tx) ?? new Set<string>();
  tables.add(name);
  writtenIn.set(tx, tables);
}

/** Called when `tx` ends, committed or not: pages read during it were read from the old rows. */
export function transactionEnded(tx: object): void {
  for (const name of writtenIn.get(tx) ?? []) forget(name);
  writtenIn.delete(tx);
}

/** The quoted table names a rendered condition reads (its subqueries' included). */
function tablesNamed(text: string): string[] {
  return [...text.matchAll(/(?:from|join)\s+"([^"]+)"|"([^"]+)"\./gi)].map((match) => match[1] ?? match[2]);
}

/** A list's condition as text and values: what names its anchors. */
export interface RenderedFilter {
  sql: string;
  params: unknown[];
}

/** `condition` rendered; a list whose queries are built once renders it once and fills in its values. */
export const renderFilter = (condition: SQL | undefined): RenderedFilter =>
  condition ? dialect.sqlToQuery(condition) : { sql: '', params: [] };

export interface Seek<T = Row> {
  /** The anchor's condition, to add to the list's own; undefined without an anchor. */
  after: SQL | undefined;
  /** The anchor itself, for a list that builds its condition once (`order.from` of placeholders). */
  anchor: { key: unknown[]; inclusive: boolean } | undefined;
  offset: number;
  /** Keeps the anchors the page's rows give: its own start and the next page's. */
  remember(rows: T[]): void;
  /** The list's estimated total, when a recent page remembered one. */
  total: number | undefined;
  rememberTotal(total: number): void;
}

/**
 * A list paged by `order`: `name` tells it from other lists, `tables` are the ones it reads (its
 * filter's are found in the condition); `rowOf` gives the order's table's row from a row of the
 * list's query (a join's part).
 */
export function keysetList<T extends Row = Row>(
  name: string,
  order: KeysetOrder,
  tables: PgTable[],
  rowOf: (row: T) => Row = (row) => row,
) {
  const own = tables.map((table) => getTableName(table));

  /** `condition`: everything the list filters on, scope included, which names its anchors (or it rendered). */
  return function seek(condition: SQL | RenderedFilter | undefined, req: PageRequest): Seek<T> {
    const rendered = condition === undefined || is(condition, SQL) ? renderFilter(condition) : condition;
    const filterName = `${name} ${rendered.sql} ${JSON.stringify(rendered.params)}`;
    const filtered = () => {
      const found = remembered.get(filterName);
      if (found) return found;
      const created: Filtered = { tables: new Set([...own, ...tablesNamed(rendered.sql)]), anchors: new Map() };
      keep(remembered, filterName, created, MAX_FILTERS);
      return created;
    };
    const pageName = (page: number) => `${req.pageSize}#${page}`;
    // Page 1 is read from the top: rows written since the last visit show there at once.
    const anchor = req.page === 0 ? undefined : fresh(remembered.get(filterName)?.anchors.get(pageName(req.page)));
    const set = (page: number, key: unknown[], inclusive: boolean) =>
      keep(filtered().anchors, pageName(page), { key, inclusive, at: Date.now() }, MAX_ANCHORS_PER_FILTER);
    return {
      get after() {
        return anchor && order.from(anchor.key, anchor.inclusive);
      },
      anchor,
      offset: anchor ? 0 : req.offset,
      remember(rows) {
        if (rows.length === 0) return;
        if (req.page > 0) set(req.page, order.keyOf(rowOf(rows[0])), true);
        if (rows.length === req.pageSize) set(req.page + 1, order.keyOf(rowOf(rows[rows.length - 1])), false);
      },
      total: fresh(remembered.get(filterName)?.total)?.total,
      rememberTotal(total) {
        if (total > EXACT_COUNT_LIMIT) filtered().total = { total, at: Date.now() };
      },
    };
  };
}
