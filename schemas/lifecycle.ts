/**
 * A document's lifecycle as its schema declares it (`x-lifecycle`, schemas/README.md): statuses,
 * the actions allowed from each, the Spanish 409 of an action the status rules out, and which
 * actions need the comprobante. Isomorphic: the server runs it (server/domain/document.ts) and the
 * mocks answer with it, so the two cannot drift; the browser never reads its rules — it shows what
 * the server's `acciones` say — only what a comprobante may be, for its file picker.
 */
import { OBRA_TERMINADA } from './messages';
import type { EntitySchema } from './types';

export const COMPROBANTE_REQUERIDO = 'Adjunte el comprobante antes de aplicar..';
/** An action allowed only before the comprobante (`comprobante: false`) on a document that has one. */
export const COMPROBANTE_ADJUNTO = 'El documento ya tiene comprobante..';
/** An action that would leave the document read-only while required fields are empty, named by their titles. */
export const faltanCampos = (titulos: string[]) => `Complete los campos obligatorios: ${titulos.join(', ')}..`;
export const SIN_PERMISO = 'No tiene permiso para esta accion..';
/** GET …/comprobanteUrl of a document without one. */
export const DOCUMENTO_NO_ENCONTRADO = 'Documento no encontrado..';

/** A denial: one message, or one per current status. */
export type Denied = string | Record<string, string>;

export interface LifecycleAction {
  /** The statuses the action is allowed from. */
  from: string[];
  /** The status it leads to; without one the status stays (an edit, an upload). */
  to?: string;
  /** The 409 when the status rules the action out, per status over the lifecycle's `denied`. */
  denied?: Denied;
  /** `true`: needs the document's comprobante; `false`: allowed only while it has none. */
  comprobante?: boolean;
  /** The menu link whose permiso the action also needs (the module it writes into). */
  menu?: string;
  /** `adjuntar`, `anexar`: the media types the comprobante or an anexo may be; default PDF, PNG and JPEG. */
  accept?: ComprobanteType[];
  /** `anexar`: the kinds of anexo the document takes, value → label (schemas/anexos.ts). */
  tipos?: Record<string, string>;
  /** `adjuntar`: the document also takes its CFDI's XML, checked against it (server/cfdi). */
  cfdi?: CfdiRule;
}

/** Where a value the CFDI fills comes from: Serie+Folio, the UUID, the date of Fecha. */
export type CfdiSource = 'serieFolio' | 'uuid' | 'fecha';

/** How a document's CFDI must match it, and what the CFDI fills (schemas/README.md). */
export interface CfdiRule {
  /** TipoDeComprobante: I (ingreso) or E (egreso, a nota de crédito). */
  tipo: 'I' | 'E';
  /** Whose RFC is on the other side: the proveedor's as emisor, or the cliente's as receptor; the sucursal's on ours. */
  contraparte: 'proveedor' | 'cliente';
  /** The CFDI must relate to the UUID (folioFiscal) of the document this one belongs to. */
  relacion?: 'compra';
  /** The document's fields the CFDI fills when it is attached. */
  llena: Record<string, CfdiSource>;
}

/** The CFDI rule of a document's upload; undefined when it takes none. */
export const cfdiRuleOf = (lifecycle: Lifecycle): CfdiRule | undefined => lifecycle.actions.adjuntar?.cfdi;

/** What a CFDI fills from, however it is held (the server's reading, the API's answer). */
export interface CfdiFillable {
  serie?: string;
  folio?: string;
  uuid: string;
  /** As written: YYYY-MM-DDTHH:mm:ss. */
  fecha: string;
}

const SOURCES: Record<CfdiSource, (cfdi: CfdiFillable) => string | undefined> = {
  serieFolio: (cfdi) => [cfdi.serie, cfdi.folio].filter(Boolean).join('') || undefined,
  uuid: (cfdi) => cfdi.uuid,
  fecha: (cfdi) => cfdi.fecha.slice(0, 10),
};

/** One value a CFDI fills from (Serie+Folio, the UUID, the date of Fecha); undefined when it lacks it. */
export const valorDelCfdi = (source: CfdiSource, cfdi: CfdiFillable): string | undefined => SOURCES[source](cfdi);

