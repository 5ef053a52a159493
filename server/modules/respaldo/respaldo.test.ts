/** GET /unauth/respaldo over HTTP: off without a key, 403 without the right one, the backup with it. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/server';
import { CLAVE_HEADER } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ask = (headers: Record<string, string> = {}) => server.request('/unauth/respaldo', { headers });

it('is off where no instance key exists, and refuses a missing or wrong key', async () => {
  expect((await ask()).status).toBe(404);
  server.app.respaldoLocal = { clave: 'a'.repeat(64), kind: 'pglite' };
  const sent: Record<string, string>[] = [{}, { [CLAVE_HEADER]: 'b'.repeat(64) }, { [CLAVE_HEADER]: 'a' }];
  for (const headers of sent) {
    const res = await ask(headers);
    expect([res.status, (await res.json()).message]).toEqual([
      403,
      'Solo el respaldo local de esta maquina puede pedir esta ruta',
    ]);
  }
});

it('streams the gzipped backup to the same machine with the key', async () => {
  server.app.respaldoLocal = { clave: 'a'.repeat(64), kind: 'pglite' };
  const res = await ask({ [CLAVE_HEADER]: 'a'.repeat(64), 'x-forwarded-for': '203.0.113.9' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/gzip');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  expect(bytes.length).toBeGreaterThan(1000);
});
