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

type Specs = Record<string, ParameterSpec>;
/** A parameter's value as its type parses (./parameters.ts): a date is its YYYY-MM-DD text. */
type ValueOf<T extends ParameterType> = T extends 'integer' ? number : T extends 'boolean' ? boolean : string;

/** The parameters a query receives, as its `params` declares them: the required ones always there. */
export type ParamsOf<P extends Specs> = {
  [K in keyof P as P[K]['required'] extends true ? K : never]: ValueOf<P[K]['type']>;
} & {
  [K in keyof P as P[K]['required'] extends true ? never : K]?: ValueOf<P[K]['type']>;
};

export interface NamedQuery<P extends Specs = Specs> {
  name: string;
  description: string;
  params: P;
  /** The menu links whose permiso lets a caller run it (any of them), as a route's `{ menu }` rule. */
  menu: readonly string[];
  /** The whole answer; a paged query answers `page` instead. */
  run?(db: Executor, caller: Caller, params: ParamsOf<P>): Promise<unknown[]>;
  page?(db: Executor, caller: Caller, params: ParamsOf<P>, paging: PageRequest): Promise<Page<unknown>>;
}

export const defineQuery = <const P extends Specs>(query: NamedQuery<P>): NamedQuery<P> => query;
