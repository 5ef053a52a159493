import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe('HTTP surface', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await server.request('/api/no-existe/42', { token });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: 'Recurso no encontrado', errors: [] });
  });

  it('answers a malformed JSON body with a Spanish 400', async () => {
    const res = await server.request('/unauth/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin", ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'El cuerpo de la peticion no es JSON valido', errors: [] });
  });

  it('sends the security headers', async () => {
    const res = await server.request('/unauth/ping');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    // The browser compiles no code: its validators are precompiled (docs/decisions.md).
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
  });
});
