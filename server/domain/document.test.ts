/**
 * A document type made from a declaration alone — a schema with its `x-lifecycle`, a table and
 * `defineDocument` — with the routes a module would write, driven over HTTP: create takes the
 * initial status and a folio, reads answer `acciones`, adjuntar stores the comprobante, aplicar
 * needs it and runs the effect in its transaction, an applied document refuses edits with its
 * declared message, and a terminado obra refuses everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { EntitySchema } from '../../schemas';
import { COMPROBANTE_REQUERIDO } from '../../schemas/lifecycle';
import { OBRA_TERMINADA } from '../../schemas/messages';
import { callerOf as callerOfRequest } from '../auth/guard';
import { obra } from '../db/schema';
import { comprobanteUploads } from '../files/comprobante-upload';
import { PDF_FILE } from '../files/test-files';
import { subirComprobante } from '../modules/compra/test-fixtures';
import { twoSucursales } from '../modules/common/test-callers';
import { startTestServer, type TestServer } from '../test-support/server';
import { defineDocument } from './document';
import { insertObra } from './test-fixtures';

const APLICADO = 'El vale ya esta aplicado..';

const schema: EntitySchema = {
  $id: 'valePrueba',
  title: 'Vale',
  type: 'object',
  'x-resource': {
    name: 'vales',
    label: 'Vales',
    route: '/vale',
    api: '/api/vale',
    list: { columns: ['folio', 'fecha', 'total'] },
    menu: '/vale',
    recordRepresentation: 'folio',
    scope: 'obra',
  },
  'x-lifecycle': {
    notFound: 'Vale no encontrado',
    initial: 'creado',
    denied: APLICADO,
    actions: {
      editar: { from: ['creado'] },
      adjuntar: { from: ['creado'], accept: ['application/pdf'] },
      aplicar: { from: ['creado'], to: 'aplicado', comprobante: true },
    },
  },
  required: ['fecha', 'total', 'obra'],
  properties: {
    id: { type: 'integer', readOnly: true },
    folio: { type: 'integer', readOnly: true },
    fecha: { type: 'string', format: 'date' },
    total: { type: 'number' },
    status: { type: 'string', readOnly: true },
    obra: { type: 'object', properties: { id: { type: 'integer' } } },
  },
};

const vale = pgTable('vale_prueba', {
  id: serial('id').primaryKey(),
  obraId: integer('obra_id').notNull(),
  sucursalId: integer('sucursal_id').notNull(),
  folio: integer('folio').notNull(),
  fecha: date('fecha').notNull(),
  total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  status: text('status').notNull(),
  comprobanteId: integer('comprobante_id'),
  saldo: numeric('saldo', { precision: 14, scale: 2 }),
  busqueda: text('busqueda'),
});

type Vale = {
  id?: number;
  fecha: string;
  total: number;
  obra: { id: number };
};

const vales = defineDocument<Vale, typeof vale>({
  schema,
  table: vale,
  idParam: 'valeId',
  search: (_, folio) => [folio, 'vale'],
  actions: {
    // Stands for opening a charge: a write of its own in the action's transaction.
    aplicar: {
      effect: async ({ db, document }) => {
        await db.update(vale).set({ saldo: document.total }).where(eq(vale.id, document.id));
      },
    },
  },
});

/** The routes a module folder would declare for it. */
const valeRoutes: FastifyPluginAsync = async (app) => {
  const config = { access: { menu: '/vale' } };
  const id = (request: { params: unknown }) => Number((request.params as { valeId: string }).valeId);
  app.post('/api/vale', { config }, async (request, reply) => {
    reply.status(201);
    return vales.create(app.db, callerOfRequest(request), request.body as Vale);
  });
  app.put('/api/vale', { config }, async (request) =>
    vales.update(app.db, callerOfRequest(request), request.body as Vale),
  );
  app.get('/api/vale/:valeId', { config }, async (request) => vales.get(app.db, callerOfRequest(request), id(request)));
  app.patch('/api/vale/:valeId/comprobante', { config }, async (request) =>
    vales.attach(app.db, app.files, callerOfRequest(request), id(request), () => comprobanteUploads(request)),
  );
  app.post('/api/vale/:valeId/aplicar', { config }, async (request) =>
    vales.perform(app.db, callerOfRequest(request), 'aplicar', id(request)),
  );
};

