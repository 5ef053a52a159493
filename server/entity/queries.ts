/**
 * Reading an entity: one select (the table's columns, each relation's nombre, the scope's
 * condition, the default order) behind get, the paged list and the autocomplete. The page's query
 * parameters are the schema's (`x-resource.list.search`, `sizeParam`).
 */
import { and, eq, fillPlaceholders, getTableColumns, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn, type PgTable, type SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import { VERSION } from '../../schemas/version';
import type { Caller } from '../auth/session';
import type { Executor } from '../db/client';
import { cappedCount, estimateRows, EXACT_COUNT_LIMIT, matchingIds } from '../db/count';
import { keysetList, keysetOrder, renderFilter, type RenderedFilter } from '../db/keyset';
import { matchesSearch, pageRequest, searchCondition, searchTerms, toPage, type Page } from '../db/paging';
import { notFound } from '../http-errors';
import { parseId } from '../modules/common/ids';
import type { EntityDefinition, EntityParts } from './define';
import { preparedOnce, type Prepared } from './prepared';
import { columnOf, requireColumn, type Fields, type Row, type Saved } from './mapping';

export const LIST_LIMIT = 20;

type Values = Record<string, unknown>;

/** A query drizzle can prepare: under a name, or as text kept for unnamed statements (`''`). */
interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

/** How a query is made for one shape, when it is not kept yet. */
interface Made {
  build(db: Executor, name: string): Prepared<unknown>;
}

/** A list request's filter (search, narrowing), as its queries' shape and values. */
interface Filter {
  /** '' without a search, else its count of words ('2+': two and the phrase). */
  shape: string;
  /** The placeholders' values. */
  values: Values;
  /** The scope's key, under which its queries are kept; undefined: built for each call. */
  cached: string | undefined;
  /** Whether PostgreSQL keeps its plans (a named statement). */
  named: boolean;
  /** The condition with placeholders, scope aside. */
  marked(): SQL | undefined;
  /** The same with the values, for what cannot take placeholders (a planner's estimate). */
  valued(): SQL | undefined;
}

/** Where a page starts: the top of the list, an OFFSET, or an anchor's key (>= or >). */
type Start = 'top' | 'offset' | 'from' | 'after';

/** `query` limited to a page from `start`: the offset a placeholder, so one query serves every page of a shape. */
function paged<Q extends { limit(n: number): { offset(o: Placeholder): unknown } }>(
  query: Q,
  size: number,
  start: Start,
) {
  const limited = query.limit(size);
  return (start === 'offset' ? limited.offset(sql.placeholder('offset')) : limited) as ReturnType<Q['limit']>;
}

export interface ListOptions {
  /** An extra condition on the entity's table. */
  where?: SQL;
  limit?: number;
  orderBy?: (AnyPgColumn | SQL)[];
}

/** `caller` may be null only for a `global` entity; `R`, the table's row. */
export interface Reader<T, R = Row> {
  /** One visible record by its id (a path parameter or a number); 404 with the entity's message. */
  get(db: Executor, caller: Caller | null, idParam: unknown): Promise<Saved<T>>;
  /** The same with its stored row, for rules that need columns the record does not show. */
  find(db: Executor, caller: Caller | null, id: number): Promise<{ record: Saved<T>; row: R }>;
  /**
   * The list: search over `busqueda`, count (db/count.ts) and page, sought by key when it can
   * (db/keyset.ts); `where` narrows it (one obra's).
   */
  page(db: Executor, caller: Caller | null, query: Record<string, unknown>, where?: SQL): Promise<Page<Saved<T>>>;
  /** The autocomplete: the first matches of `text`, unpaged. */
  list(db: Executor, caller: Caller | null, text: unknown, options?: ListOptions): Promise<Saved<T>[]>;
  /** Every visible record matching `options.where` (the first `options.limit` of them: a batch). */
  select(db: Executor, caller: Caller | null, options?: ListOptions): Promise<Saved<T>[]>;
}

export function entityReader<T, R>(
  definition: EntityDefinition<T, PgTable, unknown, R>,
  { storage, relations, lines, scope, version }: EntityParts,
): Reader<T, R> & {
  condition(caller: Caller | null, where?: SQL): SQL | undefined;
  /** A row of the table, selected whole, as `R`. */
  typed(row: Row): R;
  /**
   * What a write's RETURNING selects to answer the record without reading it again (the read's
   * selection, relations by subquery); undefined when it cannot (./relations.ts `returning`).
   */
  returning: SelectedFieldsFlat | undefined;
  /** The record of a row of `returning`, with its lines read from `db`. */
  recordOf(db: Executor, row: Row): Promise<Saved<T>>;
} {
  const { schema, hooks } = definition;
  // The layer reads any table's columns by key (`Row`); its hooks and readers see them as `R`.
  const table: PgTable = definition.table;
  const id = requireColumn(table, 'id');
  const busqueda = columnOf(table, 'busqueda');
  const selection = { ...getTableColumns(table), ...relations.selection, ...version?.selection };
  const keyed = definition.order ?? storage.keyset?.map((key) => [requireColumn(table, key), 'asc'] as const);
  const keyset = keyed && keysetOrder(keyed);
  const order = keyset?.orderBy ?? storage.order;
  const hints = schema['x-resource']?.list;
  // A JSON-stored catalog's order is not a column's: its pages are read with OFFSET.
  const seek = keyset && keysetList(getTableName(table), keyset, [table]);

  const condition = (caller: Caller | null, where?: SQL) => and(storage.where, scope.visible(caller), where);

  function rows(db: Executor, caller: Caller | null, options: ListOptions = {}) {
    let query = db.select(selection).from(table).$dynamic();
    for (const join of relations.joins) query = query.leftJoin(join.target, join.on);
    return query.where(condition(caller, options.where)).orderBy(...(options.orderBy ?? order));
  }

  const versionField = (row: Row): Fields => (version ? { [VERSION]: row[VERSION] } : {});
  /** A row read here as its table types it: the selection holds every column of the table. */
  const typed = (row: Row) => row as R;

  function toRecord(row: Row): Fields {
    const record = { ...storage.toFields(row), ...relations.toFields(row), id: row.id, ...versionField(row) };
    return hooks?.afterRead ? hooks.afterRead(record, typed(row)) : record;
  }

  /** The records of `rows`, with their lines. */
  async function recordsOf(db: Executor, rows: Row[]): Promise<Saved<T>[]> {
    const records = rows.map(toRecord);
    await lines.attach(db, records);
    return records as Saved<T>[];
  }

  const search = (text: unknown) => (busqueda ? matchesSearch(busqueda, text) : undefined);

  /**
   * A page's queries are built once per shape (this file's header) and then only executed: a
   * request's filter is its shape (the scope's key and the search's count of words) and values.
   */
  function filterOf(caller: Caller | null, text: unknown, narrowed: SQL | undefined): Filter {
    const terms = busqueda ? searchTerms(text) : undefined;
    const values: Values = {};
    terms?.words.forEach((word, i) => (values[`w${i}`] = word));
    if (terms?.phrase !== undefined) values.frase = terms.phrase;
    const marks = terms && {
      words: terms.words.map((_, i) => sql.placeholder(`w${i}`)),
      phrase: terms.phrase === undefined ? undefined : sql.placeholder('frase'),
    };
    return {
      shape: terms ? `${terms.words.length}${terms.phrase === undefined ? '' : '+'}` : '',
      values,
      // A narrowed list (one obra's documents) has a condition of its own: built for each call.
      cached: narrowed ? undefined : scope.key(caller),
      // A search's best plan depends on its words: planned for each call (docs/decisions.md).
      named: !terms,
      marked: () => and(marks && searchCondition(busqueda!, marks), narrowed),
      valued: () => and(terms && searchCondition(busqueda!, terms), narrowed),
    };
  }

  // The queries of each shape, per database; in PostgreSQL named (parsed and planned once per
  // connection) unless `named` is false, then only their text is kept.
  const statements = preparedOnce(`${getTableName(table)}_lista`, (db, made: Made, name) => made.build(db, name));

  /** Runs the query `build` makes of the filter's condition (with placeholders), built once per `kind` and filter shape. */
  function run<R>(
    db: Executor,
    filter: Filter,
    kind: string,
    values: Values,
    build: (db: Executor, where: SQL | undefined) => Preparable<R>,
  ): Promise<R> {
    const made: Made = { build: (on, name) => build(on, filter.marked()).prepare(filter.named ? name : '') };
    const prepared =
      filter.cached === undefined || db instanceof PgTransaction
        ? made.build(db, '')
        : statements(db, `${filter.cached} ${filter.shape} ${kind}`, made);
    return (prepared as Prepared<R>).execute(values);
  }

  // What names a cached filter's anchors: its condition rendered once per shape, its values filled in.
  const rendered = new Map<string, RenderedFilter>();
  function renderedOf(caller: Caller | null, filter: Filter): RenderedFilter {
    if (filter.cached === undefined) return renderFilter(condition(caller, filter.valued()));
    const key = `${filter.cached} ${filter.shape}`;
    let shape = rendered.get(key);
    if (!shape) rendered.set(key, (shape = renderFilter(condition(caller, filter.marked()))));
    return { sql: shape.sql, params: fillPlaceholders(shape.params, filter.values) };
  }

  // The read by id, the most frequent, once per database and scope; a transaction's each time.
  const preparedById = preparedOnce(`${getTableName(table)}_por_id`, (db, caller: Caller | null, name) =>
    rows(db, caller, { where: eq(id, sql.placeholder('id')) }).prepare(name),
  );
  const readById = (db: Executor, caller: Caller | null, recordId: number) =>
    db instanceof PgTransaction
      ? rows(db, caller, { where: eq(id, recordId) })
      : preparedById(db, scope.key(caller), caller).execute({ id: recordId });

  async function find(db: Executor, caller: Caller | null, recordId: number) {
    const [row] = await readById(db, caller, recordId);
    if (!row) throw notFound(definition.notFound);
    const [record] = await recordsOf(db, [row]);
    return { record, row: typed(row) };
  }

  const returning = relations.returning && {
    ...getTableColumns(table),
    ...relations.returning,
    ...version?.selection,
  };

  return {
    condition,
    typed,
    find,
    returning,
    recordOf: async (db, row) => (await recordsOf(db, [row]))[0],
    async get(db, caller, idParam) {
      return (await find(db, caller, parseId(idParam, definition.idParam ?? 'id'))).record;
    },
    async page(db, caller, query, narrowed) {
      const req = pageRequest(query, hints?.sizeParam);
      const filter = filterOf(caller, query[hints?.search ?? 'toSearch'], narrowed);
      const searched = filter.shape !== '';
      const from: Start = req.offset ? 'offset' : 'top';
      // A search scans its index whole whatever the page: one capped scan counts its matches and,
      // when they are few, names them, so the page is then read by primary key.
      const matches = searched
        ? (
            await run(db, filter, 'ids', filter.values, (on, where) =>
              matchingIds(on, table, id, condition(caller, where)),
            )
          ).map((row) => row.id as number)
        : undefined;
      if (matches && matches.length <= EXACT_COUNT_LIMIT) {
        const byId: Filter = { ...filter, shape: '', values: {}, named: true, marked: () => narrowed };
        const found = matches.length
          ? await run(db, byId, `ids ${req.pageSize} ${from}`, { ids: matches, offset: req.offset }, (on, where) =>
              paged(
                rows(on, caller, { where: and(sql`${id} = any(${sql.placeholder('ids')}::bigint[])`, where) }),
                req.pageSize,
                from,
              ),
            )
          : [];
        return toPage(await recordsOf(db, found), matches.length, req);
      }
      const sought = seek?.(renderedOf(caller, filter), req);
      const anchor = sought?.anchor;
      const at = anchor ? (anchor.inclusive ? 'from' : 'after') : from;
      const values: Values = { ...filter.values, offset: req.offset };
      anchor?.key.forEach((value, i) => (values[`k${i}`] = value));
      const found = await run(db, filter, `page ${req.pageSize} ${at}`, values, (on, where) => {
        const after =
          anchor &&
          keyset!.from(
            anchor.key.map((_, i) => sql.placeholder(`k${i}`)),
            anchor.inclusive,
          );
        return paged(rows(on, caller, { where: and(where, after) }), req.pageSize, anchor ? 'top' : from);
      });
      sought?.remember(found);
      // A short page is the last one: it tells the total.
      const last = found.length < req.pageSize && (found.length > 0 || req.page === 0);
      const counted = async () => {
        const [{ total: capped }] = await run(db, filter, 'count', filter.values, (on, where) =>
          cappedCount(on, table, condition(caller, where)),
        );
        const total =
          capped <= EXACT_COUNT_LIMIT
            ? capped
            : await estimateRows(db, table, condition(caller, filter.valued()), capped);
        sought?.rememberTotal(total);
        return total;
      };
      const total = last
        ? req.offset + found.length
        : matches
          ? await estimateRows(db, table, condition(caller, filter.valued()), matches.length)
          : (sought?.total ?? (await counted()));
      return toPage(await recordsOf(db, found), total, req);
    },
    async list(db, caller, text, options = {}) {
      const found = await rows(db, caller, { ...options, where: and(search(text), options.where) }).limit(
        options.limit ?? LIST_LIMIT,
      );
      return recordsOf(db, found);
    },
    async select(db, caller, options) {
      const query = rows(db, caller, options);
      return recordsOf(db, await (options?.limit === undefined ? query : query.limit(options.limit)));
    },
  };
}
