/**
 * Every /api and /unauth route is registered with its contract (schemas/api/): a params schema
 * naming each path parameter, a querystring schema when the handler reads the query, a body schema
 * (or the multipart body it reads itself) when it reads the body, and a response schema for its
 * success. The real application is built with a first module that records every route's options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './test-support/server';
import { tokenFor, twoSucursales } from './modules/common/test-callers';

const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('./modules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./modules')>();
  const { default: fp } = await import('fastify-plugin');
  const recorder = fp(async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (/^\/(api|unauth)(\/|$)/.test(route.url) && route.method !== 'HEAD') registered.push(route);
    });
  });
  return { ...actual, modules: [recorder, ...actual.modules] };
});

let server: TestServer;
let dir: string;

beforeAll(async () => {
  // One admin catalog, so its routes are walked too.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contratos-'));
  fs.copyFileSync(path.resolve('schemas/catalogos/maquinaria.schema.json'), path.join(dir, 'maquinaria.schema.json'));
  server = await startTestServer({ catalogosDir: dir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Schema = { properties?: Record<string, unknown>; bodyContent?: Record<string, unknown> } & Record<string, unknown>;

function problemsOf(route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const source = route.handler.toString();
  const problems: string[] = [];
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.url.endsWith('*') ? ['*'] : []);
  for (const name of names) {
    if (!schema.params?.properties?.[name]) problems.push(`params sin "${name}"`);
  }
  if (/request\.query\b/.test(source) && !schema.querystring) problems.push('lee la consulta sin querystring');
  if (/request\.body\b|writeBody\(request\)/.test(source) && !schema.body && !(schema as Schema).bodyContent) {
    problems.push('lee el cuerpo sin body');
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!Object.keys(response).some((status) => /^2/.test(status))) problems.push('sin respuesta 2xx');
  return problems;
}

describe('route contracts', () => {
  it('gives every route the params, querystring, body and response schemas it needs', () => {
    expect(registered.length).toBeGreaterThan(60);
    const missing = registered
      .map((route) => ({ route: `${String(route.method)} ${route.url}`, problems: problemsOf(route) }))
      .filter((r) => r.problems.length > 0);
    expect(missing).toEqual([]);
  });

  it('answers 400 in Spanish when a path or query parameter cannot be coerced to its type', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const bitacora = await server.request('/api/bitacora?page=x', { token });
    expect(bitacora.status).toBe(400);
    expect(await bitacora.json()).toEqual({
      message: 'El parametro page debe ser un entero entre 0 y 1000000',
      errors: [{ field: 'page', message: 'El parametro page debe ser un entero entre 0 y 1000000' }],
    });
    const permiso = await server.request('/api/usuario/permiso/uno', { token });
    expect(await permiso.json()).toEqual({
      message: 'Datos invalidos',
      errors: [{ field: 'idPermiso', message: 'Identificador invalido' }],
    });
    const foto = await server.request('/api/empleado?foto=si', { method: 'PUT', token, json: {} });
    expect((await foto.json()).errors).toEqual([{ field: 'foto', message: 'El parametro foto debe ser true o false' }]);
  });

  it('answers only the fields a response schema names: no password, no hash', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const usuarios = await (await server.request('/api/usuario/list-all', { token })).json();
    expect(usuarios.length).toBeGreaterThan(0);
    for (const usuario of usuarios) {
      expect(Object.keys(usuario).filter((k) => /password|hash|busqueda/i.test(k))).toEqual([]);
    }
  });

  it('serves the OpenAPI document to admins only', async () => {
    const admin = await server.login('admin', ADMIN_PASSWORD);
    const res = await server.request('/api/docs', { token: admin });
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/cliente/{idCliente}');
    expect(doc.paths['/api/cliente/{idCliente}'].get.parameters[0]).toMatchObject({ name: 'idCliente', in: 'path' });
    expect(Object.keys(doc.paths).filter((p) => !/^\/(api|unauth)\//.test(p))).toEqual([]);
    const { matriz } = await twoSucursales(server);
    const user = await tokenFor(server, { username: 'cualquiera', sucursalId: matriz });
    expect((await server.request('/api/docs', { token: user })).status).toBe(403);
    expect((await server.request('/api/docs')).status).toBe(401);
  });
});
