/**
 * A document type, declared once: its entity (schema, table, lines, relations) and its lifecycle
 * (the schema's `x-lifecycle`, schemas/lifecycle.ts) joined, with its search text and the rules and
 * effects that are only its own. Derived here, for every document alike:
 * - a new document takes the lifecycle's initial status and, when its schema makes `folio`
 *   read-only, the next folio of its table and sucursal (or its own `nextFolio`: per obra) in the
 *   saving transaction (otherwise the folio is the one typed, a receipt's); an edit is checked
 *   against `editar`;
 * - an action locks the row as the entity layer does (visibility from the entity's scope: 404),
 *   guards the obra (409 'La obra esta terminada..'), answers the lifecycle's 409 when the status
 *   rules it out or the comprobante is missing, runs the document's own refusal, changes the status
 *   (with what the action stores of its body) and runs the effect (apply: the ledger) — one
 *   transaction;
 * - the comprobante: upload, its URL in reads, 404 'Documento no encontrado..' without one; with
 *   `adjuntar.cfdi`, the CFDI's XML beside it or alone, checked and registered (./document-comprobante.ts);
 * - reads answer `acciones`: what this caller may do now, and why not;
 * - with `anexar` in its `x-lifecycle`, its anexos: listed in its read, added and removed (./anexos.ts);
 * - with `madeFrom`, a document made from another by that one's action (a compra from its order),
 *   both in one transaction.
 */
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accionesOf,
  camposFaltantes,
  cfdiRuleOf,
  cierraEdicion,
  lifecycleOf,
  nextStatus,
  statusDenial,
  type Acciones,
} from '../../schemas/lifecycle';
import { mayUse, type Caller } from '../auth/session';
import type { Db, Executor, Tx } from '../db/client';
import { wrote } from '../db/keyset';
import type { Page } from '../db/paging';
import type { EntitySchema } from '../../schemas';
import { toCents } from '../../schemas/money';
import { obra, type TipoDocumentoCargo } from '../db/schema';
import { inTransaction } from '../db/tx';
import type { ComprobanteUploads } from '../files/comprobante-upload';
import { documentoUrl, type Upload } from '../files/documentos';
import type { revision } from '../cfdi/attach';
import { registrarUuidTecleado } from '../cfdi/document-cfdi';
import type { FileStore } from '../files/storage';
import {
  defineEntity,
  type Entity,
  type EntityDefinition,
  type Fields,
  type Row,
  type RowOf,
  type Saved,
  type WriteContext,
} from '../entity/define';
import { columnOf } from '../entity/mapping';
import { conflict, HttpError } from '../http-errors';
import { parseId } from '../modules/common/ids';
import { documentAnexos, type DocumentAnexos } from './anexos';
import { assertVisibleObra, lockOpenObra } from './closed-obra';
import { documentComprobante } from './document-comprobante';
import { nextFolio } from './folio';
import { partidasDeLaObra } from './partida';
import { openCharge, withChargeSaldo, type ChargeOpening } from './ledger';

/** A document's folio: the server's sequential number, or a factura's Serie and Folio as typed. */
export type Folio = number | string;

/** A document's table: its id, obra, sucursal, folio and status; `comprobanteId` when it takes one. */
export type DocumentTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  obraId: AnyPgColumn<{ data: number }>;
  sucursalId: AnyPgColumn<{ data: number }>;
  /** The server's number, or the one typed from a paper (a factura's Serie and Folio, text). */
  folio: AnyPgColumn<{ data: number }> | AnyPgColumn<{ data: string }>;
  status: AnyPgColumn;
  comprobanteId?: AnyPgColumn;
};

/** What the layer reads of every document's row, typed (a type, so also a `Row`). */
export type DocumentRow = {
  id: number;
  obraId: number;
  sucursalId: number;
  folio: Folio;
  status: string;
  comprobanteId?: number | null;
  /** A document that opens a charge (`charge`) owes `total` to `proveedorId` from `fecha`. */
  fecha?: string;
  proveedorId?: number;
  total?: string;
};

/** A row of the document table `D`: its own columns, and what every document has. */
export type DocumentRowOf<D extends DocumentTable> = RowOf<D> & DocumentRow;

/** A folio about to be stored, when it is one (the body's, or the server's number). */
const folioOf = (value: unknown): Folio | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;

