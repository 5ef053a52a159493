/** The Fastify application factory: everything but listening, so tests can start it on any port. */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Database, Db } from './db/client';
import { accessGuard } from './auth/guard';
import { lookupView } from './auth/lookup-view';
import type { AccessChanges } from './db/access-changes';
import { alwaysUp, type DatabaseHealth } from './db/outage';
import { cleanInput } from './plugins/app/clean-input';
import { idempotency } from './plugins/app/idempotency';
import { readiness } from './plugins/app/readiness';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/app/error-handler';
import { openApi, openApiRoute } from './plugins/app/openapi';
import { loggerOptions, requestLine } from './plugins/app/logger';
import { securityHeaders } from './plugins/app/security-headers';
import { spa } from './plugins/app/spa';
import { validatorCompiler } from './validation';
import { HttpError } from './http-errors';
import { modules, namedQueries } from './modules';
import type { NamedQuery } from './modules/data/named-query';
import { MAX_FILES, MAX_UPLOAD_BYTES } from './files/limits';
import type { FileStore } from './files/storage';
import { fileStoreOf } from './files/db-storage';
import { uploadCleanup } from './files/upload-cleanup';
import { catalogRegistry, type Catalogo, type CatalogRegistry } from './modules/catalogo/registry';
import { DEFAULT_CATALOGOS_DIR, readCatalogFiles } from './modules/catalogo/files';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Uploaded files, content-addressed: in PostgreSQL, or in a folder with PGlite (server/files/storage.ts). */
    files: FileStore;
    /** Admin-defined catalogs, live from the database (server/modules/catalogo/registry.ts). */
    catalogos: CatalogRegistry;
    /** The catalog files found at start: the seed stores those the database lacks. */
    catalogFiles: Catalogo[];
    /** The named data queries of every module (server/modules/data). */
    namedQueries: NamedQuery[];
  }
}

export interface AppOptions {
  db: Db;
  /**
   * How the database was opened (`Database.kind`), which decides where uploads live: in PostgreSQL
   * itself, so every instance sharing it sees them, or with PGlite under `filesDir`.
   */
  databaseKind: Database['kind'];
  jwtSecret: string;
  webDir?: string;
  logLevel?: string;
  /** Where log lines go (stdout by default); tests read them to prove nothing secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** Reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  /** Uploaded files with PGlite: DATA_DIR/files (default ./data/files, as DATA_DIR defaults to ./data). */
  filesDir?: string;
  /** Admin-defined catalog schemas; schemas/catalogos by default, a temporary folder in tests. */
  catalogosDir?: string;
  /** Commits that change callers and permisos (Database.accessChanges), for the guard's cache. */
  accessChanges?: AccessChanges;
  /** Whether the database answers (Database.health): outages answer 503 and are logged once. */
  health?: DatabaseHealth;
  /** Route plugins registered after the modules found in server/modules (a document type of a test). */
  modules?: FastifyPluginAsync[];
  /**
   * Serves from the start (tests); `false` answers 503 until `app.readiness.markReady()`, once the
   * seed is done (server/main.ts).
   */
  ready?: boolean;
}

export { MAX_UPLOAD_BYTES };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    // One line per request instead of two (plugins/app/logger.ts, requestLine).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    frameworkErrors,
    clientErrorHandler,
    // docs/contract.md: every path is accepted with or without a trailing slash (POST /api/ordenCompra/).
    routerOptions: { ignoreTrailingSlash: true },
    // While closing, the readiness hook answers the Spanish 503 (plugins/app/readiness.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  const health = options.health ?? alwaysUp;
  health.logTo(app.log);
  app.decorate('db', options.db);
  app.decorate('files', fileStoreOf(options.databaseKind, options.db, options.filesDir ?? path.resolve('data/files')));
  app.decorate('catalogos', catalogRegistry(options.db, options.accessChanges, app.log));
  app.decorate('catalogFiles', readCatalogFiles(options.catalogosDir ?? DEFAULT_CATALOGOS_DIR, app.log));
  app.decorate('namedQueries', namedQueries);

  await app.register(requestLine);
  await app.register(securityHeaders);
  // The guard verifies a token's signature once and keeps its claims until it expires (fast-jwt's cache).
  await app.register(jwt, { secret: options.jwtSecret, sign: { expiresIn: '12h' }, verify: { cache: true } });
  // Only routes that opt in (config.rateLimit) are limited, e.g. the public password hasher.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Demasiadas peticiones, intente de nuevo en ${context.after}`),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 20, fieldSize: 1024 * 1024 },
  });
  await app.register(uploadCleanup);
  await app.register(errorHandler);
  await app.register(readiness, {
    ready: options.ready ?? true,
    health,
    probe: options.databaseKind === 'postgres' ? () => options.db.execute(sql`SELECT 1`) : undefined,
  });
  await app.register(cleanInput);
  await app.register(accessGuard, { accessChanges: options.accessChanges });
  await app.register(lookupView);
  // After the guard: a key belongs to its caller.
  await app.register(idempotency);
  await app.register(openApi);
  for (const module of [...modules, ...(options.modules ?? [])]) await app.register(module);
  await app.register(openApiRoute);
  await app.register(spa, { webDir: options.webDir });
  return app;
}
