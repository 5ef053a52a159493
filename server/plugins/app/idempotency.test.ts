/**
 * Idempotency-Key over HTTP: a repeated write with one key makes one document, whether the repeat
 * comes after the answer or at the same time; the key is the caller's own; a different request
 * with it is refused; a failed first request leaves it free; expired keys are swept.
 */
import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factura, idempotencia, ordenCompra } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../../modules/common/test-callers';
import { insertCliente } from '../../modules/obra/test-fixtures';
import { facturaForm, facturaValida } from '../../modules/factura/test-fixtures';
import { insertConcepto, insertProveedor, ordenValida } from '../../modules/orden-compra/test-fixtures';
import { CLAVE_DE_OTRA_PETICION, CLAVE_INVALIDA } from './idempotency';

let server: TestServer;
let usuario: string;
let otro: string;
let obraId: number;
let proveedorId: number;
let conceptoId: number;
let clienteId: number;
let claves = 0;

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  otro = await tokenFor(server, { username: 'compras-dos', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server);
  conceptoId = await insertConcepto(server, 'Varilla corrugada 3/8');
  clienteId = await insertCliente(server, 'Hoteles del Mar de Cortes', sucursales.matriz);
});
afterAll(() => server.close());

/** A key as the browser makes one per form opening. */
const nuevaClave = () => `prueba-${++claves}-${Date.now()}`;
const orden = (extra: object = {}) => ({ ...ordenValida(obraId, proveedorId, conceptoId), ...extra });
const post = (json: unknown, clave?: string, token = usuario, path = '/api/ordenCompra') =>
  server.request(path, { method: 'POST', token, json, headers: clave ? { 'idempotency-key': clave } : {} });
const ordenes = async () => (await server.db.select({ n: count() }).from(ordenCompra))[0].n;
const answer = async (res: Response) => ({
  status: res.status,
  replayed: res.headers.get('idempotency-replayed'),
  body: await res.json(),
});

describe('Idempotency-Key on a create', () => {
  it('answers a repeat after the first answer with that answer, and stores one document', async () => {
    const before = await ordenes();
    const clave = nuevaClave();
    const first = await answer(await post(orden(), clave));
    const second = await answer(await post(orden(), clave));
    expect(first).toMatchObject({ status: 201, replayed: null, body: { id: expect.any(Number) } });
    expect(second).toEqual({ ...first, replayed: 'true' });
    expect(await ordenes()).toBe(before + 1);
  });

  it('makes one document of two identical requests sent at once (a double click)', async () => {
    const before = await ordenes();
    const clave = nuevaClave();
    const both = await Promise.all([post(orden(), clave), post(orden(), clave)]);
    const [a, b] = await Promise.all(both.map(answer));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect([a.replayed, b.replayed].sort()).toEqual(['true', null].sort());
    expect(await ordenes()).toBe(before + 1);
  });

  it('makes one document of a multipart create sent twice at once (factura with its PDF)', async () => {
    const [{ n: before }] = await server.db.select({ n: count() }).from(factura);
    const clave = nuevaClave();
    const send = () =>
      server.request('/api/factura', {
        method: 'POST',
        token: usuario,
        headers: { 'idempotency-key': clave },
        body: facturaForm(facturaValida(obraId, clienteId, { folio: '8101' })),
      });
    const [a, b] = await Promise.all((await Promise.all([send(), send()])).map(answer));
    expect([a.status, b.status, a.body.message]).toEqual([201, 201, undefined]);
    expect(b.body).toEqual(a.body);
    const [{ n: after }] = await server.db.select({ n: count() }).from(factura);
    expect(after).toBe(before + 1);
  });

  it('keeps each key to its caller: another user with the same key makes their own document', async () => {
    const before = await ordenes();
    const clave = nuevaClave();
    const mine = await answer(await post(orden(), clave));
    const theirs = await answer(await post(orden(), clave, otro));
    expect([mine.status, theirs.status, theirs.replayed]).toEqual([201, 201, null]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await ordenes()).toBe(before + 2);
  });

  it('without the header, every request writes (the header is what makes a repeat one)', async () => {
    const before = await ordenes();
    await post(orden());
    await post(orden());
    expect(await ordenes()).toBe(before + 2);
  });

  it('refuses the key with another body or on another route (422), storing nothing', async () => {
    const clave = nuevaClave();
    expect((await post(orden(), clave)).status).toBe(201);
    const before = await ordenes();
    const otroCuerpo = await answer(await post(orden({ observaciones: 'Otra cosa' }), clave));
    const otraRuta = await answer(
      await server.request('/api/ordenCompra', {
        method: 'PUT',
        token: usuario,
        json: orden(),
        headers: { 'idempotency-key': clave },
      }),
    );
    expect([otroCuerpo.status, otroCuerpo.body.message]).toEqual([422, CLAVE_DE_OTRA_PETICION]);
    expect([otraRuta.status, otraRuta.body.message]).toEqual([422, CLAVE_DE_OTRA_PETICION]);
    expect(await ordenes()).toBe(before);
  });

  it('leaves the key free after a refused request: the corrected form is sent with the same key', async () => {
    const before = await ordenes();
    const clave = nuevaClave();
    const refused = await post(orden({ fecha: undefined }), clave);
    expect(refused.status).toBe(400);
    const saved = await answer(await post(orden(), clave));
    expect([saved.status, saved.replayed]).toEqual([201, null]);
    expect(await ordenes()).toBe(before + 1);
  });

  it('answers 400 with Spanish words for a key that is not one, and writes nothing', async () => {
    const before = await ordenes();
    const res = await post(orden(), 'corta');
    expect([res.status, (await res.json()).message]).toEqual([400, CLAVE_INVALIDA]);
    expect(await ordenes()).toBe(before);
  });

  it('forgets an answer after a day: the key then writes again, and expired keys are deleted', async () => {
    const [clave, olvidada] = [nuevaClave(), nuevaClave()];
    expect((await post(orden(), clave)).status).toBe(201);
    expect((await post(orden(), olvidada)).status).toBe(201);
    await server.db
      .update(idempotencia)
      .set({ creado: sql`now() - interval '25 hours'` })
      .where(inArray(idempotencia.clave, [clave, olvidada]));
    const before = await ordenes();
    const again = await answer(await post(orden(), clave));
    expect([again.status, again.replayed]).toEqual([201, null]);
    expect(await ordenes()).toBe(before + 1);
    const kept = await server.db.select({ clave: idempotencia.clave }).from(idempotencia);
    expect(kept.map((row) => row.clave)).toContain(clave);
    expect(kept.map((row) => row.clave)).not.toContain(olvidada);
  });
});

describe('Idempotency-Key on a document action', () => {
  it('answers a repeated autorizar with its first answer instead of "ya esta autorizada"', async () => {
    const created = await answer(await post(orden()));
    const autorizar = () =>
      server.request(`/api/ordenCompra/${created.body.id}/autorizar`, {
        method: 'POST',
        token: usuario,
        headers: { 'idempotency-key': clave },
      });
    const clave = nuevaClave();
    const [a, b] = await Promise.all((await Promise.all([autorizar(), autorizar()])).map(answer));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body.status).toBe('autorizado');
  });
});
