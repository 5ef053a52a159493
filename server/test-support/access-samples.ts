/**
 * What a module's `access-samples.ts` (test-only, beside its `module.ts`) declares for the
 * access-control matrix (server/auth/access-matrix.test.ts): its default export creates the
 * records its samples name, straight in the tables (so the matrix depends on no create route),
 * and answers a sample for every path parameter of the module's routes.
 */
import type { FastifyInstance } from 'fastify';

/** What the matrix knows when it fills a path: the route's url and the user calling it. */
export interface SampleContext {
  url: string;
  caller: { id: number; permisoId: number };
}

type SampleValue = (ctx: SampleContext) => string | number;

/**
 * A path parameter's value. `scoped` parameters name a sucursal-bound record: `mine` one the
 * caller may see, `other` one of the other sucursal (the matrix expects 404 there). Shared ones
 * name records every sucursal sees, or are no id at all.
 */
export type ParamSample =
  { scoped: true; mine: SampleValue; other: SampleValue } | { scoped: false; value: SampleValue };

/** Where sample records go: the matrix's main sucursal and a second one. */
export interface SampleFixture {
  app: FastifyInstance;
  sucursales: { matriz: number; otra: number };
}

/**
 * Keys are a parameter name, or `{group}.{name}` (group = the path segment after /api) when the
 * name alone is ambiguous, e.g. `documento.id`.
 */
export type ParamSamples = Record<string, ParamSample>;

/** The default export of a module's `access-samples.ts`. */
export type AccessSamples = (fixture: SampleFixture) => Promise<ParamSamples>;

export const sharedSample = (value: string | number): ParamSample => ({ scoped: false, value: () => value });

/** Inserts one record in each sucursal of the fixture: the caller's, and the other one. */
export async function inEachSucursal(
  { sucursales }: SampleFixture,
  insert: (sucursalId: number, tag: string) => Promise<number>,
): Promise<ParamSample> {
  const mine = await insert(sucursales.matriz, 'matriz');
  const other = await insert(sucursales.otra, 'otra');
  return { scoped: true, mine: () => mine, other: () => other };
}
