/**
 * Hostile input the first probe of issue 10 answered with 500: every one of them is a client
 * mistake, so it answers a 4xx with a Spanish message and changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente, obra } from '../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

let server: TestServer;
let token: string;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'malos-'));
  fs.copyFileSync(path.resolve('schemas/catalogos/maquinaria.schema.json'), path.join(dir, 'maquinaria.schema.json'));
  server = await startTestServer({ catalogosDir: dir });
  token = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

import { INVALID_TEXT } from '../plugins/app/clean-input';

async function expectBadRequest(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect((await res.json()).message).toBe(message);
}

const rows = async (table: typeof cliente | typeof obra) => (await server.db.select({ n: count() }).from(table))[0].n;

describe('text with a NUL byte or a lone surrogate', () => {
  it('answers 400 on the anonymous login', async () => {
    const res = await server.request('/unauth/authenticate', {
      method: 'POST',
      json: { username: 'ad\u0000min', password: 'x' },
    });
    await expectBadRequest(res, INVALID_TEXT);
  });

  it('answers 400 in a search filter', async () => {
    await expectBadRequest(await server.request('/api/cliente?toSearch=a%00b', { token }), INVALID_TEXT);
  });

  it('answers 400 in a body and stores nothing', async () => {
    const before = await rows(cliente);
    const res = await server.request('/api/cliente', { method: 'POST', token, json: { nombre: 'a\u0000b' } });
    await expectBadRequest(res, INVALID_TEXT);
    expect(await rows(cliente)).toBe(before);
  });

  it('answers 400 to a lone surrogate in a schema-only catalog', async () => {
    const json = { nombre: 'x\ud800', tipo: 'Vehiculo', estado: 'Disponible' };
    await expectBadRequest(
      await server.request('/api/catalogo/maquinaria', { method: 'POST', token, json }),
      INVALID_TEXT,
    );
  });

  it('answers 400 to a NUL in a key', async () => {
    const res = await server.request('/api/cliente', { method: 'POST', token, json: { 'no\u0000mbre': 'x' } });
    await expectBadRequest(res, INVALID_TEXT);
  });
});

describe('dates and numbers out of range', () => {
  it('answers 400 to year 0000', async () => {
    const json = { nombre: 'Excavadora', tipo: 'Vehiculo', estado: 'Disponible', fechaAdquisicion: '0000-01-01' };
    const res = await server.request('/api/catalogo/maquinaria', { method: 'POST', token, json });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatchObject({ field: 'fechaAdquisicion' });
  });

  it('answers 400 to a page whose offset would not fit', async () => {
    const res = await server.request('/api/cliente?page=1e20', { token });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^El parametro page debe ser un entero entre 0 y/);
    expect((await server.request('/api/bitacora?page=99999999999', { token })).status).toBe(400);
  });
});

describe('malformed requests', () => {
  it('answers 400 to a malformed multipart body', async () => {
    const res = await server.request('/api/empleado', {
      method: 'POST',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=frontera' },
      body: '--frontera\r\nContent-Disposition: form-data; name="empleado"\r\n\r\n{"nombre"',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('La peticion multipart esta mal formada');
  });

  it('answers 401 to a signed token whose sub is not a user id', async () => {
    for (const sub of ['abc', '1e3', '99999999999999999999', '-1', '1.5', '']) {
      const forged = server.app.jwt.sign({ sub, v: 0 });
      expect((await server.request('/api/usuario/me', { token: forged })).status, sub).toBe(401);
    }
    const numeric = server.app.jwt.sign({ sub: 1 as unknown as string, v: 0 });
    expect((await server.request('/api/usuario/me', { token: numeric })).status).toBe(401);
  });
});
