/**
 * Whether this instance may serve (README "Running several instances"): until the migrations and
 * the seed are done, and once it is stopping, every request answers 503 — /unauth/ping included —
 * so a proxy sends nothing to an instance that cannot serve it. Requests already past this point
 * finish: a stop waits for them (server/main.ts). While the database is away /unauth/ping answers
 * 503 too (on PostgreSQL it asks the database each time), so a proxy takes the instance out.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-errors';
import { BASE_NO_RESPONDE, RETRY_AFTER_S, type DatabaseHealth } from '../../db/outage';

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
    databaseHealth: DatabaseHealth;
  }
}

interface ReadinessOptions {
  ready: boolean;
  health: DatabaseHealth;
  /** A trivial query asked on every ping (PostgreSQL only: PGlite is in the process). */
  probe?: () => Promise<unknown>;
}

export const PING = '/unauth/ping';

export const readiness = fp<ReadinessOptions>(async (app: FastifyInstance, options) => {
  app.decorate('databaseHealth', options.health);
  let state: 'starting' | 'ready' | 'stopping' = options.ready ? 'ready' : 'starting';
  app.decorate('readiness', {
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    markStopping: () => {
      state = 'stopping';
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (state === 'ready' && request.routeOptions.url !== PING) return;
    // Tells a proxy when to try this instance again.
    reply.header('retry-after', String(RETRY_AFTER_S));
    if (state !== 'ready') throw new HttpError(503, state === 'starting' ? INICIANDO : DETENIENDO);
    if (!options.health.up) throw new HttpError(503, BASE_NO_RESPONDE);
    // A failed probe is an outage error: the error handler answers it 503.
    await options.probe?.();
    reply.removeHeader('retry-after');
  });
});
