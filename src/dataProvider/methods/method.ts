/**
 * A call that is not CRUD (a lookup, a summary, authorize, generate, apply, upload, a report) as a
 * method of the data provider. It answers `{ data }`, as react-admin's custom methods do, and
 * states here, once, which cached data it makes stale: `useWorkflowMutation` refetches those
 * after it succeeds.
 */

import type { EntitySchema } from '../../../schemas';

/**
 * The first element of a cached query key: a react-admin resource (`configura/menu` covers its
 * getList, getOne, …) or the name of a query method (`menuDeSeccion`).
 */
export type CacheKey = string;

export interface Method<Params, Result> {
  (params: Params): Promise<{ data: Result }>;
  /** What a success makes stale. */
  readonly invalidates: readonly CacheKey[];
}

/** A read: nothing becomes stale. */
export function query<Params = void, Result = unknown>(
  call: (params: Params) => Promise<Result>,
): Method<Params, Result> {
  return mutation(call, []);
}

/** A write: `invalidates` names everything it changes. */
export function mutation<Params = void, Result = unknown>(
  call: (params: Params) => Promise<Result>,
  invalidates: readonly CacheKey[],
): Method<Params, Result> {
  return Object.assign(async (params: Params) => ({ data: await call(params) }), { invalidates });
}

/** An entity's react-admin resource as a cache key: its getList, getOne, … */
export function resourceKey(schema: EntitySchema): CacheKey {
  const name = schema['x-resource']?.name;
  if (!name) throw new Error(`El esquema ${schema.title} no es un recurso`);
  return name;
}

/** An entity's API base (`x-resource.api`), for the routes beside its CRUD ones. */
export function resourceApi(schema: EntitySchema): string {
  const api = schema['x-resource']?.api;
  if (!api) throw new Error(`El esquema ${schema.title} no es un recurso`);
  return api;
}

export const encodeId = (id: string | number) => encodeURIComponent(String(id));

/** A document action's parameters: the record's id, or the id and the body the action takes. */
export type AccionParams<Body> = number | { id: number; body?: Body };

export const accionDe = <Body>(params: AccionParams<Body>): { id: number; body?: Body } =>
  typeof params === 'number' ? { id: params } : params;
