/**
 * `npm run bench:first-load` (issue 10, first load): with the built SPA (`npm run build` first)
 * served by the real server on fresh demo data, loads the login page and then Inicio in
 * Chromium (CHROME_PATH or /usr/bin/chromium) with an empty cache, and prints for each the
 * JavaScript transferred (compressed bytes on the wire), all bytes transferred and the LCP.
 * BENCH_ACCEPT_ENCODING (e.g. `gzip`, `identity`) replaces what Chromium accepts (br, gzip).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 3918);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'clave-del-bench-123';

/** Bytes on the wire per request, from the DevTools protocol, split into scripts and the rest. */
async function recordTransfer(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const totals = { js: 0, all: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totals.all += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') totals.js += e.encodedDataLength;
  });
  return () => ({ ...totals, reset: () => Object.assign(totals, { js: 0, all: 0 }) });
}

const lcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1)!.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-first-load-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: PASSWORD,
  },
  stdio: 'ignore',
});
try {
  while (
    !(await fetch(`${BASE}/unauth/ping`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 100));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const encoding = process.env.BENCH_ACCEPT_ENCODING;
    const page = await browser.newPage(encoding ? { extraHTTPHeaders: { 'accept-encoding': encoding } } : {});
    const transfer = await recordTransfer(page);
    await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
    const login = { ...transfer(), lcp: await lcp(page) };
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    transfer().reset();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${BASE}/`);
    await page.waitForLoadState('networkidle');
    const afterLogin = transfer();
    // Inicio opened cold, signed in (the session survives a reload): its own first load and LCP.
    afterLogin.reset();
    await page.reload({ waitUntil: 'networkidle' });
    const inicio = { ...transfer(), lcp: await lcp(page) };
    const out = [
      `login page:        JS ${kb(login.js)}, all ${kb(login.all)}, LCP ${login.lcp} ms`,
      `Inicio after login: JS ${kb(afterLogin.js)} more, all ${kb(afterLogin.all)} more`,
      `Inicio cold:       JS ${kb(inicio.js)}, all ${kb(inicio.all)}, LCP ${inicio.lcp} ms`,
    ];
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