let server: TestServer;
let token: string;
let obraId: number;

beforeAll(async () => {
  server = await startTestServer({ modules: [valeRoutes] });
  const sucursales = await twoSucursales(server);
  obraId = await insertObra(server, sucursales.matriz);
  await server.db.execute(sql`CREATE TABLE vale_prueba (
    id serial PRIMARY KEY, obra_id integer NOT NULL REFERENCES obra(id), sucursal_id integer NOT NULL,
    folio integer NOT NULL, fecha date NOT NULL, total numeric(14,2) NOT NULL, status text NOT NULL,
    comprobante_id integer, saldo numeric(14,2), busqueda text)`);
  ({ token } = await server.loginAs({ username: 'vales', role: 'ROLE_SUPERUSER', sucursalId: sucursales.matriz }));
});
afterAll(() => server.close());

const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
  const response = await server.request(path, { ...init, token });
  return { status: response.status, body: await response.json() };
};

describe('a document declared once', () => {
  it('goes create → adjuntar → aplicar over HTTP, saying at each step what may follow', async () => {
    const created = await call('/api/vale', {
      method: 'POST',
      json: { fecha: '2026-03-02', total: 250.5, obra: { id: obraId } },
    });
    expect(created).toMatchObject({ status: 201, body: { folio: 1, status: 'creado', total: 250.5 } });
    expect(created.body.acciones).toEqual({
      editar: { visible: true, permitida: true },
      adjuntar: { visible: true, permitida: true },
      aplicar: { visible: true, permitida: false, motivo: COMPROBANTE_REQUERIDO },
    });
    const id = created.body.id as number;
    expect((await call(`/api/vale/${id}/aplicar`, { method: 'POST' })).body).toMatchObject({
      message: COMPROBANTE_REQUERIDO,
    });

    const attached = await subirComprobante(server, `/api/vale/${id}`, token, PDF_FILE);
    expect(attached.status).toBe(200);
    const conComprobante = await attached.json();
    expect(conComprobante.comprobante).toMatch(/^\/api\/documento\/\d+$/);
    expect(conComprobante.acciones.aplicar).toEqual({ visible: true, permitida: true });

    const applied = await call(`/api/vale/${id}/aplicar`, { method: 'POST' });
    expect(applied).toMatchObject({ status: 200, body: { status: 'aplicado' } });
    expect(applied.body.acciones.editar).toEqual({ visible: false, permitida: false, motivo: APLICADO });
    const [stored] = await server.db.select().from(vale).where(eq(vale.id, id));
    expect(stored).toMatchObject({ status: 'aplicado', saldo: '250.50', busqueda: '1 vale' });

    const edit = await call('/api/vale', {
      method: 'PUT',
      json: { id, fecha: '2026-03-03', total: 1, obra: { id: obraId } },
    });
    expect(edit).toMatchObject({ status: 409, body: { message: APLICADO } });
    expect((await call(`/api/vale/${id}/aplicar`, { method: 'POST' })).body.message).toBe(APLICADO);
  });

  it('numbers each new document with the next folio, and refuses everything under a terminado obra', async () => {
    const second = await call('/api/vale', {
      method: 'POST',
      json: { fecha: '2026-03-04', total: 10, obra: { id: obraId } },
    });
    expect(second.body.folio).toBeGreaterThan(1);
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      const read = await call(`/api/vale/${second.body.id}`);
      expect(read.body.acciones.editar).toEqual({ visible: false, permitida: false, motivo: OBRA_TERMINADA });
      const upload = await subirComprobante(server, `/api/vale/${second.body.id}`, token, PDF_FILE);
      expect(upload.status).toBe(409);
      const [stored] = await server.db.select().from(vale).where(eq(vale.id, second.body.id));
      expect(stored.comprobanteId).toBeNull();
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });
});
