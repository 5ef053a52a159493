/**
 * Starts the real server for API tests, listening on a free port, and talks to it over HTTP.
 * The database is an in-memory PGlite, or, when TEST_DATABASE_URL is set (CI), a fresh
 * PostgreSQL database created for this test file and dropped afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database, type Db } from '../db/client';
import { seedDatabase } from '../db/seed';
import { createTestUser, type TestUser, type TestUserOptions } from './users';

export const ADMIN_PASSWORD = 'admin-pruebas-123';
export const TEST_JWT_SECRET = 'secreto-de-pruebas';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
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

async function freshPostgres(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `obras_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface StartOptions {
  seed?: 'demo' | 'none';
  tokenTtl?: string;
  /** Admin-defined catalog folder; by default an empty one, so the seeded menu is exactly MENU. */
  catalogosDir?: string;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const pgBase = process.env.TEST_DATABASE_URL;
  const pg = pgBase ? await freshPostgres(pgBase) : null;
  const database: Database = await openDatabase({ databaseUrl: pg?.url });
  // Uploaded files and the default (empty) catalog folder live in a temporary folder per server.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-test-'));
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'silent',
    tokenTtl: options.tokenTtl,
    filesDir: path.join(tempDir, 'files'),
    catalogosDir: options.catalogosDir ?? path.join(tempDir, 'catalogos'),
  });
  // Seeded after building, as server/main.ts does: the catalogs found at start get menu entries.
  await seedDatabase(database.db, { mode: options.seed ?? 'none', adminPassword: ADMIN_PASSWORD, catalogos: app.catalogos });
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
    baseUrl,
    request,
    login,
    createUser: (opts) => createTestUser(database.db, opts),
    async loginAs(opts) {
      const user = await createTestUser(database.db, opts);
      return { ...user, token: await login(user.username, user.password) };
    },
    async close() {
      await app.close();
      await database.close();
      await pg?.drop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
