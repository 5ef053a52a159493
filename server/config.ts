/** Configuration comes from the environment only (README.md lists every variable). */
import path from 'node:path';
import type { DatabaseLimits } from './db/client';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  adminPassword?: string;
  seed: 'demo' | 'none';
  logLevel: string;
  /** Built SPA to serve; absent in API-only tests. */
  webDir?: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty (the
   * default) believes none, so no caller chooses the address the lockout and the bitácora record.
   */
  trustProxy: string[];
  /** PostgreSQL's bounds for request work (DB_POOL_MAX, DB_POOL_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS). */
  databaseLimits: Partial<DatabaseLimits>;
  /** How long a start waits for PostgreSQL to answer before it gives up (DB_START_WAIT_S). */
  databaseStartWaitMs: number;
}

/** A whole number ≥ `min` from the environment, or undefined when unset. */
function count(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} invalido: ${text}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT invalido: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: path.resolve(env.WEB_DIR ?? './dist'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    databaseLimits: {
      poolMax: count(env, 'DB_POOL_MAX', 1),
      poolWaitMs: count(env, 'DB_POOL_WAIT_MS', 1),
      statementTimeoutMs: count(env, 'DB_STATEMENT_TIMEOUT_MS', 0),
      lockTimeoutMs: count(env, 'DB_LOCK_TIMEOUT_MS', 0),
    },
    databaseStartWaitMs: (count(env, 'DB_START_WAIT_S', 0) ?? 300) * 1000,
  };
}
