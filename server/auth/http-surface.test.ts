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
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    // The browser compiles no code: its validators are precompiled (docs/decisions.md).
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
  });

  // Served over plain HTTP (HOST 0.0.0.0, opened at http://<address>:3000), upgrade-insecure-requests
  // made the browser ask for every asset over https, and the page stayed blank.
  it('asks for https neither in the CSP nor with HSTS over plain HTTP, whatever an untrusted proxy says', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const res = await server.request('/unauth/ping', { headers });
      expect(res.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('asks for https in the CSP and with HSTS when a trusted proxy says the request came over https', async () => {
    const behindProxy = await startTestServer({ trustProxy: ['127.0.0.1'] });
    try {
      const https = await behindProxy.request('/unauth/ping', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(https.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
      expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const http = await behindProxy.request('/unauth/ping', { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
  });
});
