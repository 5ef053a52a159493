import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Caller } from '../auth/session';
import { obra } from '../db/schema';
import { inTransaction } from '../db/tx';
import { startTestServer, type TestServer } from '../test-support/server';
import { twoSucursales } from '../modules/common/test-callers';
import { lockOpenObra } from './closed-obra';
import { callerOf, insertObra } from './test-fixtures';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';

let server: TestServer;
let sucursales: { matriz: number; otra: number };
let residente: Caller;

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  residente = callerOf(sucursales.matriz);
});
afterAll(() => server.close());

const guard = (caller: Caller, obraId: number) =>
  inTransaction(server.db, null, (tx) => lockOpenObra(tx, caller, obraId));

describe('closed-obra guard', () => {
  it("answers an open obra's id and sucursal", async () => {
    const id = await insertObra(server, sucursales.matriz);
    expect(await guard(residente, id)).toEqual({ id, sucursalId: sucursales.matriz });
  });

  it('answers 409 for a terminado obra', async () => {
    const id = await insertObra(server, sucursales.matriz, true);
    await expect(guard(residente, id)).rejects.toMatchObject({ statusCode: 409, message: 'La obra esta terminada..' });
  });

  it("answers 404 for another sucursal's obra or none, and lets a superuser through", async () => {
    const ajena = await insertObra(server, sucursales.otra);
    await expect(guard(residente, ajena)).rejects.toMatchObject({ statusCode: 404, message: OBRA_NO_ENCONTRADA });
    await expect(guard(residente, 999999)).rejects.toMatchObject({ statusCode: 404 });
    expect(await guard(callerOf(sucursales.matriz, 'ROLE_SUPERUSER'), ajena)).toEqual({
      id: ajena,
      sucursalId: sucursales.otra,
    });
  });

  it('makes a save that waited for the obra to close answer 409', async () => {
    const id = await insertObra(server, sucursales.matriz);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const closing = inTransaction(server.db, null, async (tx) => {
      await tx.update(obra).set({ terminado: true }).where(eq(obra.id, id));
      updated();
      await held;
    });
    await hasUpdated;
    // Without the lock, PostgreSQL would answer the last committed row: an open obra.
    const saving = guard(residente, id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closing;
    await expect(saving).rejects.toMatchObject({ statusCode: 409 });
  });
});