export interface ActionContext<R> {
  db: Executor;
  caller: Caller;
  /** The document as stored (locked, when the action is being taken). */
  document: R;
}

/** The body an action was sent with, as its route's contract checked it; `{}` without one. */
export type ActionInput = Readonly<Record<string, unknown>>;

export interface ActionBehaviour<R> {
  /**
   * The document's own rule: throws the 4xx that refuses the action (an approval limit). It sees
   * no input: reads ask it what the caller may do (`acciones`) before anything is typed.
   */
  refuse?(ctx: ActionContext<R>): Promise<void>;
  /** The columns the action stores with its new status, from its input (a justification). */
  values?(input: ActionInput): Record<string, unknown>;
  /**
   * What follows from the action in its transaction, on the document as changed (apply: the
   * ledger), with the action's body (facturar: the factura's folio); a 4xx it throws undoes the action.
   */
  effect?(ctx: ActionContext<R> & { db: Tx; input: ActionInput }): Promise<void>;
}

/**
 * A document made from another by that one's lifecycle action (a compra from an authorized order,
 * by the order's `generar`): the action and the create run in one transaction, the source locked
 * until it commits, so a second request queues and meets the action's refusal.
 */
export interface MadeFrom<T, S extends DocumentTable> {
  /** The document it is made from, and the action of that one's `x-lifecycle` that makes it. */
  source: Document<Fields, S>;
  action: string;
  /** The path parameter naming the source: the route is `POST {api}/{source's $id}/{idParam}` (201). */
  idParam: string;
  /** The new document's body, from the source as the action left it, and columns it stores beyond it. */
  made(tx: Tx, source: DocumentRowOf<S>): Promise<{ input: T; values?: Row }>;
}

export interface DocumentDefinition<
  T extends Fields,
  D extends DocumentTable,
  S extends DocumentTable = DocumentTable,
> extends Omit<EntityDefinition<T, D>, 'table' | 'notFound' | 'hooks'> {
  table: D;
  /** The words the list search matches, from the document about to be stored (folio included). */
  search(ctx: SearchContext<T>, folio: Folio): Promise<unknown[]> | unknown[];
  /** Its own rules on a write, after the edit check (a proveedor that exists, the totals). */
  rules?(ctx: WriteContext<T, DocumentRowOf<D>>): Promise<void> | void;
  afterRead?(record: Fields, row: DocumentRowOf<D>): Fields;
  actions?: Record<string, ActionBehaviour<DocumentRowOf<D>>>;
  /**
   * Its charge of this tipo in the payables ledger: `aplicar` opens it (monto = total, for its
   * proveedor, before the action's own effect), and its saldo is read with the document once applied.
   */
  charge?: TipoDocumentoCargo;
  /** How it is also made from another document (`POST {api}/{source}/{id}`). */
  madeFrom?: MadeFrom<T, S>;
  /**
   * A new document's server folio when it does not count per sucursal (an estimación counts per
   * obra), taken after its rules in the saving transaction.
   */
  nextFolio?(tx: Tx, obraId: number): Promise<number>;
}

export type WithAcciones<T> = Saved<T> & { acciones: Acciones };

/** What a document's search words are read from: its body and its columns about to be stored. */
export type SearchContext<T> = Pick<WriteContext<T>, 'tx' | 'input' | 'values'>;

export { SIN_CFDI } from './document-comprobante';

/** The entity a document is built on: its write answers carry `acciones`. */
type DocumentEntity<T, D extends DocumentTable> = Entity<T, D, WithAcciones<T>, DocumentRowOf<D>>;

export interface Document<T extends Fields, D extends DocumentTable> extends Omit<
  DocumentEntity<T, D>,
  'get' | 'create' | 'update'
