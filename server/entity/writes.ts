/**
 * Writing an entity, always through `inTransaction` (the audit trigger reads the acting user from
 * it). The body reaches here validated by the entity's schema; read-only properties are never
 * written from it. A write maps the body to columns, runs the entity's `beforeWrite`, answers 400
 * with every collected field error, resolves the owner (scope), stores, and answers the record as
 * a get would; `afterWrite` may then write what follows from the row. An update locks its row
 * first and, just before storing, refuses a stale version (./version.ts); every update's version
 * and user are stamped by the table's columns (db/columns.ts `audit`).
 */
import { eq } from 'drizzle-orm';
import { VERSION } from '../../schemas/version';
import type { Caller } from '../auth/session';
import type { Executor, Tx } from '../db/client';
import { inTransaction } from '../db/tx';
import { notFound } from '../http-errors';
import { FieldErrors } from '../modules/common/field-errors';
import { parseId } from '../modules/common/ids';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDefinition, EntityParts, Hooks, WriteContext } from './define';
import { wrote } from '../db/keyset';
import { requireColumn, type Fields, type Row, type Saved } from './mapping';
import type { entityReader } from './queries';

export interface Writer<T, R = Row, A = Saved<T>> {
  /** POST: 201 with the stored record. `extra` hooks run after the definition's (a request's photo). */
  create(db: Executor, caller: Caller, input: T, extra?: Hooks<T, R>): Promise<A>;
  /**
   * PUT: replaces the record named by `input.id`; 404 when the caller cannot see it, 409 when the
   * body's `actualizado` is not the stored version (./version.ts).
   */
  update(db: Executor, caller: Caller, input: T, extra?: Hooks<T, R>): Promise<A>;
  /** The stored row, locked until the transaction ends; 404 when the caller cannot see it. */
  lock(tx: Tx, caller: Caller, id: number): Promise<R>;
  /** DELETE: answers the removed record, as react-admin expects. */
  remove(db: Executor, caller: Caller, idParam: unknown): Promise<Saved<T>>;
}

export function entityWriter<T extends Fields, A, R>(
  definition: EntityDefinition<T, PgTable, A, R>,
  { storage, relations, lines, scope, version }: EntityParts,
  reader: ReturnType<typeof entityReader<T, R>>,
): Writer<T, R, A> {
  const { schema } = definition;
  const table: PgTable = definition.table;
  const id = requireColumn(table, 'id');

  /** What the body writes itself: its schema's properties but the id, relations and read-only ones. */
  const writable = (name: string) =>
    name !== 'id' &&
    !relations.names.has(name) &&
    !lines.names.has(name) &&
    name in schema.properties &&
    !schema.properties[name].readOnly;
  const ownFields = (body: Fields) => Object.fromEntries(Object.entries(body).filter(([name]) => writable(name)));

  /** The write's context, with the columns to store for `input` checked by the entity's rules. */
  async function prepare(
    tx: Tx,
    caller: Caller,
    input: T,
    current: Row | undefined,
    extra?: Hooks<T, R>,
  ): Promise<WriteContext<T, R>> {
    const body: Fields = input;
    const errors = new FieldErrors();
    const values = {
      ...storage.toValues(ownFields(body), errors),
      ...relations.toValues(schema, body, scope.property),
    };
    let owner: Promise<number> | undefined;
    const ownerOf = scope.property ? (body[scope.property] as { id?: unknown } | undefined)?.id : undefined;
    const ctx: WriteContext<T, R> = {
      tx,
      caller,
      input,
      values,
      lines: lines.toValues(body, errors),
      errors,
      current: current && reader.typed(current),
      resolveOwner: (requested = ownerOf) => (owner ??= scope.resolve(tx, caller, requested, current, values)),
    };
    for (const hook of [definition.hooks?.beforeWrite, extra?.beforeWrite]) await hook?.(ctx);
    errors.throwIfAny();
    await ctx.resolveOwner();
    return ctx;
  }

  /**
   * What the INSERT or UPDATE returns: the whole record (`reader.returning`) when nothing written
   * after it could change what a read would answer (no `afterWrite`, no `answer` hook), else its id.
   */
  const returned = (extra?: Hooks<T, R>) =>
    (!definition.hooks?.afterWrite && !definition.hooks?.answer && !extra?.afterWrite && reader.returning) || {
      id,
    };

  /** `row`: what the write returned, the record itself unless `returned` says only its id. */
  async function finish(ctx: WriteContext<T, R>, row: Row, extra?: Hooks<T, R>): Promise<A> {
    const recordId = Number(row.id);
    await lines.store(ctx.tx, recordId, ctx.lines);
    for (const hook of [definition.hooks?.afterWrite, extra?.afterWrite]) await hook?.(ctx, recordId);
    const answer = definition.hooks?.answer;
    if (answer) return answer(ctx.tx, ctx.caller, recordId);
    // Without an `answer` hook the answer is the stored record, A's default: the row the write
    // returned (its scope was checked before writing), else read again.
    return (
      returned(extra) === reader.returning ? reader.recordOf(ctx.tx, row) : reader.get(ctx.tx, ctx.caller, recordId)
    ) as Promise<A>;
  }

  async function lockRow(tx: Tx, caller: Caller, recordId: number): Promise<Row> {
    const [current] = await tx
      .select()
      .from(table)
      .where(reader.condition(caller, eq(id, recordId)))
      .for('update');
    if (!current) throw notFound(definition.notFound);
    return current;
  }

  return {
    lock: async (tx, caller, recordId) => reader.typed(await lockRow(tx, caller, recordId)),
    create(db, caller, input, extra) {
      return inTransaction(db, caller.id, async (tx) => {
        const ctx = await prepare(tx, caller, input, undefined, extra);
        const [created] = await tx.insert(table).values(ctx.values).returning(returned(extra));
        wrote(tx, table);
        return finish(ctx, created, extra);
      });
    },
    update(db, caller, input, extra) {
      const body: Fields = input;
      const recordId = parseId(body.id, 'id');
      return inTransaction(db, caller.id, async (tx) => {
        const current = await lockRow(tx, caller, recordId);
        const ctx = await prepare(tx, caller, input, current, extra);
        // After the rules: a refusal no reload would lift (a closed obra, an applied document) is told first.
        await version?.check(tx, recordId, body[VERSION]);
        const [updated] = await tx.update(table).set(ctx.values).where(eq(id, recordId)).returning(returned(extra));
        wrote(tx, table);
        return finish(ctx, updated, extra);
      });
    },
    remove(db, caller, idParam) {
      const recordId = parseId(idParam, 'id');
      return inTransaction(db, caller.id, async (tx) => {
        await lockRow(tx, caller, recordId);
        const removed = await reader.get(tx, caller, recordId);
        await lines.store(tx, recordId, {});
        await tx.delete(table).where(eq(id, recordId));
        wrote(tx, table);
        return removed;
      });
    },
  };
}
