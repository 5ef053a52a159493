/**
 * The one way the browser calls the API: bearer token from the session, JSON in and out, the
 * server's Spanish message on errors, SPEC.md §8's text on network failure, and a 401 clears the
 * session (the authProvider then sends the user to /login).
 */
import { HttpError } from 'react-admin';
import { session } from './session';

export interface ApiErrorBody {
  message?: string;
  errors?: { field: string; message: string }[];
}

export function networkErrorMessage(detail: string): string {
  return `No hay conexion con el servidor: ${detail}`;
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
}

function urlOf(path: string, query?: ApiInit['query']): string {
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

export async function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const { body, query, headers, ...rest } = init;
  const h = new Headers(headers);
  const token = session.token();
  if (token) h.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    h.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), { ...rest, headers: h, body: payload });
  } catch (error) {
    throw new HttpError(networkErrorMessage(error instanceof Error ? error.message : String(error)), 0);
  }
  if (response.status === 401) session.clear();
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as ApiErrorBody;
    const message = data.message ?? `Error ${response.status}`;
    throw new HttpError(message, response.status, { message, errors: fieldErrors(data) });
  }
  return response;
}

export async function apiJson<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