> {
  /** The declaration's schema and id parameter: its routes and contracts derive from them. */
  schema: EntitySchema;
  idParam: string;
  /** The tipo of its charge in the payables ledger, when it opens one. */
  charge?: TipoDocumentoCargo;
  /** What it is made from, when it declares `madeFrom`: its route derives from it. */
  madeFrom?: Pick<MadeFrom<T, DocumentTable>, 'source' | 'action' | 'idParam'>;
  /** Its `madeFrom`: the source's action and the new document, one transaction, answered as a read. */
  makeFrom(db: Executor, caller: Caller, sourceId: number): Promise<WithAcciones<T>>;
  get(db: Executor, caller: Caller, idParam: unknown): Promise<WithAcciones<T>>;
  create(
    db: Executor,
    caller: Caller,
    input: T,
    extra?: Parameters<DocumentEntity<T, D>['create']>[3],
  ): Promise<WithAcciones<T>>;
  update(
    db: Executor,
    caller: Caller,
    input: T,
    extra?: Parameters<DocumentEntity<T, D>['update']>[3],
  ): Promise<WithAcciones<T>>;
  /** Takes `action` on the document in the caller's transaction; answers the row as changed. */
  act(tx: Tx, caller: Caller, action: string, id: number, input?: ActionInput): Promise<DocumentRowOf<D>>;
  /** The same in its own transaction, answered as a read. */
  perform(db: Executor, caller: Caller, action: string, id: number, input?: ActionInput): Promise<WithAcciones<T>>;
  /**
   * PATCH …/comprobante: the file, the CFDI's XML or both; 404 before the upload is read when the
   * caller cannot see the document.
   */
  attach(
    db: Db,
    files: FileStore,
    caller: Caller,
    id: number,
    readUploads: () => Promise<ComprobanteUploads>,
  ): Promise<WithAcciones<T>>;
  /** POST …/revisarCfdi: the CFDI's checks against the document and what it would fill; writes nothing. */
  revisarCfdi(db: Executor, caller: Caller, id: number, readXml: () => Promise<Upload>): ReturnType<typeof revision>;
  /** Its anexos, when its `x-lifecycle` declares `anexar`: their routes derive from them. */
  anexos?: Pick<DocumentAnexos<WithAcciones<T>>, 'add' | 'remove'>;
  /** GET …/comprobanteUrl. */
  comprobanteUrl(db: Executor, caller: Caller, id: number): Promise<{ url: string }>;
  /** The visible documents, paged, of one obra when the query names it (404 for an obra the caller cannot see). */
  pageOfObra(
    db: Executor,
    caller: Caller,
    query: { obraId?: number } & Record<string, unknown>,
    where?: SQL,
  ): Promise<Page<T>>;
}

/** The action that opens a document's charge (`charge`): applying it. */
const CHARGE_OPENER = 'aplicar';

/** The charge a document of `tipo` opens when applied: its total owed to its proveedor in its obra. */
function chargeOpening(tipo: TipoDocumentoCargo, document: DocumentRow): ChargeOpening {
  const { id, folio, fecha, proveedorId, obraId, sucursalId, total } = document;
  // defineDocument refuses a `charge` on a table without these columns.
  if (typeof folio !== 'number' || fecha === undefined || proveedorId === undefined || total === undefined) {
    throw new Error(`${tipo}: el documento ${id} no tiene folio, fecha, proveedor o total`);
  }
  return {
    tipoDocumento: tipo,
    documentoId: id,
    folioDocumento: folio,
    fecha,
    proveedorId,
    obra: { id: obraId, sucursalId },
    monto: toCents(total),
  };
}

/** The columns a document that opens a charge needs (`chargeOpening`). */
const CHARGE_COLUMNS = ['fecha', 'proveedorId', 'total'] as const;

