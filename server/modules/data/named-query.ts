/**
 * Named data queries (docs/contract.md "Named data queries"): a server-side registry of typed,
 * parameterised reads — never SQL text from a client. A module declares its queries beside its
 * routes (`defineModule({ routes, queries })`); `POST /api/data` and `/api/data/paged` run them by
 * name after checking the caller against each query's own access rule and parsing its parameters.
 */
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import type { Page, PageRequest } from '../../db/paging';

export type ParameterType = 'integer' | 'string' | 'date' | 'boolean';

export interface ParameterSpec {
  type: ParameterType;
  required?: boolean;
}

export type ParameterValue = number | string | boolean;

export interface NamedQuery {
  name: string;
  description: string;
  params: Record<string, ParameterSpec>;
  /** The menu links whose permiso lets a caller run it (any of them), as a route's `{ menu }` rule. */
  menu: readonly string[];
  /** The whole answer; a paged query answers `page` instead. */
  run?(db: Executor, caller: Caller, params: Record<string, ParameterValue>): Promise<unknown[]>;
  page?(db: Executor, caller: Caller, params: Record<string, ParameterValue>, paging: PageRequest): Promise<Page<unknown>>;
}

export const defineQuery = (query: NamedQuery): NamedQuery => query;
