/**
 * Lost updates (docs/decisions.md): two people open the same record, the first saves, and the second
 * saves from the copy they opened. The second save answers 409 naming who changed the record and
 * when, and the first change stays. A cliente, an orden de compra (a document with lines), a record
 * of an admin-defined catalog and a usuario (outside the entity layer), over HTTP.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registroModificado } from '../../schemas/version';
import { insertObra } from '../domain/test-fixtures';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { insertProveedor, ordenValida } from '../modules/orden-compra/test-fixtures';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

type Registro = Record<string, unknown> & { id: number; actualizado: string };

const cliente = {
  nombre: 'Constructora del Desierto',
  razonSocial: 'Constructora del Desierto SA de CV',
  direccion: 'Blvd. Kino 123, Col. Pitic, Hermosillo, Sonora',
  rfc: 'CDE080312K39',
  telefono: '662 213 4567',
  telefonoContacto: '662 100 2000',
  correoContacto: 'juan.perez@desierto.mx',
  diasCredito: 30,
};

const HERRAMIENTAS = {
  title: 'Herramientas',
  type: 'object',
  required: ['nombre'],
  properties: {
    nombre: { type: 'string', title: 'Nombre', maxLength: 60 },
    ubicacion: { type: 'string', title: 'Ubicacion', maxLength: 60 },
  },
};

/** Test users are named 'Nombre {username} Pruebas' (test-support/users.ts). */
const nombreDe = (username: string) => `Nombre ${username} Pruebas`;
const ISO_MILLISECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let dir: string;
let server: TestServer;
let ana: string;
let beto: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-'));
  fs.writeFileSync(path.join(dir, 'herramientas.schema.json'), JSON.stringify(HERRAMIENTAS));
  server = await startTestServer({ catalogosDir: dir });
  const { matriz } = await twoSucursales(server);
  ana = await tokenFor(server, { username: 'ana', sucursalId: matriz });
  beto = await tokenFor(server, { username: 'beto', sucursalId: matriz });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function send(method: string, url: string, token: string, json?: unknown): Promise<Response> {
  return server.request(url, { method, token, json });
}

async function read(url: string, token: string): Promise<Registro> {
  const res = await send('GET', url, token);
  expect(res.status, url).toBe(200);
  return res.json();
}

async function created(url: string, json: unknown): Promise<Registro> {
  const res = await send('POST', url, ana, json);
  expect(res.status, url).toBe(201);
  return res.json();
}

/**
 * Ana and Beto open the record; Ana saves `deAna`, then Beto saves `deBeto` from his copy: 409
 * naming Ana, and the record is what Ana saved. `write` is PUT or PATCH on `api` (id in the body).
 */
async function expectLostUpdateRefused(
  api: string,
  url: string,
  change: { deAna: (record: Registro) => Registro; deBeto: (record: Registro) => Registro },
  write = 'PUT',
) {
  const opened = { ana: await read(url, ana), beto: await read(url, beto) };
  expect(opened.ana.actualizado).toMatch(ISO_MILLISECONDS);
  expect(opened.beto.actualizado).toBe(opened.ana.actualizado);

  const first = await send(write, api, ana, change.deAna(opened.ana));
  expect(first.status).toBe(200);
  const saved: Registro = await first.json();
  expect(saved.actualizado > opened.ana.actualizado).toBe(true);

  const second = await send(write, api, beto, change.deBeto(opened.beto));
  expect(second.status).toBe(409);
  const message = registroModificado(nombreDe('ana'), saved.actualizado);
  expect(await second.json()).toEqual({ message, errors: [{ field: 'actualizado', message }] });
  expect(message).toMatch(/^El registro fue modificado por Nombre ana Pruebas el \d\d\/\d\d\/\d{4} \d\d:\d\d, /);
  expect(await read(url, ana)).toEqual(saved);
  return saved;
}

