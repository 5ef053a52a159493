/**
 * One entity, declared once: its JSON Schema (whose `x-resource.scope` says whose records a caller
 * sees), its Drizzle table, the `{id, nombre}` objects it shows, and hooks for its own rules.
 * Columns, the row ↔ record mapping, get, paged list, autocomplete, create, update, delete,
 * scoping, the version that refuses stale updates and the audit trail (every write runs in
 * `inTransaction`) are derived here; ./README.md says how to add an entity or a field.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { OrderPart } from '../db/keyset';
import type { EntitySchema } from '../../schemas';
import { VERSION } from '../../schemas/version';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import type { FieldErrors } from '../modules/common/field-errors';
import { columnStorage, type Fields, type Row, type RowOf, type Saved, type Storage } from './mapping';
import { linesOf, type LineTable, type LineValues, type Lines } from './lines';
import { entityReader, type Reader } from './queries';
import { relationsOf, type Relation, type Relations } from './relations';
import { scopeOf, type Scope } from './scope';
import { versionOf, type Version } from './version';
import { entityWriter, type Writer } from './writes';

export type { Fields, Row, RowOf, Saved, Storage } from './mapping';
export type { Relation } from './relations';
export type { LineTable } from './lines';
export type { ScopeKind } from './scope';

/** `R`: the stored row as the table types it (`RowOf<typeof table>`). */
export interface WriteContext<T, R = Row> {
  tx: Tx;
  caller: Caller;
  /** The validated body. */
  input: T;
  /** The columns about to be stored, mapped from the body; a hook may change or add any. */
  values: Row;
  /** Collected field errors; the write answers 400 with all of them after `beforeWrite`. */
  errors: FieldErrors;
  /** The rows of the body's lines, by array property; a hook may compute columns of them. */
  lines: LineValues;
  /** The stored row being replaced (locked), on update. */
  current?: R;
  /**
   * Resolves the record's owner (sucursal or obra, per scope) from `requested`, default the body's,
   * and stores it in `values`; the layer calls it after `beforeWrite` unless the hook did.
   */
  resolveOwner(requested?: unknown): Promise<number>;
}

export interface Hooks<T, R = Row, A = Saved<T>> {
  /** Computes and checks what the schema cannot say; runs inside the write's transaction. */
  beforeWrite?(ctx: WriteContext<T, R>): Promise<void> | void;
  /** Writes what follows from the stored row (rows of other tables), in the same transaction. */
  afterWrite?(ctx: WriteContext<T, R>, id: number): Promise<void>;
  /** Adds to a record what is not a plain column (a photo's URL from its documento id). */
  afterRead?(record: Fields, row: R): Fields;
  /**
   * What a write answers, when more than the stored record (a document's acciones): read in the
   * write's transaction, so an acknowledged write never answers an error of a later read.
   */
  answer?(tx: Tx, caller: Caller, id: number): Promise<A>;
}

/**
 * `T`: the record (its generated type); `TB`: the table, whose rows the hooks and `find` see typed;
 * `A`: what a write answers; `R`: the row type, when more than the table's (a document's).
 */
export interface EntityDefinition<T, TB extends PgTable = PgTable, A = Saved<T>, R = RowOf<TB>> {
  schema: EntitySchema;
  /** Schema property names are its column keys; it has `id`, and `busqueda` when listed with search. */
  table: TB;
  /** 404 message of a record the caller cannot see ('Cliente no encontrado'). */
  notFound: string;
  /** Name of the id path parameter, for its 400 ('idCliente'); default `id`. */
  idParam?: string;
  /** Properties shown as `{id, nombre}` of another table, besides the scope's own. */
  relations?: Record<string, Relation>;
  /** Array properties stored one row per item in a child table (a document's lines). */
  lines?: Record<string, LineTable>;
  /** The list's order, paged by key (db/keyset.ts); default the storage's (the record representation, then id). */
  order?: readonly OrderPart[];
  /** Default: one column per schema property. */
  storage?: Storage;
  hooks?: Hooks<T, R, A>;
}

export type Entity<T, TB extends PgTable = PgTable, A = Saved<T>, R = RowOf<TB>> = Reader<T, R> &
  Writer<T, R, A> & {
    /** The schema it was declared with, and its id parameter: its routes derive from them (./routes.ts). */
    schema: EntitySchema;
    idParam: string;
  };

/** What a definition is made into, shared by reads and writes. */
export interface EntityParts {
  storage: Storage;
  relations: Relations;
  lines: Lines;
  scope: Scope;
  /** Present when the schema shows the version (every registered entity does, schemas/index.ts). */
  version?: Version;
}

export function defineEntity<T extends Fields, TB extends PgTable = PgTable, A = Saved<T>, R = RowOf<TB>>(
  definition: EntityDefinition<T, TB, A, R>,
): Entity<T, TB, A, R> {
  const scope = scopeOf(definition.schema['x-resource']?.scope ?? 'global', definition.table);
  const relations = relationsOf(definition.table, { ...scope.relations, ...definition.relations });
  const lines = linesOf(definition.schema, definition.lines ?? {});
  const version = VERSION in definition.schema.properties ? versionOf(definition.table) : undefined;
  const owned = new Set([...relations.names, ...lines.names, VERSION]);
  const storage = definition.storage ?? columnStorage(definition.schema, definition.table, owned);
  const parts = { storage, relations, lines, scope, version };
  const reader = entityReader<T, R>(definition, parts);
  return {
    ...reader,
    ...entityWriter<T, A, R>(definition, parts, reader),
    schema: definition.schema,
    idParam: definition.idParam ?? 'id',
  };
}
