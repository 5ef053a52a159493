/**
 * The named query historialNominas over HTTP (POST /api/data/paged): an obra's nóminas, latest
 * week first; paged; scoped as the nómina lists; the registry's 400s for its parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import {
  expectError,
  expectObraIdChecked,
  expectScopedAsItsLists,
  startObraQuery,
  type ObraQuery,
} from '../data/test-fixtures';

let q: ObraQuery;
let obraId: number;
/** The obra's nóminas, as the query must answer them: semana desc. */
let semanas: Record<string, unknown>[];

/** A nómina of `obra` created over HTTP: the row the query answers for it (no nota, no key). */
async function nomina(semana: number, total: number, nota?: string, obra = obraId) {
  const res = await q.server.request('/api/nomina', {
    method: 'POST',
    token: q.usuario,
    json: { semana, total, nota, obra: { id: obra } },
  });
  expect(res.status).toBe(201);
  const { id, folio } = await res.json();
  return { id, folio, semana, total, ...(nota ? { nota } : {}) };
}

beforeAll(async () => {
  q = await startObraQuery('historialNominas', 'nominas');
  ({ obraId } = q);
  const tercera = await nomina(3, 86450.5, 'Cimentacion');
  const decima = await nomina(10, 91200);
  const septima = await nomina(7, 78935.25, 'Fierreros y carpinteros');
  await nomina(12, 1000, undefined, await insertObra(q.server, q.sucursales.matriz));
  semanas = [decima, septima, tercera];
});
afterAll(() => q.server.close());

describe('historialNominas', () => {
  it('answers the nóminas of the obra, latest week first; nota only when it has one', async () => {
    expect(await q.page({ obraId })).toEqual({ content: semanas, totalElements: 3, page: 0, pageSize: 10 });
  });

  it('pages on the server', async () => {
    expect(await q.page({ obraId }, { page: 0, pageSize: 2 })).toEqual({
      content: semanas.slice(0, 2),
      totalElements: 3,
      page: 0,
      pageSize: 2,
    });
    expect((await q.page({ obraId }, { page: 1, pageSize: 2 })).content).toEqual(semanas.slice(2));
  });

  it('answers 404 OBRA_NO_ENCONTRADA for an obra of another sucursal or none, 403 without the /nomina permiso', () =>
    expectScopedAsItsLists(q, '/nomina'));

  it('answers 400 for a missing or mistyped obraId and an unknown parameter', async () => {
    await expectObraIdChecked(q);
    await expectError(await q.paged({ params: { obraId, semana: 3 } }), 400, 'Parametro desconocido: semana..');
  });
});
