/** Readiness over HTTP: 503 with a Spanish reason (and Retry-After) while starting and while stopping. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/server';
import { DETENIENDO, INICIANDO } from './readiness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ready: false });
});
afterAll(() => server.close());

const ping = async () => {
  const res = await server.request('/unauth/ping');
  return [res.status, (await res.json()).message ?? 'ok', res.headers.get('retry-after')];
};

it('answers 503 until ready, then serves, then 503 again once stopping', async () => {
  expect(await ping()).toEqual([503, INICIANDO, '5']);
  const login = await server.request('/unauth/authenticate', {
    method: 'POST',
    json: { username: 'admin', password: 'x' },
  });
  expect(login.status).toBe(503);
  server.app.readiness.markReady();
  expect(await ping()).toEqual([200, 'ok', null]);
  server.app.readiness.markStopping();
  expect(await ping()).toEqual([503, DETENIENDO, '5']);
});