describe('a save from a copy opened before another save', () => {
  it('cliente: answers 409 naming who saved and when, and the phone saved first stays', async () => {
    const { id } = await created('/api/cliente', cliente);
    const saved = await expectLostUpdateRefused('/api/cliente', `/api/cliente/${id}`, {
      deAna: (r) => ({ ...r, telefono: '662 999 0000' }),
      deBeto: (r) => ({ ...r, direccion: 'Calle Nueva 45, Hermosillo' }),
    });
    expect(saved).toMatchObject({ telefono: '662 999 0000', direccion: cliente.direccion });
  });

  it('orden de compra: answers 409, and the lines saved first stay', async () => {
    const obraId = await insertObra(server, (await twoSucursales(server)).matriz);
    const orden = await created('/api/ordenCompra', ordenValida(obraId, await insertProveedor(server)));
    const saved = await expectLostUpdateRefused('/api/ordenCompra', `/api/ordenCompra/${orden.id}`, {
      deAna: (r) => ({ ...r, ordenCompraDetalles: (r.ordenCompraDetalles as object[]).slice(0, 1) }),
      deBeto: (r) => ({ ...r, observaciones: 'Entregar el lunes' }),
    });
    expect(saved.ordenCompraDetalles).toHaveLength(1);
    expect(saved.observaciones).toBe('Entregar en obra');
  });

  it('admin-defined catalog: answers 409, and the field saved first stays', async () => {
    const api = '/api/catalogo/herramientas';
    const { id } = await created(api, { nombre: 'Rotomartillo', ubicacion: 'Bodega' });
    const saved = await expectLostUpdateRefused(api, `${api}/${id}`, {
      deAna: (r) => ({ ...r, ubicacion: 'Obra Pitic' }),
      deBeto: (r) => ({ ...r, nombre: 'Rotomartillo Bosch' }),
    });
    expect(saved).toMatchObject({ nombre: 'Rotomartillo', ubicacion: 'Obra Pitic' });
  });

  it('usuario (outside the entity layer): answers 409 to the admin editor', async () => {
    const admin = await server.login('admin', ADMIN_PASSWORD);
    const dora = (await server.loginAs({ username: 'dora', role: 'ROLE_ADMIN' })).token;
    const { id } = await server.createUser({ username: 'carla', role: 'ROLE_USER' });
    const url = `/api/usuario/${id}`;
    const opened = { dora: await read(url, dora), admin: await read(url, admin) };
    const first = await send('PUT', '/api/usuario', dora, { ...opened.dora, nombres: 'Carla' });
    expect(first.status).toBe(200);
    const saved: Registro = await first.json();
    const stale = await send('PUT', '/api/usuario', admin, { ...opened.admin, apellidos: 'Ruiz' });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(registroModificado(nombreDe('dora'), saved.actualizado));
    expect(await read(url, admin)).toEqual(saved);
  });
});

describe('the version a save sends', () => {
  it('stays current through a password change, which no usuario form shows', async () => {
    const admin = await server.login('admin', ADMIN_PASSWORD);
    const { id } = await server.createUser({ username: 'elena', role: 'ROLE_USER' });
    const opened = await read(`/api/usuario/${id}`, admin);
    const password = await send('POST', '/api/usuario/password', admin, { idUsuario: id, password: 'otra-clave-123' });
    expect(password.status).toBe(200);
    const res = await send('PUT', '/api/usuario', admin, { ...opened, nombres: 'Elena' });
    expect(res.status).toBe(200);
  });

  it('may be any text of the same instant: an offset instead of Z is the same version', async () => {
    const { id } = await created('/api/cliente', cliente);
    const opened = await read(`/api/cliente/${id}`, ana);
    const hermosillo = new Date(Date.parse(opened.actualizado) - 7 * 3600_000).toISOString().replace('Z', '-07:00');
    const res = await send('PUT', '/api/cliente', beto, { ...opened, actualizado: hermosillo, telefono: '662 1' });
    expect(res.status).toBe(200);
  });

  it('may be left out: the save goes ahead without a check (API clients, older callers)', async () => {
    const { id, actualizado: _leftOut, ...opened } = await created('/api/cliente', cliente);
    expect((await send('PUT', '/api/cliente', ana, { ...opened, id, telefono: '662 2' })).status).toBe(200);
    const res = await send('PUT', '/api/cliente', beto, { ...opened, id, telefono: '662 3' });
    expect(res.status).toBe(200);
    expect((await res.json()).telefono).toBe('662 3');
  });

  it('must be a date-time', async () => {
    const opened = await created('/api/cliente', cliente);
    const res = await send('PUT', '/api/cliente', ana, { ...opened, actualizado: 'ayer' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: 'actualizado', message: 'Formato invalido' }]);
  });
});

describe('two saves racing with the same version', () => {
  it('exactly one wins (on PostgreSQL the second waits for the row lock, then sees the new version)', async () => {
    const opened = await created('/api/cliente', cliente);
    const results = await Promise.all(
      [ana, beto].map((token, i) => send('PUT', '/api/cliente', token, { ...opened, telefono: `662 40${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner: Registro = await results.find((r) => r.status === 200)!.json();
    expect(await read(`/api/cliente/${opened.id}`, ana)).toEqual(winner);
  });
});

describe('the OpenAPI document', () => {
  it('describes the version in update bodies and the 409', async () => {
    const admin = await server.login('admin', ADMIN_PASSWORD);
    const doc = await (await send('GET', '/api/docs', admin)).json();
    const put = doc.paths['/api/cliente'].put;
    expect(put.description).toMatch(/^Con `actualizado`, la version que se leyo, responde 409/);
    const body = put.requestBody.content['application/json'].schema;
    expect(body.properties.actualizado).toMatchObject({ type: 'string', format: 'date-time', readOnly: true });
    expect(body.properties.actualizado.description).toMatch(/responde 409 si el registro cambio despues/);
  });
});
