/** The Fastify application factory: everything but listening, so tests can start it on any port. */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Db } from './db/client';
import { accessGuard } from './auth/guard';
import { errorHandler } from './plugins/app/error-handler';
import { spa } from './plugins/app/spa';
import { validatorCompiler } from './validation';
import { HttpError } from './http-errors';
import { modules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  webDir?: string;
  logLevel?: string;
  /** Token lifetime; short in tests of expiry. */
  tokenTtl?: string;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: true } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', options.db);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Ajv compiles validators with new Function in the browser (docs/decisions.md).
        'script-src': ["'self'", "'unsafe-eval'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'object-src': ["'self'", 'blob:'],
      },
    },
  });
  await app.register(jwt, { secret: options.jwtSecret, sign: { expiresIn: options.tokenTtl ?? '12h' } });
  // Only routes that opt in (config.rateLimit) are limited, e.g. the public password hasher.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Demasiadas peticiones, intente de nuevo en ${context.after}`),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  await app.register(errorHandler);
  await app.register(accessGuard);
  for (const module of modules) await app.register(module);
  await app.register(spa, { webDir: options.webDir });
  return app;
}
