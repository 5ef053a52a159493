/**
 * Orders saved at once get distinct consecutive folios (docs/domain.md Folios): 30 as the
 * purchasing issue asks, then 1,000 as the proofs issue does (README "Proofs"). PostgreSQL only:
 * PGlite runs one query at a time, so nothing there is concurrent. A thousand at once outrun the
 * pool's wait (docs/decisions.md, When the database is away): those answer 503 with Retry-After and
 * store nothing, and are sent again, as the office would, until every order is saved.
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

  // Each burst continues the sucursal's series where the previous one ended.
  let last = 0;
  it.each([30, 1_000])(
    '%i get distinct consecutive folios',
    async (n) => {
      const save = () =>
        server.request('/api/ordenCompra/', { method: 'POST', token: usuario, json: ordenValida(obraId, proveedorId) });
      const saved: Response[] = [];
      let pending = n;
      for (let round = 0; pending > 0 && round < 10; round++) {
        const answers = await Promise.all(Array.from({ length: pending }, save));
        const busy = answers.filter((res) => res.status === 503);
        for (const res of busy) expect(res.headers.get('retry-after')).not.toBeNull();
        await Promise.all(busy.map((res) => res.text()));
        const other = answers.filter((res) => res.status !== 201 && res.status !== 503);
        expect(other.map((res) => res.status)).toEqual([]);
        saved.push(...answers.filter((res) => res.status === 201));
        pending = busy.length;
      }
      expect(saved).toHaveLength(n);
      const folios = await Promise.all(saved.map(async (res) => ((await res.json()) as { folio: number }).folio));
      expect([...folios].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => last + i + 1));
      last += n;
    },
    120_000,
  );
});
