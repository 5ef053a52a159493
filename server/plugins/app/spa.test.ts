import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/server';

let server: TestServer;
const script = 'console.log("obras");\n'.repeat(200);

/** A build as scripts/precompress.ts leaves it: hashed assets with .br and .gz beside them. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Obras</title>');
  const asset = path.join(dir, 'assets', 'index-AbC123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  return dir;
}

beforeAll(async () => {
  server = await startTestServer({ webDir: fakeBuild() });
});
afterAll(() => server.close());

const get = (url: string, encoding: string) => server.request(url, { headers: { 'accept-encoding': encoding } });

describe('the built SPA', () => {
  it('sends hashed assets precompressed, brotli first, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(script);
    }
  });

  it('revalidates index.html, served for any app path', async () => {
    for (const url of ['/index.html', '/clientes/3/editar']) {
      const res = await get(url, 'br, gzip');
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text()).toContain('<title>Obras</title>');
    }
  });
});