/** The document's fields the CFDI fills (`llena`), by property name; a source the CFDI lacks fills nothing. */
export function valoresDe(rule: CfdiRule, cfdi: CfdiFillable): Record<string, string> {
  const entries = Object.entries(rule.llena).map(([field, source]) => [field, valorDelCfdi(source, cfdi)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Record<string, string>;
}

export const COMPROBANTE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ComprobanteType = (typeof COMPROBANTE_TYPES)[number];

/** What a document's comprobante may be (its upload's `accept`, the server's check). */
export const comprobanteTypes = (lifecycle: Lifecycle): readonly ComprobanteType[] =>
  lifecycle.actions.adjuntar?.accept ?? COMPROBANTE_TYPES;

export interface Lifecycle {
  /** 404 of a document the caller cannot see. */
  notFound: string;
  /** The status of a new document. */
  initial: string;
  /** The 409 by current status, for every action that does not say its own. */
  denied: Denied;
  actions: Record<string, LifecycleAction>;
}

/** What the server answers beside a document, per action: may this caller take it now, and why not. */
export interface Accion {
  /** The action belongs on the screen in this status (a button to show). */
  visible: boolean;
  permitida: boolean;
  motivo?: string;
}
export type Acciones = Record<string, Accion>;

/** The document's state the rules read. */
export interface DocumentState {
  status?: unknown;
  /** The comprobante, however the reader holds it (an id or a URL); null or undefined: none. */
  comprobante?: unknown;
  /** The titles of its schema's required fields it leaves empty (`camposFaltantes`); unread: none. */
  faltantes?: string[];
}

const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** The titles of `schema`'s required fields that `record` (as read) leaves empty: a blank, no lines. */
export function camposFaltantes(schema: EntitySchema, record: object): string[] {
  return (schema.required ?? [])
    .filter((name) => isEmpty((record as Record<string, unknown>)[name]))
    .map((name) => schema.properties[name]?.title ?? name);
}

export function lifecycleOf(schema: EntitySchema): Lifecycle {
  const lifecycle = schema['x-lifecycle'];
  if (!lifecycle) throw new Error(`${schema.$id}: el esquema no declara x-lifecycle`);
  return lifecycle;
}

const message = (denied: Denied, status: string) =>
  typeof denied === 'string' ? denied : (denied[status] ?? Object.values(denied)[0]);

/** The 409 of `rule` from `status`: the action's own for that status, over the lifecycle's. */
const denialOf = (lifecycle: Lifecycle, rule: LifecycleAction, status: string) =>
  typeof rule.denied === 'object' && rule.denied[status] === undefined
    ? message(lifecycle.denied, status)
    : message(rule.denied ?? lifecycle.denied, status);

/** Why the status or the comprobante rules `action` out of `document` now. */
function ruleDenial(lifecycle: Lifecycle, action: string, document: DocumentState): string | undefined {
  const rule = lifecycle.actions[action];
  if (!rule) throw new Error(`Accion desconocida: ${action}`);
  const status = String(document.status ?? lifecycle.initial);
  if (!rule.from.includes(status)) return denialOf(lifecycle, rule, status);
  if (rule.comprobante === true && document.comprobante == null) return COMPROBANTE_REQUERIDO;
  if (rule.comprobante === false && document.comprobante != null) return COMPROBANTE_ADJUNTO;
  return undefined;
}

/**
 * `action` turns a document that may be edited into one that may not (aplicar, autorizar, a gasto's
 * upload): after it, a field left empty could never be filled.
 */
export function cierraEdicion(lifecycle: Lifecycle, action: string, document: DocumentState): boolean {
  if (!lifecycle.actions.editar || ruleDenial(lifecycle, 'editar', document)) return false;
  const after = {
    status: nextStatus(lifecycle, action, document),
    comprobante: action === 'adjuntar' ? true : document.comprobante,
  };
  return ruleDenial(lifecycle, 'editar', after) !== undefined;
}

/**
 * Why the document's lifecycle rules `action` out of `document` now: its status, its comprobante,
 * or required fields still empty when the action would make it read-only; undefined when nothing does.
 */
export function statusDenial(lifecycle: Lifecycle, action: string, document: DocumentState): string | undefined {
  const denied = ruleDenial(lifecycle, action, document);
  if (denied) return denied;
  if (document.faltantes?.length && cierraEdicion(lifecycle, action, document)) return faltanCampos(document.faltantes);
  return undefined;
}

/** The status `action` leads `document` to (its own when the action keeps it). */
export function nextStatus(lifecycle: Lifecycle, action: string, document: DocumentState): string {
  return lifecycle.actions[action].to ?? String(document.status ?? lifecycle.initial);
}

export interface Circumstances {
  /** The document's obra is terminado. */
  obraTerminada: boolean;
  /** The caller holds the permiso of a menu link. */
  mayUse(menu: string): boolean;
  /** The document's own rule for an action (an approval limit, one nota per compra): its refusal. */
  refusal?(action: string): Promise<string | undefined> | string | undefined;
}

/** Every action of the lifecycle, as the caller may take it on `document` now. */
export async function accionesOf(
  lifecycle: Lifecycle,
  document: DocumentState,
  circumstances: Circumstances,
): Promise<Acciones> {
  const entries = await Promise.all(
    Object.entries(lifecycle.actions).map(async ([action, rule]): Promise<[string, Accion]> => {
      const status = String(document.status ?? lifecycle.initial);
      if (circumstances.obraTerminada) return [action, { visible: false, permitida: false, motivo: OBRA_TERMINADA }];
      if (rule.menu && !circumstances.mayUse(rule.menu)) {
        return [action, { visible: false, permitida: false, motivo: SIN_PERMISO }];
      }
      if (!rule.from.includes(status)) {
        return [action, { visible: false, permitida: false, motivo: denialOf(lifecycle, rule, status) }];
      }
      const motivo = statusDenial(lifecycle, action, document) ?? (await circumstances.refusal?.(action));
      return [action, motivo ? { visible: true, permitida: false, motivo } : { visible: true, permitida: true }];
    }),
  );
  return Object.fromEntries(entries);
}
