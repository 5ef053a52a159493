/**
 * What a module folder declares in its `module.ts`, found at start by ./index.ts: its routes.
 * A new module adds its own `module.ts`; no list elsewhere names it. The samples the access
 * matrix fills its path parameters with are test-only, in the folder's `access-samples.ts`
 * (server/test-support/access-samples.ts).
 */
import type { FastifyPluginAsync } from 'fastify';

export interface ServerModule {
  routes: FastifyPluginAsync;
}

export const defineModule = (module: ServerModule): ServerModule => module;
