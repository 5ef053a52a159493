/**
 * A catalog designed through one instance is served by another on the same PostgreSQL without a
 * restart (README "Running several instances", docs/decisions.md): two real servers as child
 * processes; a catalog created and then changed through one is listed, written and read with its
 * new field through the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vehiculos } from '../modules/catalogo-diseno/test-fixtures';
import { childData } from '../test-support/child-data';
import { loginTo, startChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { ADMIN_PASSWORD } from '../test-support/users';

// One database and one JWT secret (a session works on either instance, as behind a balancer); a DATA_DIR each.
const data = childData('catalogos', { JWT_SECRET: 'secreto-compartido', SEED: 'none' });
const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-instancia-'));
const servers: ChildServer[] = [];

beforeAll(() => data.create());

afterAll(async () => {
  await Promise.all(servers.map((server) => stopChildServer(server, 'SIGKILL')));
  fs.rmSync(otherDir, { recursive: true, force: true });
  await data.remove();
});

const call = async (server: ChildServer, token: string, url: string, method = 'GET', json?: unknown) => {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, unknown>[] };
};

/** The other instance hears the commit's notification within moments; what it serves is read until then. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i += 1) {
    const value = await read();
    if (done(value) || i === 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it.skipIf(!data.postgresUrl)(
  'serves through one instance the catalog designed and changed through the other, with no restart ' +
    '(PostgreSQL only: PGlite is the database of one process)',
  async () => {
    servers.push(
      ...(await Promise.all([data.env, { ...data.env, DATA_DIR: otherDir }].map((env) => startChildServer(env)))),
    );
    const [uno, otro] = servers;
    const token = await loginTo(uno.baseUrl, 'admin', ADMIN_PASSWORD);
    // The other instance has read the catalogs already, so what follows must reach it as a change.
    const ids = (r: { body: Record<string, unknown>[] }) => r.body.map((schema) => schema.$id);
    const vehiculosOf = (r: { body: Record<string, unknown>[] }) =>
      r.body.find((schema) => schema.$id === 'catalogos/vehiculos');
    expect(ids(await call(otro, token, '/api/catalogo'))).toEqual(['catalogos/maquinaria']);

    const created = await call(uno, token, '/api/configura/catalogos', 'POST', {
      nombre: 'vehiculos',
      esquema: vehiculos(),
    });
    expect(created.status).toBe(201);
    const listed = await eventually(
      () => call(otro, token, '/api/catalogo'),
      (r) => r.body.length === 2,
    );
    expect(ids(listed)).toEqual(['catalogos/maquinaria', 'catalogos/vehiculos']);
    expect(
      (await call(otro, token, '/api/catalogo/vehiculos', 'POST', { nombre: 'Camioneta', placas: 'AAA-1' })).status,
    ).toBe(201);

    const esquema = vehiculos();
    esquema.properties.color = { type: 'string', title: 'Color', maxLength: 30 };
    const changed = await call(uno, token, '/api/configura/catalogos/vehiculos', 'PUT', { esquema, version: 1 });
    expect(changed.status).toBe(200);
    const served = await eventually(
      () => call(otro, token, '/api/catalogo'),
      (r) => 'color' in ((vehiculosOf(r)?.properties as object | undefined) ?? {}),
    );
    expect(Object.keys(vehiculosOf(served)!.properties as object)).toContain('color');
    const written = await call(otro, token, '/api/catalogo/vehiculos', 'POST', {
      nombre: 'Grua',
      placas: 'BBB-2',
      color: 'Rojo',
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ nombre: 'Grua', color: 'Rojo' });
    const read = await call(otro, token, `/api/catalogo/vehiculos/${String(written.body.id)}`);
    expect(read.body.color).toBe('Rojo');
  },
  120_000,
);
