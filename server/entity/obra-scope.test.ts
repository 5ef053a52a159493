/**
 * The `obra` scope, before any document module uses it: a table of its own (created here) whose
 * records belong to an obra. Callers see the records of their sucursal's obras; a write needs a
 * visible obra that is not terminado, and the record takes the obra's sucursal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../schemas';
import type { Caller } from '../auth/session';
import { obra } from '../db/schema';
import { insertCliente } from '../modules/obra/test-fixtures';
import { twoSucursales } from '../modules/common/test-callers';
import { startTestServer, type TestServer } from '../test-support/server';
import { defineEntity } from './define';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';

const nota = pgTable('prueba_nota', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  obraId: integer('obra_id').notNull(),
  sucursalId: integer('sucursal_id').notNull(),
  busqueda: text('busqueda'),
  actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
});

const schema: EntitySchema = {
  $id: 'pruebaNota',
  title: 'Nota',
  type: 'object',
  'x-resource': {
    name: 'notas',
    label: 'Notas',
    route: '/notas',
    api: '/api/nota',
    list: { columns: ['nombre'] },
    menu: '/notas',
    recordRepresentation: 'nombre',
    scope: 'obra',
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    nombre: { type: 'string' },
    obra: { type: 'object', properties: { id: { type: 'integer' }, nombre: { type: 'string', readOnly: true } } },
  },
};

const notas = defineEntity<{ id?: number; nombre: string; obra?: { id?: number; nombre?: string } }>({
  schema,
  table: nota,
  notFound: 'Nota no encontrada',
});

let server: TestServer;
let matriz: Caller;
let otra: Caller;
let obraMatriz: { id: number; nombre: string };
let obraOtra: number;

const caller = (id: number, sucursalId: number): Caller => ({
  id,
  username: `u${id}`,
  role: 'ROLE_USER',
  nombres: 'U',
  apellidos: 'U',
  sucursalId,
});

async function insertObra(clienteId: number, sucursalId: number, nombre: string): Promise<number> {
  const money = { costoTotal: '1.00', insumos: '0', manoObra: '0', indirectos: '0', utilidad: '1.00' };
  const fechas = { inicio: '2025-01-13', fin: '2025-06-30' };
  const [row] = await server.db
    .insert(obra)
    .values({ nombre, clienteId, sucursalId, ...money, ...fechas })
    .returning({ id: obra.id });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.db
    .execute(sql`CREATE TABLE prueba_nota (id serial PRIMARY KEY, nombre text NOT NULL, obra_id integer NOT NULL REFERENCES obra(id),
    sucursal_id integer NOT NULL REFERENCES sucursal(id), busqueda text GENERATED ALWAYS AS (lower(nombre)) STORED, actualizado timestamptz NOT NULL DEFAULT now())`);
  const sucursales = await twoSucursales(server);
  matriz = caller(1, sucursales.matriz);
  otra = caller(1, sucursales.otra);
  const clienteMatriz = await insertCliente(server, 'Cliente Matriz', sucursales.matriz);
  obraMatriz = { id: await insertObra(clienteMatriz, sucursales.matriz, 'Obra Matriz'), nombre: 'Obra Matriz' };
  obraOtra = await insertObra(
    await insertCliente(server, 'Cliente Otra', sucursales.otra),
    sucursales.otra,
    'Obra Otra',
  );
});
afterAll(() => server.close());

describe('obra scope', () => {
  it("stores a record under a visible obra, with the obra's sucursal, shown as {id, nombre}", async () => {
    const created = await notas.create(server.db, matriz, { nombre: 'Primera', obra: { id: obraMatriz.id } });
    expect(created).toEqual({ id: expect.any(Number), nombre: 'Primera', obra: obraMatriz });
    const [row] = await server.db.select().from(nota).where(eq(nota.id, created.id!));
    expect(row.sucursalId).toBe(matriz.sucursalId);
    expect(await notas.get(server.db, matriz, created.id)).toEqual(created);
  });

  it("hides the records of another sucursal's obras and refuses to write under them", async () => {
    const ajena = await notas.create(server.db, otra, { nombre: 'Ajena', obra: { id: obraOtra } });
    await expect(notas.get(server.db, matriz, ajena.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Nota no encontrada',
    });
    expect((await notas.page(server.db, matriz, { toSearch: 'ajena' })).totalElements).toBe(0);
    expect((await notas.page(server.db, otra, { toSearch: 'ajena' })).totalElements).toBe(1);
    await expect(notas.create(server.db, matriz, { nombre: 'Intrusa', obra: { id: obraOtra } })).rejects.toMatchObject({
      statusCode: 404,
      message: OBRA_NO_ENCONTRADA,
    });
  });

  it('answers 409 to any write under a terminado obra and changes nothing', async () => {
    const stored = await notas.create(server.db, matriz, { nombre: 'Antes', obra: { id: obraMatriz.id } });
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraMatriz.id));
    const closed = { statusCode: 409, message: OBRA_TERMINADA };
    await expect(notas.update(server.db, matriz, { ...stored, nombre: 'Despues' })).rejects.toMatchObject(closed);
    await expect(notas.update(server.db, matriz, { id: stored.id, nombre: 'Despues' })).rejects.toMatchObject(closed);
    await expect(
      notas.create(server.db, matriz, { nombre: 'Nueva', obra: { id: obraMatriz.id } }),
    ).rejects.toMatchObject(closed);
    expect(await notas.get(server.db, matriz, stored.id)).toEqual(stored);
  });
});
