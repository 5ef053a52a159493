/** No secret or personal datum reaches the log: passwords, hashes, tokens, RFC, CURP, NSS. */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/app/logger';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

const lines: string[] = [];
const capture = () => new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logStream: capture() });
});
afterAll(() => server.close());

describe('the log', () => {
  it('censors secret and personal keys at any of the first levels', () => {
    const logger = pino(loggerOptions('info') as pino.LoggerOptions, capture());
    const secrets = {
      password: 'clave-1',
      passwordHash: '$argon2id$h',
      token: 'tok-secreto',
      rfc: 'XAXX010101000',
      curp: 'CURP',
      nss: '123',
    };
    logger.info({
      ...secrets,
      body: secrets,
      req: { headers: { authorization: 'Bearer tok-secreto' } },
      a: { b: { usuario: secrets } },
    });
    const text = lines.at(-1) ?? '';
    for (const value of ['clave-1', '$argon2id$h', 'tok-secreto', 'XAXX010101000', 'CURP', '"123"', 'Bearer'])
      expect(text).not.toContain(value);
  });

  it('keeps the password of /unauth/encriptar and of a login out of request lines', async () => {
    await server.request('/unauth/encriptar/ClaveEnLaRuta99', { method: 'POST' });
    await server.request('/unauth/authenticate', {
      method: 'POST',
      json: { username: 'admin', password: 'ClaveDelLogin77' },
    });
    await server.login('admin', ADMIN_PASSWORD);
    const text = lines.join('');
    expect(text).toContain('/unauth/encriptar/[REDACTED]');
    expect(text).not.toMatch(/ClaveEnLaRuta99|ClaveDelLogin77|admin-pruebas/);
  });

  it('writes one line per request: method, URL, status, milliseconds and the user', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const before = lines.length;
    await server.request('/api/usuario/me?ver=1', { token });
    const written = lines.slice(before).filter((line) => line.includes('/api/usuario/me?ver=1'));
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]).msg).toMatch(/^GET \/api\/usuario\/me\?ver=1 200 \d+\.\d ms usuario=\d+$/);
  });
});
