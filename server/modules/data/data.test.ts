/** /api/data over HTTP: named queries run by name with typed parameters, each behind its own permiso. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { CUENTAS_POR_PAGAR } from '../contabilidad/links';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { insertCargo } from '../pago/test-fixtures';

let server: TestServer;
let usuario: string;
let sinCuentas: string;
let obraId: number;
let matriz: number;

const post = (path: string, json: unknown, token = usuario) => server.request(path, { method: 'POST', token, json });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

beforeAll(async () => {
  server = await startTestServer();
  ({ matriz } = await twoSucursales(server));
  usuario = await tokenFor(server, { username: 'datos', sucursalId: matriz });
  sinCuentas = await tokenFor(server, { username: 'datos-sin', sucursalId: matriz, denied: [...CUENTAS_POR_PAGAR] });
  obraId = await insertObra(server, matriz);
  const proveedorId = await insertProveedor(server, 'Maderas del Rio Sonora');
  await insertCargo(server.db, { obraId, sucursalId: matriz, proveedorId, monto: '1500.25', promesaPago: '2020-01-01' });
});
afterAll(() => server.close());

describe('named data queries', () => {
  it('runs the payables aging by name, with its typed parameter', async () => {
    const res = await post('/api/data', { query: 'antiguedadProveedores', params: { obraId } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        proveedor: { id: expect.any(Number), nombre: 'Maderas del Rio Sonora' },
        alCorriente: 0,
        dias1a30: 0,
        dias31a60: 0,
        dias61a90: 0,
        mas90: 1500.25,
        total: 1500.25,
      },
    ]);
  });

  it('lists the queries the caller may run, with their parameters', async () => {
    const mine = await (await server.request('/api/data/parameterTypes', { token: usuario })).json();
    expect(mine).toContainEqual({
      query: 'antiguedadProveedores',
      description: expect.any(String),
      paged: false,
      params: [{ name: 'obraId', type: 'integer', required: false }],
    });
    const theirs = await (await server.request('/api/data/parameterTypes', { token: sinCuentas })).json();
    expect(theirs.map((q: { query: string }) => q.query)).not.toContain('antiguedadProveedores');
  });

  it('answers 403 without the query\'s permiso and 400 for unknown queries, parameters, types or SQL', async () => {
    expect((await post('/api/data', { query: 'antiguedadProveedores' }, sinCuentas)).status).toBe(403);
    await expectError(await post('/api/data', { query: 'SELECT * FROM usuario' }), 400, 'Consulta desconocida: SELECT * FROM usuario..');
    await expectError(await post('/api/data', { query: 'antiguedadProveedores', params: { obraId: '1; DROP TABLE cargo' } }), 400, 'El parametro obraId debe ser un entero..');
    await expectError(await post('/api/data', { query: 'antiguedadProveedores', params: { sql: 'x' } }), 400, 'Parametro desconocido: sql..');
    expect((await post('/api/data', { query: 'antiguedadProveedores', sql: 'x' })).status).toBe(400);
  });

  it('says where a known query is served when it reaches the other route', async () => {
    await expectError(
      await post('/api/data', { query: 'historialCompras', params: { obraId } }),
      400,
      'La consulta historialCompras es paginada: enviela a /api/data/paged..',
    );
    await expectError(
      await post('/api/data/paged', { query: 'antiguedadProveedores' }),
      400,
      'La consulta antiguedadProveedores no es paginada: enviela a /api/data..',
    );
  });

  it('guards every registered query by its own permisos: 403 without all of them, in with one', async () => {
    expect(server.app.namedQueries.length).toBeGreaterThan(0);
    for (const [i, query] of server.app.namedQueries.entries()) {
      const path = query.run ? '/api/data' : '/api/data/paged';
      const denied = await tokenFor(server, { username: `datos-${i}`, sucursalId: matriz, denied: [...query.menu] });
      expect([query.name, (await post(path, { query: query.name }, denied)).status]).toEqual([query.name, 403]);
      expect([query.name, (await post(path, { query: query.name })).status]).not.toEqual([query.name, 403]);
    }
  });
});
