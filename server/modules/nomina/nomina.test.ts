/** /api/nomina: a week's payroll of an obra (one per obra and semana), its list, its comprobante and every 400/404/409. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nomina, obra } from '../../db/schema';
import { COMPROBANTE_ADJUNTO } from '../../../schemas/lifecycle';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../../schemas/messages';
import { semanaDuplicada } from '../../../schemas/payroll';
import { insertObra } from '../../domain/test-fixtures';
import { JPEG_IMAGE, pngImage } from '../../files/test-files';
import { entityApi } from '../../test-support/entity-api';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { subirComprobante } from '../compra/test-fixtures';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;

const api = entityApi(
  '/api/nomina',
  nomina,
  () => server,
  () => usuario,
);
const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

const nominaDe = (obra: number, semana: number, extra: object = {}) => ({
  semana,
  total: 48250.75,
  nota: 'Cuadrilla de albañiles',
  obra: { id: obra },
  ...extra,
});
const create = async (body: unknown) => {
  const res = await api.post(body);
  expect(res.status).toBe(201);
  return res.json();
};

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'nominas', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
});
afterAll(() => server.close());

describe('nomina create and update', () => {
  it('stores a week with the server’s folio (201), ignoring the body’s, status creado, and reads it back', async () => {
    const created = await create({ ...nominaDe(obraId, 1), folio: 900 });
    expect(created).toMatchObject({
      semana: 1,
      total: 48250.75,
      nota: 'Cuadrilla de albañiles',
      status: 'creado',
      obra: { id: obraId },
      acciones: { editar: { permitida: true }, adjuntar: { permitida: true } },
    });
    expect(created.folio).not.toBe(900);
    const siguiente = await create(nominaDe(obraId, 2));
    expect(siguiente.folio).toBe(created.folio + 1);
    const [row] = await server.db.select().from(nomina).where(eq(nomina.id, created.id));
    expect(row).toMatchObject({ total: '48250.75', sucursalId: sucursales.matriz });
    expect(await (await call(`/api/nomina/${created.id}`)).json()).toMatchObject({ id: created.id, semana: 1 });
  });

  it('answers 400 in Spanish for a semana outside 1–999 or not a number and for a missing total; nothing stored', async () => {
    const semana = 'Ingrese una semana entre 1 y 999..';
    await api.expectRejected(nominaDe(obraId, 0), 'semana', semana);
    await api.expectRejected(nominaDe(obraId, 1000), 'semana', semana);
    await api.expectRejected(nominaDe(obraId, 'abc' as never), 'semana', semana);
    await api.expectRejected(nominaDe(obraId, 12.5), 'semana', semana);
    await api.expectRejected({ ...nominaDe(obraId, 3), total: undefined }, 'total', 'Campo Obligatorio');
    await api.expectRejected({ ...nominaDe(obraId, 3), total: -1 }, 'total', 'El importe no puede ser negativo..');
    await api.expectRejected({ ...nominaDe(obraId, 3), semana: undefined }, 'semana', 'Campo Obligatorio');
  });

  it("answers 409 'Ya existe la nomina de la semana {semana}' for a week the obra has, and allows it in another obra", async () => {
    await create(nominaDe(obraId, 10));
    const before = await api.storedCount();
    await expectError(await api.post(nominaDe(obraId, 10, { total: 1 })), 409, 'Ya existe la nomina de la semana 10');
    expect(semanaDuplicada(10)).toBe('Ya existe la nomina de la semana 10');
    expect(await api.storedCount()).toBe(before);
    const otraObra = await insertObra(server, sucursales.matriz);
    expect((await create(nominaDe(otraObra, 10))).obra).toMatchObject({ id: otraObra });
  });

  it('answers the same 409 to a concurrent duplicate, and stores one', async () => {
    const answers = await Promise.all([api.post(nominaDe(obraId, 20)), api.post(nominaDe(obraId, 20))]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    await expectError(
      answers.find((res) => res.status === 409)!,
      409,
      semanaDuplicada(20),
    );
    const rows = await server.db.select().from(nomina).where(eq(nomina.obraId, obraId));
    expect(rows.filter((row) => row.semana === 20)).toHaveLength(1);
  });

  it('PUT changes semana, total and nota, keeping folio and obra; 409 for a week taken; 404 unknown; stale version 409', async () => {
    const stored = await create(nominaDe(obraId, 30));
    await create(nominaDe(obraId, 31));
    const otraObra = await insertObra(server, sucursales.matriz);
    const res = await api.put({ ...stored, semana: 32, total: 1000.1, nota: undefined, obra: { id: otraObra } });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      id: stored.id,
      folio: stored.folio,
      semana: 32,
      total: 1000.1,
      obra: { id: obraId },
    });
    expect(updated.nota).toBeUndefined();
    // Its own week is no duplicate of itself.
    expect((await api.put({ ...updated, total: 5 })).status).toBe(200);
    await expectError(await api.put({ ...updated, semana: 31 }), 409, semanaDuplicada(31));
    expect((await api.put({ ...nominaDe(obraId, 33), id: 999999 })).status).toBe(404);
    const stale = await api.put({ ...updated, total: 6 });
    expect(stale.status).toBe(409);
  });
});

describe('nomina list and scoping', () => {
  it('pages an obra’s nóminas with search by semana, folio and nota; 404 for another sucursal’s obra', async () => {
    const obraLista = await insertObra(server, sucursales.matriz);
    const primera = await create(nominaDe(obraLista, 7, { nota: 'Fierreros del muelle' }));
    await create(nominaDe(obraLista, 8, { nota: undefined }));
    const page = await (await call(`/api/nomina?obraId=${obraLista}&page=0&pageSize=1`)).json();
    expect(page).toMatchObject({ totalElements: 2, page: 0, pageSize: 1 });
    expect(page.content.map((n: { semana: number }) => n.semana)).toEqual([8]);
    const search = async (text: string) =>
      (await (await call(`/api/nomina?obraId=${obraLista}&toSearch=${encodeURIComponent(text)}`)).json()).content.map(
        (n: { id: number }) => n.id,
      );
    expect(await search('fierreros')).toEqual([primera.id]);
    expect(await search('7')).toContain(primera.id);
    expect(await search(String(primera.folio))).toContain(primera.id);
    expect(await search('zzz')).toEqual([]);
    await expectError(
      await call(`/api/nomina?obraId=${await insertObra(server, sucursales.otra)}`),
      404,
      OBRA_NO_ENCONTRADA,
    );
    expect((await call('/api/nomina?obraId=abc')).status).toBe(400);
  });

  it("answers 404 'Nomina no encontrada' for another sucursal's nómina, on every route", async () => {
    const otro = await tokenFor(server, { username: 'nominas-otra', sucursalId: sucursales.otra });
    const otraObra = await insertObra(server, sucursales.otra);
    const res = await server.request('/api/nomina', { method: 'POST', token: otro, json: nominaDe(otraObra, 1) });
    expect(res.status).toBe(201);
    const ajena = await res.json();
    await expectError(await call(`/api/nomina/${ajena.id}`), 404, 'Nomina no encontrada');
    await expectError(await api.put({ ...ajena, total: 1 }), 404, 'Nomina no encontrada');
    await expectError(await subirComprobante(server, `/api/nomina/${ajena.id}`, usuario), 404, 'Nomina no encontrada');
    await expectError(await call(`/api/nomina/${ajena.id}/comprobanteUrl`), 404, 'Nomina no encontrada');
    expect((await api.post(nominaDe(otraObra, 2))).status).toBe(404);
  });

  it('answers 403 without the /nomina permiso', async () => {
    const sinPermiso = await tokenFor(server, {
      username: 'sin-nomina',
      sucursalId: sucursales.matriz,
      denied: ['/nomina'],
    });
    expect((await server.request(`/api/nomina?obraId=${obraId}`, { token: sinPermiso })).status).toBe(403);
    expect((await api.post(nominaDe(obraId, 40), sinPermiso)).status).toBe(403);
  });
});

describe('nomina comprobante and closed obra', () => {
  it('takes a PDF, a PNG or a JPEG once; 415 for a text file; the reference after; edits stay allowed', async () => {
    const sinComprobante = await create(nominaDe(obraId, 50));
    await expectError(await call(`/api/nomina/${sinComprobante.id}/comprobanteUrl`), 404, 'Documento no encontrado..');
    const texto = await subirComprobante(server, `/api/nomina/${sinComprobante.id}`, usuario, Buffer.from('hola'));
    expect(texto.status).toBe(415);
    for (const [semana, content] of [
      [51, undefined],
      [52, pngImage()],
      [53, JPEG_IMAGE],
    ] as const) {
      const stored = await create(nominaDe(obraId, semana));
      const res = await subirComprobante(server, `/api/nomina/${stored.id}`, usuario, content);
      expect(res.status).toBe(200);
      const attached = await res.json();
      expect(attached.comprobante).toMatch(/^\/api\/documento\/\d+$/);
      expect(attached.acciones.adjuntar).toMatchObject({
        visible: true,
        permitida: false,
        motivo: COMPROBANTE_ADJUNTO,
      });
      const url = await (await call(`/api/nomina/${stored.id}/comprobanteUrl`)).json();
      expect(url).toEqual({ url: attached.comprobante });
      await expectError(await subirComprobante(server, `/api/nomina/${stored.id}`, usuario), 409, COMPROBANTE_ADJUNTO);
      expect((await api.put({ ...attached, total: 10 })).status).toBe(200);
    }
  });

  it("answers 409 'La obra esta terminada..' to every write once the obra is closed, and stores nothing", async () => {
    const cerrada = await insertObra(server, sucursales.matriz);
    const stored = await create(nominaDe(cerrada, 1));
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, cerrada));
    const before = await api.storedCount();
    for (const res of [
      await api.post(nominaDe(cerrada, 2)),
      await api.put({ ...stored, total: 1 }),
      await subirComprobante(server, `/api/nomina/${stored.id}`, usuario),
    ]) {
      await expectError(res, 409, OBRA_TERMINADA);
    }
    expect(await api.storedCount()).toBe(before);
    const read = await (await call(`/api/nomina/${stored.id}`)).json();
    expect(read).toMatchObject({ total: 48250.75, acciones: { editar: { permitida: false, motivo: OBRA_TERMINADA } } });
    expect(read.comprobante).toBeUndefined();
  });
});
