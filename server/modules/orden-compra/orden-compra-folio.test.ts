/**
 * 30 orders saved at once get 30 distinct consecutive folios (docs/domain.md Folios). PostgreSQL
 * only: PGlite runs one query at a time, so nothing there is concurrent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor, ordenValida } from './test-fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent order saves', () => {
  let server: TestServer;
  let usuario: string;
  let obraId: number;
  let proveedorId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const { otra } = await twoSucursales(server);
    usuario = await tokenFor(server, { username: 'compras-concurrente', sucursalId: otra });
    obraId = await insertObra(server, otra);
    proveedorId = await insertProveedor(server);
  });
  afterAll(() => server.close());

  it('get 30 distinct consecutive folios', async () => {
    const saves = Array.from({ length: 30 }, () => server.request('/api/ordenCompra/', { method: 'POST', token: usuario, json: ordenValida(obraId, proveedorId) }));
    const answers = await Promise.all(saves);
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(201));
    const folios = await Promise.all(answers.map(async (res) => ((await res.json()) as { folio: number }).folio));
    expect([...folios].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
