import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import { documentTotals, fromCents } from '../../../schemas/money';
import { validateRecord } from '../../../schemas/validation';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { obra, ordenCompra } from '../schema';
import { seedOrdenesDemo } from './ordenes';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe('demo órdenes de compra', () => {
  it('gives every open obra orders in each status, valid, with the totals the server computes', async () => {
    const abiertas = await server.db.select({ id: obra.id }).from(obra).where(eq(obra.terminado, false));
    expect(abiertas.length).toBeGreaterThan(0);
    for (const { id } of abiertas) {
      const res = await server.request(`/api/ordenCompra/obra/${id}`, { token: admin });
      const ordenes = (await res.json()) as OrdenCompra[];
      expect(new Set(ordenes.map((o) => o.status))).toEqual(new Set(['creado', 'autorizado', 'cancelado']));
      for (const orden of ordenes) {
        expect(validateRecord(schemas.ordenCompra, orden).errors).toBeNull();
        const totals = documentTotals(orden.ordenCompraDetalles);
        expect([orden.subTotal, orden.iva, orden.total]).toEqual(
          [totals.subTotal, totals.iva, totals.total].map(fromCents),
        );
      }
    }
  });

  it('continues each sucursal’s folio series and is loaded only once', async () => {
    const [{ n }] = await server.db.select({ n: count() }).from(ordenCompra);
    await seedOrdenesDemo(server.db);
    expect((await server.db.select({ n: count() }).from(ordenCompra))[0].n).toBe(n);
    const [obraId] = await server.db.select({ id: obra.id }).from(obra).where(eq(obra.terminado, false)).limit(1);
    const res = await server.request('/api/ordenCompra/', {
      method: 'POST',
      token: admin,
      json: {
        fecha: '2026-01-05',
        proveedor: { id: 1 },
        obra: { id: obraId.id },
        ordenCompraDetalles: [{ cantidad: 1, descripcion: 'Arena', precioUnitario: 10, tasaiva: 0 }],
      },
    });
    const stored = (await res.json()) as OrdenCompra;
    const [{ enSucursal }] = await server.db
      .select({ enSucursal: count() })
      .from(ordenCompra)
      .where(
        eq(
          ordenCompra.sucursalId,
          (await server.db.select({ s: obra.sucursalId }).from(obra).where(eq(obra.id, obraId.id)))[0].s,
        ),
      );
    expect(stored.folio).toBe(enSucursal);
  });
});
