/**
 * Records the clips of public/videos against the real product: builds the SPA, starts the server on
 * a fresh demo database, and drives Debian's Chromium with Playwright's video recording (WebM).
 * Run with `npm run record-videos` (CHROME_PATH overrides /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../tests/e2e/support';

const PORT = Number(process.env.VIDEO_PORT ?? 3198);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = path.resolve('public/videos');
const SIZE = { width: 1280, height: 720 };

/** Each clip: its file name and what a person does in it, at a person's pace. */
const CLIPS: Record<string, (page: Page) => Promise<void>> = {
  'ingreso-y-menu': async (page) => {
    await login(page);
    await page.getByRole('menuitem', { name: 'Catalogos' }).click();
    await page.getByRole('menuitem', { name: 'Clientes' }).click();
    await page.waitForURL(/\/clientes/);
    await page.waitForTimeout(1500);
  },
  'alta-de-cliente': async (page) => {
    await login(page);
    await page.goto('/clientes/nuevo');
    const field = (name: string) => page.locator(`[name="${name}"]`);
    await field('nombre').pressSequentially('Constructora del Pitic', { delay: 60 });
    await field('direccion').pressSequentially('Blvd. Kino 300, Hermosillo', { delay: 40 });
    await field('rfc').pressSequentially('CPI950214AB1', { delay: 60 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForTimeout(1500);
  },
};

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Usuario').pressSequentially('admin', { delay: 80 });
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${BASE}/`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawn(command, args, { stdio: 'inherit', env });
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${BASE}/unauth/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('El servidor no respondió');
}

async function main() {
  await new Promise<void>((resolve, reject) =>
    run('npm', ['run', 'build']).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build: ${code}`)))),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'obras-videos-'));
  const server = run('npx', ['tsx', 'server/main.ts'], {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await waitForServer();
    for (const [name, clip] of Object.entries(CLIPS)) {
      const context = await browser.newContext({
        baseURL: BASE,
        viewport: SIZE,
        locale: 'es-MX',
        recordVideo: { dir: dataDir, size: SIZE },
      });
      const page = await context.newPage();
      await clip(page);
      await context.close();
      await page.video()?.saveAs(path.join(OUT, `${name}.webm`));
      process.stdout.write(`public/videos/${name}.webm\n`);
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
