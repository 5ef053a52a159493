/**
 * What the crash proof reads back from the restarted server, over HTTP as the admin, and the
 * promises it holds the result to. Each check answers a list of broken promises, so a failure
 * names every cliente at fault instead of the first.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ClienteBody, Ledger } from './writes';

type Stored = ClienteBody & { id: number; sucursal?: unknown; actualizado?: string };
interface AuditEntry {
  id: number;
  registroId: string;
  accion: string;
  despues?: Record<string, unknown>;
}

const PAGE_SIZE = 100;

/** Every page of a list, read until a short one. */
async function readAll<T>(baseUrl: string, token: string, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const res = await fetch(`${baseUrl}${path}${separator}page=${page}&pageSize=${PAGE_SIZE}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`GET ${path} respondio ${res.status}: ${await res.text()}`);
    const { content } = (await res.json()) as { content: T[] };
    all.push(...content);
    if (content.length < PAGE_SIZE) return all;
  }
}

export const readClientes = (baseUrl: string, token: string) => readAll<Stored>(baseUrl, token, '/api/cliente');
export const readAudit = (baseUrl: string, token: string) =>
  readAll<AuditEntry>(baseUrl, token, '/api/bitacora?tabla=cliente');

/** The cliente's own fields as the API answers them, without the nested sucursal. */
/** What a writer sent of a stored cliente: not its id, sucursal or version, which are the server's. */
const fieldsOf = ({ id: _id, sucursal: _sucursal, actualizado: _version, ...fields }: Stored): ClienteBody => fields;

/** Every acknowledged write is stored exactly as sent; a write in flight is stored whole or not at all. */
export function writesKept(ledger: Ledger, stored: Stored[]): string[] {
  const broken: string[] = [];
  const byNombre = new Map(stored.map((c) => [c.nombre, c]));
  if (byNombre.size !== stored.length) broken.push('hay clientes con el mismo nombre');
  for (const [nombre, { acked, pending }] of ledger) {
    const found = byNombre.get(nombre);
    const fields = found && fieldsOf(found);
    const allowed = [acked, pending].filter((body) => body !== undefined);
    if (!fields && acked) broken.push(`${nombre}: confirmado con 2xx y no esta guardado`);
    if (fields && !allowed.some((body) => isDeepStrictEqual(fields, body))) {
      broken.push(`${nombre}: guardado ${JSON.stringify(fields)}, enviado ${JSON.stringify(allowed)}`);
    }
  }
  for (const c of stored) if (!ledger.has(c.nombre)) broken.push(`${c.nombre}: guardado sin que nadie lo enviara`);
  return broken;
}

/**
 * After a graceful stop nothing is left half-answered: every stored cliente is its acknowledged
 * body, never a write whose answer did not come (a request refused while stopping stores nothing).
 */
export function onlyAcknowledged(ledger: Ledger, stored: Stored[]): string[] {
  const byNombre = new Map(stored.map((c) => [c.nombre, c]));
  const broken: string[] = [];
  for (const [nombre, { acked, pending }] of ledger) {
    const found = byNombre.get(nombre);
    const fields = found && fieldsOf(found);
    if (pending && fields && !isDeepStrictEqual(fields, acked)) {
      broken.push(`${nombre}: guardado ${JSON.stringify(fields)} sin respuesta 2xx`);
    }
  }
  return broken;
}

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The bitácora row of each write commits with it: replaying a cliente's audit rows in order gives
 * the stored cliente, and no audit row speaks of a cliente that is not stored.
 */
export function auditMatches(stored: Stored[], audit: AuditEntry[]): string[] {
  const broken: string[] = [];
  const replayed = new Map<string, Record<string, unknown>>();
  for (const entry of [...audit].sort((a, b) => a.id - b.id)) {
    if (entry.accion === 'INSERT' && replayed.has(entry.registroId))
      broken.push(`cliente ${entry.registroId}: dos INSERT en la bitacora`);
    replayed.set(entry.registroId, { ...replayed.get(entry.registroId), ...entry.despues });
  }
  const ids = new Set(stored.map((c) => String(c.id)));
  for (const registroId of replayed.keys())
    if (!ids.has(registroId)) broken.push(`cliente ${registroId}: en la bitacora y no guardado`);
  for (const c of stored) {
    const row = replayed.get(String(c.id));
    const fields = Object.entries(fieldsOf(c));
    if (!row || fields.some(([field, value]) => !isDeepStrictEqual(row[column(field)], value))) {
      broken.push(`${c.nombre}: la bitacora da ${JSON.stringify(row)}`);
    }
  }
  return broken;
}

/** After the checks: a write left in flight by the crash is now either stored or gone for good. */
export function settle(ledger: Ledger, stored: Stored[]): void {
  const byNombre = new Map(stored.map((c) => [c.nombre, c]));
  for (const [nombre, entry] of ledger) {
    const found = byNombre.get(nombre);
    if (!found) ledger.delete(nombre);
    else Object.assign(entry, { id: found.id, acked: fieldsOf(found), pending: undefined });
  }
}
