/**
 * What a module's `access-samples.ts` (test-only, beside its `module.ts`) declares for the
 * access-control matrix (server/auth/access-matrix.test.ts): its default export creates the
 * records its samples name, straight in the tables (so the matrix depends on no create route),
 * and answers a sample for every path parameter of the module's routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/**
 * Every module folder's `access-samples.ts`, in folder-name order, its records created; a key two
 * modules declare would make the samples depend on order.
 */
export async function moduleSamples(fixture: SampleFixture): Promise<ParamSamples> {
  const folders = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(modulesDir, entry.name, 'access-samples.ts')))
    .map((entry) => entry.name)
    .sort();
  const all: ParamSamples = {};
  for (const folder of folders) {
    const file = `server/modules/${folder}/access-samples.ts`;
    const { default: samplesOf } = (await import(`../modules/${folder}/access-samples.ts`)) as {
      default?: AccessSamples;
    };
    if (typeof samplesOf !== 'function')
      throw new Error(`${file} debe exportar por defecto async (fixture) => muestras`);
    for (const [key, sample] of Object.entries(await samplesOf(fixture))) {
      if (key in all) throw new Error(`La muestra '${key}' esta repetida; la declara tambien ${file}`);
      all[key] = sample;
    }
  }
  return all;
}

/** The sample of a route's path parameter: `{group}.{name}` first, then the name alone. */
export const sampleFor = (samples: ParamSamples, url: string, param: string): ParamSample | undefined =>
  samples[`${url.split('/')[2]}.${param}`] ?? samples[param];
