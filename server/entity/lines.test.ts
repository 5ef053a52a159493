/**
 * Lines of a document, before any document module uses them: tables of their own (created here),
 * a header and its lines, with the line's importe computed by a hook in integer cents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../schemas';
import type { Caller } from '../auth/session';
import { centsToText, toCents } from '../../schemas/money';
import { unidadMedida } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/server';
import { defineEntity } from './define';

const pedido = pgTable('prueba_pedido', { id: serial('id').primaryKey(), nombre: text('nombre').notNull() });
const renglon = pgTable('prueba_renglon', {
  id: serial('id').primaryKey(),
  pedidoId: integer('pedido_id').notNull(),
  descripcion: text('descripcion').notNull(),
  cantidad: integer('cantidad').notNull(),
  precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
  importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
  unidadId: integer('unidad_id'),
});

const schema: EntitySchema = {
  $id: 'pruebaPedido',
  title: 'Pedido',
  type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    nombre: { type: 'string' },
    lineas: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', readOnly: true },
          descripcion: { type: 'string' },
          cantidad: { type: 'integer' },
          precio: { type: 'number' },
          importe: { type: 'number', readOnly: true },
          unidad: {
            type: 'object',
            properties: { id: { type: 'integer' }, nombre: { type: 'string', readOnly: true } },
          },
        },
      },
    } as EntitySchema['properties'][string],
  },
};

interface Linea {
  id?: number;
  descripcion: string;
  cantidad: number;
  precio: number;
  importe?: number;
  unidad?: { id: number; nombre?: string };
}
// A type, as the generated ones are: the layer reads a record as fields by name.
type Pedido = {
  id?: number;
  nombre: string;
  lineas: Linea[];
};

const pedidos = defineEntity<Pedido>({
  schema,
  table: pedido,
  notFound: 'Pedido no encontrado',
  lines: {
    lineas: {
      table: renglon,
      parent: renglon.pedidoId,
      relations: { unidad: { column: renglon.unidadId, table: unidadMedida } },
    },
  },
  hooks: {
    beforeWrite({ lines }) {
      for (const linea of lines.lineas)
        linea.importe = centsToText(BigInt(linea.cantidad as number) * toCents(linea.precio as string));
    },
  },
});

let server: TestServer;
let admin: Caller;
let pieza: { id: number; nombre: string };

const storedLines = async () => (await server.db.select({ n: count() }).from(renglon))[0].n;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.execute(sql`CREATE TABLE prueba_pedido (id serial PRIMARY KEY, nombre text NOT NULL)`);
  await server.db
    .execute(sql`CREATE TABLE prueba_renglon (id serial PRIMARY KEY, pedido_id integer NOT NULL REFERENCES prueba_pedido(id),
    descripcion text NOT NULL, cantidad integer NOT NULL, precio numeric(14,2) NOT NULL, importe numeric(14,2) NOT NULL,
    unidad_id integer REFERENCES unidad_medida(id))`);
  admin = { id: 1, username: 'admin', role: 'ROLE_SUPERUSER', nombres: 'A', apellidos: 'A', sucursalId: null };
  const [unidad] = await server.db
    .select({ id: unidadMedida.id, nombre: unidadMedida.nombre })
    .from(unidadMedida)
    .limit(1);
  pieza = unidad;
});
afterAll(() => server.close());

describe('entity lines', () => {
  it('stores the lines in order with computed importes and reads them back with the record', async () => {
    const created = await pedidos.create(server.db, admin, {
      nombre: 'Pedido uno',
      lineas: [
        { descripcion: 'Cemento', cantidad: 3, precio: 0.1, importe: 999, unidad: { id: pieza.id } },
        { descripcion: 'Varilla', cantidad: 7, precio: 1234.05 },
      ],
    });
    expect(created).toEqual({
      id: expect.any(Number),
      nombre: 'Pedido uno',
      lineas: [
        { id: expect.any(Number), descripcion: 'Cemento', cantidad: 3, precio: 0.1, importe: 0.3, unidad: pieza },
        { id: expect.any(Number), descripcion: 'Varilla', cantidad: 7, precio: 1234.05, importe: 8638.35 },
      ],
    });
    expect(await pedidos.get(server.db, null, created.id)).toEqual(created);
    const page = await pedidos.page(server.db, null, {});
    expect(page.content.find((p) => p.id === created.id)).toEqual(created);
  });

  it('replaces every line on update, and deletes them with the record', async () => {
    const stored = await pedidos.create(server.db, admin, {
      nombre: 'Pedido dos',
      lineas: [{ descripcion: 'Arena', cantidad: 1, precio: 5 }],
    });
    const updated = await pedidos.update(server.db, admin, {
      ...stored,
      lineas: [{ descripcion: 'Grava', cantidad: 2, precio: 5 }, stored.lineas[0]],
    });
    expect(updated.lineas.map((l) => [l.descripcion, l.importe])).toEqual([
      ['Grava', 10],
      ['Arena', 5],
    ]);
    const before = await storedLines();
    await pedidos.remove(server.db, admin, stored.id);
    expect(await storedLines()).toBe(before - 2);
    expect((await server.db.select().from(pedido).where(eq(pedido.id, stored.id!))).length).toBe(0);
  });

  it('names a bad line field by its index and stores nothing', async () => {
    const before = await storedLines();
    const body = {
      nombre: 'Pedido malo',
      lineas: [
        { descripcion: 'Bien', cantidad: 1, precio: 1 },
        { descripcion: 'Mal', cantidad: 1, precio: 1.005 },
      ],
    };
    await expect(pedidos.create(server.db, admin, body)).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'lineas.1.precio', message: 'Ingrese un importe con maximo 2 decimales..' }],
    });
    expect(await storedLines()).toBe(before);
  });
});
