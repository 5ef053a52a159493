/**
 * Whether this instance may serve (README "Running several instances"): until the migrations and
 * the seed are done, and once it is stopping, every request answers 503 — /unauth/ping included —
 * so a proxy sends nothing to an instance that cannot serve it. Requests already past this point
 * finish: a stop waits for them (server/main.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-errors';

export const INICIANDO = 'El servidor se esta iniciando; intente de nuevo en unos segundos';
export const DETENIENDO = 'El servidor se esta deteniendo; intente de nuevo en unos segundos';

export interface Readiness {
  /** Migrations and seed are done: start serving. */
  markReady(): void;
  /** A stop began: refuse what comes next. */
  markStopping(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readiness = fp<{ ready: boolean }>(async (app: FastifyInstance, options) => {
  let state: 'starting' | 'ready' | 'stopping' = options.ready ? 'ready' : 'starting';
  app.decorate('readiness', {
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    markStopping: () => {
      state = 'stopping';
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (state === 'ready') return;
    // Tells a proxy when to try this instance again.
    reply.header('retry-after', '5');
    throw new HttpError(503, state === 'starting' ? INICIANDO : DETENIENDO);
  });
});
