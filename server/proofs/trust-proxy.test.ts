/**
 * The client address comes from X-Forwarded-For only when the request arrives from a proxy named
 * in TRUST_PROXY; by default nobody chooses their own address, so a forged header neither escapes
 * the login lockout nor writes a false address into the bitácora.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test-support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('TRUST_PROXY', () => {
  it('is a comma-separated list, empty by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
  });

  it('by default ignores X-Forwarded-For: a forged address per attempt still meets the lockout', async () => {
    await server.createUser({ username: 'forjado', role: 'ROLE_USER' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await server.request('/unauth/authenticate', {
        method: 'POST',
        json: { username: 'forjado', password: 'equivocada' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
