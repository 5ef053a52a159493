/**
 * What a module folder declares in its `module.ts`, found at start by ./index.ts: its routes and
 * its named data queries.
 * A new module adds its own `module.ts`; no list elsewhere names it. The samples the access
 * matrix fills its path parameters with are test-only, in the folder's `access-samples.ts`
 * (server/test-support/access-samples.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { NamedQuery } from './data/named-query';

export interface ServerModule {
  routes: FastifyPluginAsync;
  /** The named data queries it offers through `POST /api/data` (./data). */
  queries?: NamedQuery[];
}

export const defineModule = (module: ServerModule): ServerModule => module;
