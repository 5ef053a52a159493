/** The demo payables: applied gastos with their charges, one authorized, one paid, as the API reads them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cargo, gasto, obra, pago } from '../schema';
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
    expect(pendientes.content.map((c: { folioDocumento: number }) => c.folioDocumento).sort()).toEqual([3101, 3114]);
    expect(pendientes.content[0].comprobante).toMatch(/^\/api\/documento\/\d+$/);
    const plan = await read(`/api/contabilidad/plan?obraId=${obraId}`);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ total: 12180, cargos: 1 });
    const historial = await read(`/api/pago/historial?obraId=${obraId}`);
    expect(historial.content).toMatchObject([{ total: 3480, formaPago: 'Cheque', status: 'pagado' }]);
    const aging = await read(`/api/contabilidad/antiguedad?obraId=${obraId}`);
    expect(aging.reduce((sum: number, row: { total: number }) => sum + row.total * 100, 0)).toBe(
      (18560 + 7424.5 + 12180) * 100,
    );
  });

  it('is loaded only once', async () => {
    await seedCuentasPorPagarDemo(server.db, server.app.files, 1);
    expect(await server.db.select().from(gasto)).toHaveLength(4);
    expect(await server.db.select().from(pago)).toHaveLength(1);
    expect((await server.db.select().from(cargo).where(eq(cargo.tipoDocumento, 'GASTO'))).length).toBe(4);
  });
});
