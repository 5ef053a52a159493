/**
 * HTTP of the notaCredito group (contracts: schemas/api/nota-credito.ts), all under the
 * /nota-credito menu item. PATCH /api/notaCredito updates (the body carries the id) and
 * PATCH /api/notaCredito/aplicar takes `{id}`, as docs/product.md §7 names them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { notaCreditoApi as api } from '../../../schemas/api/nota-credito';
import type { NotaCreditoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { sendPdf } from '../../documents/pdf-reply';
import { comprobanteRoutes } from '../../documents/document-routes';
import { reporteNota } from './reporte';
import { notas, pageNotasDeObra } from './service';

const config = { access: { menu: '/nota-credito' } };

export const notaCreditoModule: FastifyPluginAsync = async (app) => {
  app.post<NotaCreditoRoutes['create']>('/api/notaCredito', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return notas.create(app.db, callerOf(request), request.body);
  });

  app.patch<NotaCreditoRoutes['update']>('/api/notaCredito', { config, schema: api.update }, async (request) =>
    notas.update(app.db, callerOf(request), request.body),
  );

  app.patch<NotaCreditoRoutes['aplicar']>(
    '/api/notaCredito/aplicar',
    { config, schema: api.aplicar },
    async (request) => notas.perform(app.db, callerOf(request), 'aplicar', request.body.id),
  );

  app.get<NotaCreditoRoutes['deObra']>(
    '/api/notaCredito/obra/:obraId',
    { config, schema: api.deObra },
    async (request) => pageNotasDeObra(app.db, callerOf(request), request.params.obraId, request.query),
  );

  app.get<NotaCreditoRoutes['get']>('/api/notaCredito/:notaCreditoId', { config, schema: api.get }, async (request) =>
    notas.get(app.db, callerOf(request), request.params.notaCreditoId),
  );

  comprobanteRoutes(app, notas, api);

  app.get<NotaCreditoRoutes['reporte']>(
    '/api/notaCredito/:notaCreditoId/reporte',
    { config, schema: api.reporte },
    async (request, reply) => {
      const pdf = await reporteNota(app.db, callerOf(request), request.params.notaCreditoId);
      return sendPdf(reply, `nota-credito-${request.params.notaCreditoId}`, pdf);
    },
  );
};