export function defineDocument<T extends Fields, D extends DocumentTable, S extends DocumentTable = DocumentTable>(
  definition: DocumentDefinition<T, D, S>,
): Document<T, D> {
  type R = DocumentRowOf<D>;
  const {
    table,
    search,
    rules,
    actions = {},
    afterRead,
    charge,
    madeFrom,
    nextFolio: folioOfObra,
    ...entity
  } = definition;
  // The table as updates take any table: its columns by key.
  const written: PgTable = table;
  const lifecycle = lifecycleOf(definition.schema);
  const tipo = getTableName(table);
  for (const action of Object.keys(actions)) {
    if (!lifecycle.actions[action]) throw new Error(`${tipo}: la accion ${action} no esta en x-lifecycle`);
  }
  if (charge && !lifecycle.actions[CHARGE_OPENER]) {
    throw new Error(`${tipo}: el cargo ${charge} se abre con la accion ${CHARGE_OPENER}, que no esta en x-lifecycle`);
  }
  if (madeFrom && !lifecycleOf(madeFrom.source.schema).actions[madeFrom.action]) {
    throw new Error(`${tipo}: se hace con la accion ${madeFrom.action}, que no esta en el x-lifecycle de su origen`);
  }
  if (charge && CHARGE_COLUMNS.some((key) => !columnOf(table, key))) {
    throw new Error(`${tipo}: el cargo ${charge} necesita las columnas ${CHARGE_COLUMNS.join(', ')}`);
  }
  const needsComprobante = Object.values(lifecycle.actions).some((rule) => rule.comprobante !== undefined);
  if ((needsComprobante || lifecycle.actions.adjuntar) && !(lifecycle.actions.adjuntar && table.comprobanteId)) {
    throw new Error(`${tipo}: el comprobante pide la accion adjuntar y la columna comprobanteId`);
  }
  const state = (row: DocumentRow) => ({ status: row.status, comprobante: row.comprobanteId });
  /** The state with the required fields its record leaves empty, which an action that closes editing checks. */
  const completeState = (row: DocumentRow, record: T) => ({
    ...state(row),
    faltantes: camposFaltantes(definition.schema, record),
  });
  const cfdiRule = cfdiRuleOf(lifecycle);
  const cfdiFields = Object.keys(cfdiRule?.llena ?? {});
  /** The field that holds the CFDI's UUID when a user may type it (a compra's folio fiscal), registered as the XML's. */
  const typedUuid = Object.entries(cfdiRule?.llena ?? {}).find(
    ([field, source]) => source === 'uuid' && definition.schema.properties[field]?.readOnly !== true,
  )?.[0];

  /** The search text: the document's own words and what its CFDI filled (the UUID), stored or new. */
  async function searchText(ctx: SearchContext<T>, folio: Folio, stored?: Row) {
    const filled = cfdiFields.map((field) => ctx.values[field] ?? stored?.[field]);
    const words = [...(await search(ctx, folio)), ...filled];
    return sql`f_unaccent(lower(${words.filter((word) => word != null && word !== '').join(' ')}))`;
  }
  const folioByServer = definition.schema.properties.folio?.readOnly === true;

  const documents = defineEntity<T, D, WithAcciones<T>, R>({
    ...entity,
    table,
    notFound: lifecycle.notFound,
    hooks: {
      async beforeWrite(ctx) {
        const denied = ctx.current && statusDenial(lifecycle, 'editar', state(ctx.current));
        if (denied) throw conflict(denied);
        await rules?.(ctx);
        ctx.errors.throwIfAny();
        // A document stays in its obra; a new one belongs to the obra of its body.
        const obraId = await ctx.resolveOwner(ctx.current ? ctx.current.obraId : undefined);
        await partidasDeLaObra(ctx, obraId);
        ctx.errors.throwIfAny();
        if (!ctx.current) {
          ctx.values.status = lifecycle.initial;
          if (folioByServer) {
            ctx.values.folio = folioOfObra
              ? await folioOfObra(ctx.tx, obraId)
              : await nextFolio(ctx.tx, tipo, ctx.values.sucursalId as number);
          }
        }
        // Every document has its folio by now: the body's, the stored one, or the server's just given.
        const folio = folioOf(ctx.values.folio) ?? ctx.current?.folio;
        if (folio === undefined) throw new Error(`${tipo}: el documento no tiene folio`);
        ctx.values.busqueda = await searchText(ctx, folio, ctx.current);
      },
      async afterWrite({ tx, values, current }, id) {
        if (!typedUuid || (current && values[typedUuid] === current[typedUuid])) return;
        const owner = {
          tabla: definition.schema.$id,
          registroId: id,
          folio: folioOf(values.folio) ?? current!.folio,
          sucursalId: (values.sucursalId as number | undefined) ?? current!.sucursalId,
        };
        await registrarUuidTecleado(tx, owner, (values[typedUuid] as string | null | undefined) ?? null);
      },
      afterRead(record, row) {
        const read = afterRead ? afterRead(record, row) : record;
        return row.comprobanteId == null ? read : { ...read, comprobante: documentoUrl(row.comprobanteId) };
      },
      answer: (tx, caller, id) => get(tx, caller, id),
    },
  });

  /** The document's own refusal of `action`, as a message; other errors are not a refusal. */
  async function refusal(action: string, ctx: ActionContext<R>): Promise<string | undefined> {
    try {
      await actions[action]?.refuse?.(ctx);
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return error.message;
      throw error;
    }
  }

  async function withAcciones(db: Executor, caller: Caller, record: Saved<T>, row: R): Promise<WithAcciones<T>> {
    const [found] = await db.select({ terminado: obra.terminado }).from(obra).where(eq(obra.id, row.obraId));
    const acciones = await accionesOf(lifecycle, completeState(row, record), {
      obraTerminada: Boolean(found?.terminado),
      mayUse: (link) => mayUse(caller, link),
      refusal: (action) => refusal(action, { db, caller, document: row }),
    });
    return { ...record, acciones };
  }

  const withSaldo = async (db: Executor, records: Saved<T>[]) =>
    charge ? withChargeSaldo(db, charge, records) : records;
  const pageWithSaldo = async (db: Executor, page: Page<Saved<T>>) => ({
    ...page,
    content: await withSaldo(db, page.content),
  });

  async function get(db: Executor, caller: Caller, idParam: unknown): Promise<WithAcciones<T>> {
    const { record, row } = await documents.find(db, caller, parseId(idParam, definition.idParam ?? 'id'));
    const [read] = await withSaldo(db, [record]);
    const answer = await withAcciones(db, caller, read, row);
    return anexos ? { ...answer, anexos: await anexos.list(db, row.id) } : answer;
  }

  async function act(tx: Tx, caller: Caller, action: string, id: number, input: ActionInput = {}): Promise<R> {
    const current = await documents.lock(tx, caller, id);
    await lockOpenObra(tx, caller, current.obraId);
    // The record is read only when the action would close editing, the one time its fields matter.
    const closes = cierraEdicion(lifecycle, action, state(current));
    const checked = closes ? completeState(current, (await documents.find(tx, caller, id)).record) : state(current);
    const denied = statusDenial(lifecycle, action, checked);
    if (denied) throw conflict(denied);
    await actions[action]?.refuse?.({ db: tx, caller, document: current });
    const status = nextStatus(lifecycle, action, state(current));
    // One update, so the bitácora records the action and what it stored as one change.
    const changes = { ...actions[action]?.values?.(input), ...(status === current.status ? {} : { status }) };
    const [document] =
      Object.keys(changes).length === 0
        ? [current]
        : ((await tx.update(written).set(changes).where(eq(table.id, id)).returning()) as R[]);
    wrote(tx, table);
    if (charge && action === CHARGE_OPENER) await openCharge(tx, chargeOpening(charge, document));
    await actions[action]?.effect?.({ db: tx, caller, document, input });
    return document;
  }

  const comprobante = documentComprobante<T, R>({
    schema: definition.schema,
    table,
    documents,
    act,
    read: get,
    searchText,
  });

  const anexos = documentAnexos<WithAcciones<T>>({
    schema: definition.schema,
    visible: (db, caller, id) => documents.get(db, caller, id),
    act,
    read: get,
  });

  return {
    ...documents,
    schema: definition.schema,
    idParam: definition.idParam ?? 'id',
    charge,
    madeFrom: madeFrom && { source: madeFrom.source, action: madeFrom.action, idParam: madeFrom.idParam },
    makeFrom(db, caller, sourceId) {
      if (!madeFrom) throw new Error(`${tipo}: no declara madeFrom`);
      // The source's action, then this document with the columns `made` stores beyond its body.
      return inTransaction(db, caller.id, async (tx) => {
        const source = await madeFrom.source.act(tx, caller, madeFrom.action, sourceId);
        const { input, values } = await madeFrom.made(tx, source);
        return documents.create(tx, caller, input, {
          beforeWrite: (ctx) => {
            Object.assign(ctx.values, values);
          },
        });
      });
    },
    get,
    anexos,
    page: async (db, caller, query, where) => pageWithSaldo(db, await documents.page(db, caller, query, where)),
    select: async (db, caller, options) => withSaldo(db, await documents.select(db, caller, options)),
    act,
    perform: (db, caller, action, id, input) =>
      inTransaction(db, caller.id, async (tx) => {
        await act(tx, caller, action, id, input);
        return get(tx, caller, id);
      }),
    async pageOfObra(db, caller, query, where) {
      if (query.obraId !== undefined) await assertVisibleObra(db, caller, query.obraId);
      const ofObra = query.obraId === undefined ? undefined : eq(table.obraId, query.obraId);
      return pageWithSaldo(db, await documents.page(db, caller, query, and(ofObra, where)));
    },
    ...comprobante,
  };
}
