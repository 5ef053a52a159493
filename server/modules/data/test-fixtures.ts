/**
 * Test-only scaffolding of the tests of a paged named query over one obra (POST /api/data/paged):
 * a server with a caller of the main sucursal and an obra of theirs, the query's calls, and the
 * checks every such query shares — scoped as its documents' lists (404 OBRA_NO_ENCONTRADA for an
 * obra the caller cannot see, 403 without its permiso) and the registry's 400s for its obraId.
 */
import { expect } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';

export const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

/** `prefix` names the callers it creates: `<prefix>-consulta`, and `-otra` and `-sin` for the scope. */
export async function startObraQuery(query: string, prefix: string) {
  const server = await startTestServer();
  const sucursales = await twoSucursales(server);
  const usuario = await tokenFor(server, { username: `${prefix}-consulta`, sucursalId: sucursales.matriz });
  const obraId = await insertObra(server, sucursales.matriz);
  /** The query with `body` (params, page, pageSize) as `token`, the usuario by default. */
  const paged = (body: object, token = usuario) =>
    server.request('/api/data/paged', { method: 'POST', token, json: { query, ...body } });
  return {
    query,
    prefix,
    server,
    sucursales,
    usuario,
    obraId,
    paged,
    /** A page that must answer 200: its body. */
    async page(params: object, paging: object = {}) {
      const res = await paged({ params, ...paging });
      const body = await res.json();
      expect([res.status, body.message]).toEqual([200, undefined]);
      return body;
    },
    /** A call of the usuario's that must succeed, to make the query's rows: its body. */
    async call(path: string, method = 'POST', json?: unknown) {
      const res = await server.request(path, { method, token: usuario, json });
      expect(res.status, path).toBeLessThan(300);
      return res.json();
    },
  };
}

export type ObraQuery = Awaited<ReturnType<typeof startObraQuery>>;

/** 404 OBRA_NO_ENCONTRADA for an obra of the other sucursal or none; 403 without the `menu` permiso. */
export async function expectScopedAsItsLists(q: ObraQuery, menu: string) {
  const deOtra = await tokenFor(q.server, { username: `${q.prefix}-otra`, sucursalId: q.sucursales.otra });
  await expectError(await q.paged({ params: { obraId: q.obraId } }, deOtra), 404, OBRA_NO_ENCONTRADA);
  await expectError(await q.paged({ params: { obraId: 999999 } }), 404, OBRA_NO_ENCONTRADA);
  const sinPermiso = await tokenFor(q.server, {
    username: `${q.prefix}-sin`,
    sucursalId: q.sucursales.matriz,
    denied: [menu],
  });
  expect((await q.paged({ params: { obraId: q.obraId } }, sinPermiso)).status).toBe(403);
}

/** 400 for an obraId missing (no params, or not among them) or not a whole number, SQL included. */
export async function expectObraIdChecked(q: ObraQuery) {
  await expectError(await q.paged({}), 400, 'Falta el parametro obraId..');
  await expectError(await q.paged({ params: {} }), 400, 'Falta el parametro obraId..');
  for (const obraId of [1.5, -1, 'uno', '1 OR 1=1'])
    await expectError(await q.paged({ params: { obraId } }), 400, 'El parametro obraId debe ser un entero..');
}
