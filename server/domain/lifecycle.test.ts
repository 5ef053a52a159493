/**
 * The lifecycle layer on a tiny document of its own (a table this test creates), with the shape of
 * the purchasing documents: creado → autorizado → aplicado, or cancelado; aplicar needs a
 * comprobante and has an effect in the same transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/session';
import { inTransaction } from '../db/tx';
import { conflict } from '../http-errors';
import { startTestServer, type TestServer } from '../test-support/server';
import { twoSucursales } from '../modules/common/test-callers';
import { COMPROBANTE_REQUERIDO, defineLifecycle } from './lifecycle';
import { callerOf, insertObra } from './test-fixtures';

const vale = pgTable('vale_prueba', {
  id: serial('id').primaryKey(),
  obraId: integer('obra_id').notNull(),
  folio: integer('folio').notNull(),
  status: text('status').$type<'creado' | 'autorizado' | 'cancelado' | 'aplicado'>().notNull(),
  comprobanteId: integer('comprobante_id'),
  total: integer('total').notNull(),
  saldo: integer('saldo'),
});

const SALDO_EXCEDIDO = 'El total excede el saldo..';
let effectRefuses = false;

const vales = defineLifecycle({
  table: vale,
  notFound: 'Vale no encontrado',
  initial: 'creado',
  actions: {
    editar: { from: ['creado'], denied: (status) => `El vale esta ${status}, no se puede modificar..` },
    autorizar: { from: ['creado'], to: 'autorizado', denied: 'Solo se autoriza un vale creado..' },
    cancelar: { from: ['creado'], to: 'cancelado', denied: 'Solo se cancela un vale creado..' },
    aplicar: {
      from: ['autorizado'],
      to: 'aplicado',
      needsComprobante: true,
      denied: (status) => (status === 'aplicado' ? 'El vale ya esta aplicado..' : 'El vale no esta autorizado..'),
      // Stands for opening a charge: a write of its own, then a rule that may refuse it all.
      async effect({ tx, document }) {
        expect(document.status).toBe('aplicado');
        await tx.update(vale).set({ saldo: document.total }).where(eq(vale.id, document.id));
        if (effectRefuses) throw conflict(SALDO_EXCEDIDO);
      },
    },
  },
});

let server: TestServer;
let sucursales: { matriz: number; otra: number };
let residente: Caller;
let obraAbierta: number;

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  residente = callerOf(sucursales.matriz);
  obraAbierta = await insertObra(server, sucursales.matriz);
  await server.db.execute(sql`CREATE TABLE vale_prueba (
    id serial PRIMARY KEY, obra_id integer NOT NULL REFERENCES obra(id), folio integer NOT NULL,
    status text NOT NULL, comprobante_id integer, total integer NOT NULL, saldo integer)`);
});
afterAll(() => server.close());

const inTx = <T>(work: Parameters<typeof inTransaction<T>>[2]) => inTransaction(server.db, null, work);

async function nuevoVale(obraId = obraAbierta, sucursalId = sucursales.matriz, comprobanteId: number | null = null) {
  return inTx(async (tx) => {
    const [row] = await tx
      .insert(vale)
      .values({ obraId, total: 1500, comprobanteId, ...(await vales.start(tx, sucursalId)) })
      .returning();
    return row;
  });
}

const perform = (action: 'editar' | 'autorizar' | 'cancelar' | 'aplicar', id: number, caller = residente) =>
  inTx((tx) => vales.perform(tx, caller, action, id));

async function stored(id: number) {
  const [row] = await server.db.select().from(vale).where(eq(vale.id, id));
  return row;
}

describe('document lifecycle', () => {
  it('starts a document in its initial status with the next folio of its sucursal', async () => {
    const [a, b, c] = [
      await nuevoVale(),
      await nuevoVale(),
      await nuevoVale(await insertObra(server, sucursales.otra), sucursales.otra),
    ];
    expect([a.status, a.folio, b.folio, c.folio]).toEqual(['creado', 1, 2, 1]);
  });

  it('moves along the allowed transitions and answers the stored document', async () => {
    const { id } = await nuevoVale(obraAbierta, sucursales.matriz, 7);
    expect(await perform('autorizar', id)).toMatchObject({ id, status: 'autorizado' });
    expect(await perform('aplicar', id)).toMatchObject({ status: 'aplicado' });
    expect(await stored(id)).toMatchObject({ status: 'aplicado', saldo: 1500 });
  });

  it("answers 409 with the action's message from a status it does not allow, changing nothing", async () => {
    const { id } = await nuevoVale();
    await perform('cancelar', id);
    await expect(perform('autorizar', id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Solo se autoriza un vale creado..',
    });
    await expect(perform('aplicar', id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'El vale no esta autorizado..',
    });
    expect((await stored(id)).status).toBe('cancelado');
  });

  it('checks an edit without changing the status', async () => {
    const { id } = await nuevoVale();
    expect(vales.check('editar', await stored(id))).toBe('creado');
    await perform('autorizar', id);
    expect(() => vales.check('editar', { status: 'autorizado' })).toThrow(
      'El vale esta autorizado, no se puede modificar..',
    );
  });

  it('refuses to apply without a comprobante', async () => {
    const { id } = await nuevoVale();
    await perform('autorizar', id);
    await expect(perform('aplicar', id)).rejects.toMatchObject({ statusCode: 409, message: COMPROBANTE_REQUERIDO });
    expect(await stored(id)).toMatchObject({ status: 'autorizado', saldo: null });
  });

  it('rolls the status change back with an effect that refuses', async () => {
    const { id } = await nuevoVale(obraAbierta, sucursales.matriz, 7);
    await perform('autorizar', id);
    effectRefuses = true;
    try {
      await expect(perform('aplicar', id)).rejects.toMatchObject({ statusCode: 409, message: SALDO_EXCEDIDO });
    } finally {
      effectRefuses = false;
    }
    expect(await stored(id)).toMatchObject({ status: 'autorizado', saldo: null });
  });

  it("answers 404 for another sucursal's document and 409 under a terminado obra", async () => {
    const ajeno = await nuevoVale(await insertObra(server, sucursales.otra), sucursales.otra);
    await expect(perform('autorizar', ajeno.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Vale no encontrado',
    });
    const cerrada = await insertObra(server, sucursales.matriz, true);
    const { id } = await nuevoVale(cerrada);
    await expect(perform('autorizar', id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'La obra esta terminada..',
    });
    expect((await stored(id)).status).toBe('creado');
    expect(await perform('autorizar', ajeno.id, callerOf(sucursales.matriz, 'ROLE_SUPERUSER'))).toMatchObject({
      status: 'autorizado',
    });
  });

  it('refuses a definition whose apply needs a comprobante its table cannot hold', () => {
    const sinComprobante = pgTable('sin_comprobante', {
      id: serial('id'),
      obraId: integer('obra_id').notNull(),
      status: text('status').notNull(),
    });
    const define = () =>
      defineLifecycle({
        table: sinComprobante,
        notFound: 'x',
        initial: 'creado',
        actions: { aplicar: { from: ['creado'], to: 'aplicado', denied: 'x', needsComprobante: true } },
      });
    expect(define).toThrow('comprobanteId');
  });
});
