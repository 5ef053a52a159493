/** The demo purchasing: applied and pending compras, a nota applied, and the ledger as the services made it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sumCents, toCents } from '../../../schemas/money';
import { abono, cargo, compra, notaCredito } from '../schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { seedComprasDemo } from './compras';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe('demo compras', () => {
  it('has applied compras, one pending from its order and an applied nota, with saldo = monto − Σ abonos on every charge', async () => {
    const compras = await server.db.select().from(compra);
    expect(compras.filter((c) => c.status === 'creado')).toHaveLength(1);
    const aplicadas = compras.filter((c) => c.status === 'aplicado');
    expect(aplicadas.length).toBeGreaterThan(10);
    const [nota] = await server.db.select().from(notaCredito);
    expect(nota).toMatchObject({ status: 'aplicado' });
    const charges = await server.db.select().from(cargo).where(eq(cargo.tipoDocumento, 'COMPRA'));
    expect(charges.map((c) => c.documentoId).sort((a, b) => a - b)).toEqual(
      aplicadas.map((c) => c.id).sort((a, b) => a - b),
    );
    const abonos = await server.db.select().from(abono);
    for (const charge of charges) {
      const suyos = abonos.filter((a) => a.cargoId === charge.id).map((a) => a.monto);
      expect(toCents(charge.saldo)).toBe(toCents(charge.monto) - sumCents(suyos));
    }
    expect(abonos.filter((a) => a.tipo === 'NOTA_CREDITO')).toMatchObject([
      { tipo: 'NOTA_CREDITO', referencia: nota.id, monto: nota.total },
    ]);
  });

  it('serves their PDFs and comprobantes over the API', async () => {
    const [aplicada] = await server.db
      .select()
      .from(compra)
      .where(eq(compra.id, (await server.db.select().from(notaCredito))[0].compraId));
    const { url } = await (await server.request(`/api/compra/${aplicada.id}/comprobanteUrl`, { token: admin })).json();
    const file = await server.request(url, { token: admin });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await server.request(`/api/compra/${aplicada.id}/reporteOrdenCompra`, { token: admin })).status).toBe(200);
  });

  it('is loaded only once', async () => {
    const [{ antes }] = await server.db.select({ antes: count() }).from(compra);
    await seedComprasDemo(server.db, server.app.files, 1);
    expect((await server.db.select({ n: count() }).from(compra))[0].n).toBe(antes);
  });
});
