/**
 * The one way the browser calls the API: bearer token from the session, JSON in and out, the
 * server's Spanish message on errors, 'No hay conexion con el servidor: {detail}' on network
 * failure, reads retried while the server answers 503 (whose message then shows as a calm notice:
 * ./outage.ts), and a 401 clears the session (the authProvider then sends the user to /login).
 * Only the data provider imports this file (an ESLint rule keeps it so).
 */
import { HttpError } from 'react-admin';
import { VERSION } from '../../schemas/version';
import { session } from '../providers/session';
import { StaleRecordError } from './formErrors';
import { IDEMPOTENCY_HEADER, lentKey } from './idempotency';
import { rememberOutage } from './outage';

export interface ApiErrorBody {
  message?: string;
  errors?: { field: string; message: string }[];
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function networkErrorMessage(detail: string): string {
  return `No hay conexion con el servidor: ${detail}`;
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  query?: Query;
}

export function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Field errors in the shape react-admin's forms display under each input. */
function fieldErrors(body: ApiErrorBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of body.errors ?? []) if (e.field) out[e.field] = e.message;
  return out;
}

/** A failed answer as react-admin's HttpError; a 401 ends the session first. */
export function httpErrorOf(status: number, body: ApiErrorBody): HttpError {
  if (status === 401) session.clear();
  const message = body.message ?? `Error ${status}`;
  if (status === 503) rememberOutage(message);
  if (status === 409 && body.errors?.some((e) => e.field === VERSION)) {
    return new StaleRecordError(message);
  }
  return new HttpError(message, status, { message, errors: fieldErrors(body) });
}

export function bearer(): string | null {
  const token = session.token();
  return token ? `Bearer ${token}` : null;
}

/** Pauses before a read answered 503 is sent again (about 7 s in all, then its message shows). */
export const READ_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

export async function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const { body, query, headers, ...rest } = init;
  const h = new Headers(headers);
  const authorization = bearer();
  if (authorization && !h.has('Authorization')) h.set('Authorization', authorization);
  const key = lentKey();
  if (key) h.set(IDEMPOTENCY_HEADER, key);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    h.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    const send = () => fetch(urlOf(path, query), { ...rest, headers: h, body: payload });
    response = await send();
    // A read that met the database away (503) is tried again by itself; a write never is: the
    // form keeps its data and the user sends it again.
    const retries = (rest.method ?? 'GET').toUpperCase() === 'GET' ? READ_RETRY_DELAYS_MS : [];
    for (let i = 0; i < retries.length && response.status === 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, retries[i]));
      response = await send();
    }
  } catch (error) {
    throw new HttpError(networkErrorMessage(error instanceof Error ? error.message : String(error)), 0);
  }
  if (!response.ok) throw httpErrorOf(response.status, (await response.json().catch(() => ({}))) as ApiErrorBody);
  return response;
}

/** A JSON text as a value; an empty body is `undefined`. */
export function parseJson<T>(text: string): T {
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiJson<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  if (response.status === 204) return undefined as T;
  return parseJson<T>(await response.text());
}

/** A document or generated report (PDF, image): it needs the token, so the browser fetches it. */
export async function apiBlob(path: string, query?: Query): Promise<Blob> {
  return (await apiFetch(path, { query })).blob();
}
