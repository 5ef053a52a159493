/**
 * The named query historialNominas over HTTP (POST /api/data/paged): an obra's nóminas, latest
 * week first; paged; scoped as the nómina lists; the registry's 400s for its parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
/** The obra's nóminas, as the query must answer them: semana desc. */
let semanas: Record<string, unknown>[];

const query = 'historialNominas';
const paged = (body: object, token = usuario) =>
  server.request('/api/data/paged', { method: 'POST', token, json: { query, ...body } });
async function page(params: object, paging: object = {}) {
  const res = await paged({ params, ...paging });
  const body = await res.json();
  expect([res.status, body.message]).toEqual([200, undefined]);
  return body;
}
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

/** A nómina of `obra` created over HTTP: the row the query answers for it (no nota, no key). */
async function nomina(semana: number, total: number, nota?: string, obra = obraId) {
  const res = await server.request('/api/nomina', {
    method: 'POST',
    token: usuario,
    json: { semana, total, nota, obra: { id: obra } },
  });
  expect(res.status).toBe(201);
  const { id, folio } = await res.json();
  return { id, folio, semana, total, ...(nota ? { nota } : {}) };
}

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'nominas-consulta', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  const tercera = await nomina(3, 86450.5, 'Cimentacion');
  const decima = await nomina(10, 91200);
  const septima = await nomina(7, 78935.25, 'Fierreros y carpinteros');
  await nomina(12, 1000, undefined, await insertObra(server, sucursales.matriz));
  semanas = [decima, septima, tercera];
});
afterAll(() => server.close());

describe('historialNominas', () => {
  it('answers the nóminas of the obra, latest week first; nota only when it has one', async () => {
    expect(await page({ obraId })).toEqual({ content: semanas, totalElements: 3, page: 0, pageSize: 10 });
  });

  it('pages on the server', async () => {
    expect(await page({ obraId }, { page: 0, pageSize: 2 })).toEqual({
      content: semanas.slice(0, 2),
      totalElements: 3,
      page: 0,
      pageSize: 2,
    });
    expect((await page({ obraId }, { page: 1, pageSize: 2 })).content).toEqual(semanas.slice(2));
  });

  it("answers 404 'Obra no encontrada' for an obra of another sucursal or none, 403 without the /nomina permiso", async () => {
    const deOtra = await tokenFor(server, { username: 'nominas-otra', sucursalId: sucursales.otra });
    await expectError(await paged({ params: { obraId } }, deOtra), 404, 'Obra no encontrada');
    await expectError(await paged({ params: { obraId: 999999 } }), 404, 'Obra no encontrada');
    const sinNominas = await tokenFor(server, {
      username: 'nominas-sin',
      sucursalId: sucursales.matriz,
      denied: ['/nomina'],
    });
    expect((await paged({ params: { obraId } }, sinNominas)).status).toBe(403);
  });

  it('answers 400 for a missing or mistyped obraId and an unknown parameter', async () => {
    await expectError(await paged({ params: {} }), 400, 'Falta el parametro obraId..');
    await expectError(await paged({ params: { obraId: -1 } }), 400, 'El parametro obraId debe ser un entero..');
    await expectError(await paged({ params: { obraId, semana: 3 } }), 400, 'Parametro desconocido: semana..');
  });
});
