import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bitacora } from '../db/schema';
import { inTransaction } from '../db/tx';
import { startTestServer, type TestServer } from '../test-support/server';
import { twoSucursales } from '../modules/common/test-callers';
import { nextFolio } from './folio';

let server: TestServer;
let sucursales: { matriz: number; otra: number };

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
});
afterAll(() => server.close());

const folio = (tipo: string, sucursalId = sucursales.matriz) =>
  inTransaction(server.db, null, (tx) => nextFolio(tx, tipo, sucursalId));

describe('folios', () => {
  it('count from 1 separately per document type and sucursal', async () => {
    expect([
      await folio('orden'),
      await folio('orden'),
      await folio('compra'),
      await folio('orden', sucursales.otra),
    ]).toEqual([1, 2, 1, 1]);
    expect(await folio('orden')).toBe(3);
  });

  it('give a rolled-back number to the next save: no gap', async () => {
    await folio('nota');
    const failed = inTransaction(server.db, null, async (tx) => {
      await nextFolio(tx, 'nota', sucursales.matriz);
      throw new Error('el guardado falla despues de tomar el folio');
    });
    await expect(failed).rejects.toThrow('el guardado falla');
    expect(await folio('nota')).toBe(2);
  });

  it('give 30 concurrent saves 30 distinct consecutive numbers', async () => {
    // Each save holds its transaction open a moment after taking its number, so the others queue.
    const saves = Array.from({ length: 30 }, () =>
      inTransaction(server.db, null, async (tx) => {
        const taken = await nextFolio(tx, 'concurrente', sucursales.matriz);
        await tx.execute(sql`SELECT pg_sleep(0.01)`);
        return taken;
      }),
    );
    const folios = await Promise.all(saves);
    expect([...folios].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('leave the counter out of the bitácora', async () => {
    await folio('auditada');
    expect(await server.db.select().from(bitacora).where(eq(bitacora.tabla, 'folio_serie'))).toEqual([]);
  });
});
