/**
 * Document lifecycle: a document module declares its statuses' transitions once, per action
 * (autorizar, cancelar, aplicar, editar…), and this layer runs them. An action on a stored document
 * locks it (404 when the caller cannot see it), passes the closed-obra guard, answers 409 with the
 * action's Spanish message when the current status does not allow it (or a comprobante is
 * missing), changes the status and runs the action's effect — all in the caller's transaction, so
 * an effect such as opening a charge in the ledger commits or rolls back with the status change.
 */
import { and, eq, getTableName, sql, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import { obra } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { visibleTo } from '../modules/common/sucursal';
import { lockOpenObra } from './closed-obra';
import { nextFolio } from './folio';

export const COMPROBANTE_REQUERIDO = 'Adjunte el comprobante antes de aplicar..';

/** A document's table: its id, obra and status; `comprobanteId` where an action needs one. */
export type DocumentTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  obraId: AnyPgColumn<{ data: number }>;
  status: AnyPgColumn;
  comprobanteId?: AnyPgColumn;
};
export type DocumentRow<T extends DocumentTable> = InferSelectModel<T>;
export type StatusOf<T extends DocumentTable> = DocumentRow<T>['status'] & string;

export interface EffectContext<D> {
  tx: Tx;
  caller: Caller;
  /** The document as stored after the status change. */
  document: D;
}

export interface ActionRule<S extends string, D> {
  /** The statuses the action is allowed from. */
  from: readonly S[];
  /** The status it leads to; without one the status stays (an edit, an upload). */
  to?: S;
  /** The 409 message when the current status is not one of `from`. */
  denied: string | ((status: S) => string);
  /** Applying needs the document's comprobante. */
  needsComprobante?: boolean;
  /** What follows from the action in the same transaction (apply: open the charge). */
  effect?: (ctx: EffectContext<D>) => Promise<void>;
}

export interface LifecycleDefinition<T extends DocumentTable, A extends string> {
  table: T;
  /** The 404 message of a document the caller cannot see. */
  notFound: string;
  /** The status of a new document. */
  initial: StatusOf<T>;
  actions: Record<A, ActionRule<StatusOf<T>, DocumentRow<T>>>;
}

/** What `check` reads: a stored row of any shape (the entity layer's `current` included). */
export interface DocumentState {
  status?: unknown;
  comprobanteId?: unknown;
}

export interface Lifecycle<T extends DocumentTable, A extends string> {
  /** Status and folio of a new document, the folio from the series of this table and sucursal. */
  start(tx: Tx, sucursalId: number): Promise<{ status: StatusOf<T>; folio: number }>;
  /** 409 unless `action` is allowed on `document` now; answers the status it leads to. */
  check(action: A, document: DocumentState): StatusOf<T>;
  /** Runs `action` on the stored document `id` and answers it as stored afterwards. */
  perform(tx: Tx, caller: Caller, action: A, id: number): Promise<DocumentRow<T>>;
}

export function defineLifecycle<T extends DocumentTable, A extends string>(
  definition: LifecycleDefinition<T, A>,
): Lifecycle<T, A> {
  type S = StatusOf<T>;
  type D = DocumentRow<T>;
  const { table, actions } = definition;
  const rules = Object.entries(actions) as [A, ActionRule<S, D>][];
  const statuses = new Set<string>([
    definition.initial,
    ...rules.flatMap(([, rule]) => [...rule.from, ...(rule.to ? [rule.to] : [])]),
  ]);
  // A rule the table cannot honour stops the start-up rather than answering wrongly later.
  if (rules.some(([, rule]) => rule.needsComprobante) && !table.comprobanteId) {
    throw new Error(`${getTableName(table)}: una accion pide comprobante y la tabla no tiene comprobanteId`);
  }
  function check(action: A, document: DocumentState): S {
    const rule = actions[action];
    const status = document.status;
    if (typeof status !== 'string' || !statuses.has(status)) throw new Error(`Estado desconocido: ${String(status)}`);
    if (!rule.from.includes(status as S)) {
      throw conflict(typeof rule.denied === 'string' ? rule.denied : rule.denied(status as S));
    }
    if (rule.needsComprobante && document.comprobanteId == null) throw conflict(COMPROBANTE_REQUERIDO);
    return rule.to ?? (status as S);
  }

  /** The document, locked for the transaction, when the caller sees its obra; 404 otherwise. */
  async function lockVisible(tx: Tx, caller: Caller, id: number): Promise<D> {
    const obras = visibleTo(caller, obra.sucursalId);
    const visible = obras && sql`${table.obraId} IN (SELECT ${obra.id} FROM ${obra} WHERE ${obras})`;
    const [found] = await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), visible))
      .for('update');
    if (!found) throw notFound(definition.notFound);
    return found as D;
  }

  return {
    async start(tx, sucursalId) {
      return { status: definition.initial, folio: await nextFolio(tx, getTableName(table), sucursalId) };
    },
    check,
    async perform(tx, caller, action, id) {
      const current = await lockVisible(tx, caller, id);
      await lockOpenObra(tx, caller, current.obraId as number);
      const status = check(action, current);
      const [document] =
        status === current.status
          ? [current]
          : ((await tx
              .update(table as PgTable)
              .set({ status })
              .where(eq(table.id, id))
              .returning()) as D[]);
      await actions[action].effect?.({ tx, caller, document });
      return document;
    },
  };
}
