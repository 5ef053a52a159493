/** Configuration comes from the environment only (README.md lists every variable). */
import path from 'node:path';

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
  };
}
