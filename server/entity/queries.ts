/**
 * Reading an entity: one select (the table's columns, each relation's nombre, the scope's
 * condition, the default order) behind get, the paged list and the autocomplete. The page's query
 * parameters are the schema's (`x-resource.list.search`, `sizeParam`).
 */
import { and, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { VERSION } from '../../schemas/version';
import type { Caller } from '../auth/session';
import type { Executor } from '../db/client';
import { countRows, estimateRows, EXACT_COUNT_LIMIT, matchingIds } from '../db/count';
import { keysetList, keysetOrder } from '../db/keyset';
import { matchesSearch, pageRequest, toPage, type Page } from '../db/paging';
import { notFound } from '../http-errors';
import { parseId } from '../modules/common/ids';
import type { EntityDefinition, EntityParts } from './define';
import { preparedOnce } from './prepared';
import { columnOf, requireColumn, type Fields, type Row, type Saved } from './mapping';

export const LIST_LIMIT = 20;

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

  return {
    condition,
    typed,
    find,
    async get(db, caller, idParam) {
      return (await find(db, caller, parseId(idParam, definition.idParam ?? 'id'))).record;
    },
    async page(db, caller, query, narrowed) {
      const req = pageRequest(query, hints?.sizeParam);
      const searched = search(query[hints?.search ?? 'toSearch']);
      const where = and(searched, narrowed);
      // A search scans its index whole whatever the page: one capped scan counts its matches and,
      // when they are few, names them, so the page is then read by primary key.
      const matches = searched ? await matchingIds(db, table, id, condition(caller, where)) : undefined;
      if (matches && matches.length <= EXACT_COUNT_LIMIT) {
        const byId = sql`${id} = any(${sql.param(matches)}::bigint[])`;
        const found = matches.length
          ? await rows(db, caller, { where: byId }).limit(req.pageSize).offset(req.offset)
          : [];
        return toPage(await recordsOf(db, found), matches.length, req);
      }
      const sought = seek?.(condition(caller, where), req);
      const found = await rows(db, caller, { where: and(where, sought?.after) })
        .limit(req.pageSize)
        .offset(sought?.offset ?? req.offset);
      sought?.remember(found);
      // A short page is the last one: it tells the total.
      const last = found.length < req.pageSize && (found.length > 0 || req.page === 0);
      const counted = async () => {
        const total = await countRows(db, table, condition(caller, where));
        sought?.rememberTotal(total);
        return total;
      };
      const total = last
        ? req.offset + found.length
        : matches
          ? await estimateRows(db, table, condition(caller, where), matches.length)
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
