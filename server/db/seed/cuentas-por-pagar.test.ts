/** The demo payables: applied gastos with their charges, one authorized, one paid, as the API reads them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { sumCents } from '../../../schemas/money';
import { cargo, compra, gasto, obra, pago } from '../schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { OBRA_CUENTAS_POR_PAGAR, seedCuentasPorPagarDemo } from './cuentas-por-pagar';

let server: TestServer;
let admin: string;
let obraId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
  admin = await server.login('admin', ADMIN_PASSWORD);
  [{ id: obraId }] = await server.db.select({ id: obra.id }).from(obra).where(eq(obra.nombre, OBRA_CUENTAS_POR_PAGAR));
});
afterAll(() => server.close());

const read = async (path: string) => (await server.request(path, { token: admin })).json();

describe('demo cuentas por pagar', () => {
  it('has pending, authorized and paid charges of applied gastos, and a pago in the history', async () => {
    const pendientes = await read(`/api/contabilidad/cargos/nopagados?authorized=false&obraId=${obraId}&pageSize=100`);
    const gastosPendientes = pendientes.content.filter((c: { tipoDocumento: string }) => c.tipoDocumento === 'GASTO');
    expect(gastosPendientes.map((c: { folioDocumento: number }) => c.folioDocumento).sort()).toEqual([3101, 3114]);
    expect(gastosPendientes[0].comprobante).toMatch(/^\/api\/documento\/\d+$/);
    const plan = await read(`/api/contabilidad/plan?obraId=${obraId}`);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ total: 12180, cargos: 1 });
    const historial = await read(`/api/pago/historial?obraId=${obraId}`);
    expect(historial.content).toMatchObject([{ total: 3480, formaPago: 'Cheque', status: 'pagado' }]);
    // What is owed: the gastos not paid and the obra's compras, none paid yet.
    const compras = await server.db
      .select({ total: compra.total })
      .from(compra)
      .where(and(eq(compra.obraId, obraId), eq(compra.status, 'aplicado')));
    expect(compras.length).toBeGreaterThan(0);
    const aging = await read(`/api/contabilidad/antiguedad?obraId=${obraId}`);
    expect(sumCents(aging.map((row: { total: number }) => row.total))).toBe(
      sumCents(['18560.00', '7424.50', '12180.00', ...compras.map((c) => c.total)]),
    );
  });

  it('is loaded only once', async () => {
    const [{ antes }] = await server.db.select({ antes: count() }).from(gasto);
    await seedCuentasPorPagarDemo(server.db, server.app.files, 1);
    expect((await server.db.select({ n: count() }).from(gasto))[0].n).toBe(antes);
    expect(await server.db.select().from(pago)).toHaveLength(1);
    expect((await server.db.select().from(cargo).where(eq(cargo.tipoDocumento, 'GASTO'))).length).toBe(antes);
  });
});
