/**
 * Starts the real server for API tests, listening on a free port, and talks to it over HTTP.
 * The database is this file's own copy of the run's migrated and seeded template
 * (./db-template.ts): an in-memory PGlite, or, when TEST_DATABASE_URL is set (CI), a PostgreSQL
 * database dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Database, Db } from '../db/client';
import type { DatabaseHealth } from '../db/outage';
import { seedDatabase } from '../db/seed';
import { openCopy, type SeedMode } from './db-template';
import { ADMIN_PASSWORD, createTestUser, type TestUser, type TestUserOptions } from './users';

export { ADMIN_PASSWORD };
export const TEST_JWT_SECRET = 'secreto-de-pruebas';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  kind: Database['kind'];
  baseUrl: string;
  /** Where uploads are written with PGlite (a temporary DATA_DIR/files). */
  filesDir: string;
  /** Logs in and returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  /** fetch against the server; `token` adds the Authorization header, `json` sends a JSON body. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Creates a user with generated permisos (see ./users.ts for the defaults). */
  createUser(options: TestUserOptions): Promise<TestUser>;
  /** Creates a user and logs in as them. */
  loginAs(options: TestUserOptions): Promise<TestUser & { token: string }>;
  close(): Promise<void>;
}

export interface StartOptions {
  seed?: SeedMode;
  /** Admin-defined catalog folder; by default an empty one, so the seeded menu is exactly MENU. */
  catalogosDir?: string;
  /** TRUST_PROXY of the server (none by default, as in production). */
  trustProxy?: string[];
  /** Captures the log at level info (silent otherwise). */
  logStream?: NodeJS.WritableStream;
  /** A built SPA to serve; none by default. */
  webDir?: string;
  /** Route plugins beyond the product's modules. */
  modules?: FastifyPluginAsync[];
  /** `false`: answers 503 until `app.readiness.markReady()`, as server/main.ts starts. */
  ready?: boolean;
  /** Whether the database answers; the copy's own by default. */
  health?: DatabaseHealth;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const seed = options.seed ?? 'none';
  const database = await openCopy(inject('dbTemplates'), seed);
  // Uploaded files (PGlite's; PostgreSQL keeps them in the copy) and the default (empty) catalog
  // folder live in a temporary folder per server.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-test-'));
  const filesDir = path.join(tempDir, 'files');
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    accessChanges: database.accessChanges,
    health: options.health ?? database.health,
    jwtSecret: TEST_JWT_SECRET,
    logLevel: options.logStream ? 'info' : 'silent',
    logStream: options.logStream,
    trustProxy: options.trustProxy,
    filesDir,
    catalogosDir: options.catalogosDir ?? path.join(tempDir, 'catalogos'),
    webDir: options.webDir,
    modules: options.modules,
    ready: options.ready,
  });
  // The template is seeded already; seeding again, as server/main.ts does on every start, only
  // adds the menu entries of the catalogs this server found.
  await seedDatabase(database.db, {
    mode: seed,
    adminPassword: ADMIN_PASSWORD,
    catalogos: app.catalogFiles,
    files: app.files,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request: TestServer['request'] = (path, init = {}) => {
    const { token, json, headers, ...rest } = init;
    const h = new Headers(headers);
    if (token) h.set('authorization', `Bearer ${token}`);
    if (json !== undefined) h.set('content-type', 'application/json');
    return fetch(baseUrl + path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  const login: TestServer['login'] = async (username, password) => {
    const res = await request('/unauth/authenticate', { method: 'POST', json: { username, password } });
    if (res.status !== 200) throw new Error(`login de ${username} fallo: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };

  return {
    app,
    db: database.db,
    kind: database.kind,
    baseUrl,
    filesDir,
    request,
    login,
    createUser: (opts) => createTestUser(database.db, opts),
    async loginAs(opts) {
      const user = await createTestUser(database.db, opts);
      return { ...user, token: await login(user.username, user.password) };
    },
    async close() {
      // A request refused before its body was read (413) may still be uploading: ending the
      // sockets keeps it from holding the test's end (app.close waits for every request).
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
