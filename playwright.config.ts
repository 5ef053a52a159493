/**
 * E2E against the real product: `npm start`'s build served by the real server on a fresh PGlite
 * with demo data, driven in Debian's Chromium (never a downloaded browser).
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
import { E2E_ADMIN_PASSWORD } from './tests/e2e/support';
const dataDir = path.join(os.tmpdir(), `obras-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-MX',
    timezoneId: 'America/Hermosillo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run build && tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/unauth/ping`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Every interface, as in production: tests/e2e/red-local.spec.ts opens it at the network address.
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
  },
});
