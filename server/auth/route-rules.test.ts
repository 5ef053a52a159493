/**
 * docs/domain.md: every /api and /unauth route declares its access rule. The real application is
 * built with one extra first module that records every route independently of the guard; the
 * recorded routes are then compared with the rules the guard kept.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { menuItem } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/server';
import type { RouteRule } from './guard';
import { isRole } from './roles';

const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('../modules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../modules')>();
  const { default: fp } = await import('fastify-plugin');
  const recorder = fp(async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push({ method, url: route.url });
      }
    });
  });
  return { ...actual, modules: [recorder, ...actual.modules] };
});

let server: TestServer;
let rules: RouteRule[];

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

beforeAll(async () => {
  server = await startTestServer();
  rules = server.app.routeRules;
});
afterAll(() => server.close());

describe('route access rules', () => {
  it('records a rule for every route the modules register, all under /api or /unauth', async () => {
    expect(registered.length).toBeGreaterThan(3);
    expect(registered.filter((r) => !/^\/(api|unauth)\//.test(r.url))).toEqual([]);
    expect(rules.map(key).sort()).toEqual(registered.map(key).sort());
  });

  it('gives every route a well-formed rule whose menu link exists in the seeded menu', async () => {
    const links = new Set((await server.db.select({ link: menuItem.link }).from(menuItem)).map((r) => r.link));
    for (const { access, method, url } of rules) {
      const valid =
        access === 'public' ||
        access === 'authenticated' ||
        // A link with a path parameter (an admin catalog's) names each of its entries: /catalogos/:catalogo.
        ('menu' in access &&
          [access.menu]
            .flat()
            .every((link) => (link.includes(':') ? /^\/[a-z-]+\/:[A-Za-z]+$/.test(link) : links.has(link)))) ||
        ('role' in access && isRole(access.role));
      expect(valid, `${method} ${url}: ${JSON.stringify(access)}`).toBe(true);
    }
  });

  it('makes public exactly the /unauth routes', () => {
    const publicRoutes = rules
      .filter((r) => r.access === 'public')
      .map(key)
      .sort();
    const unauthRoutes = rules
      .filter((r) => r.url.startsWith('/unauth/'))
      .map(key)
      .sort();
    expect(publicRoutes).toEqual(unauthRoutes);
    // /unauth/respaldo is the local backup: only the same machine with DATA_DIR's key (its own test).
    expect(unauthRoutes).toEqual([
      'GET /unauth/ping',
      'GET /unauth/respaldo',
      'POST /unauth/authenticate',
      'POST /unauth/encriptar/*',
    ]);
  });
});
