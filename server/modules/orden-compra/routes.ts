/**
 * HTTP of the ordenCompra group (contracts: schemas/api/orden-compra.ts), all under the
 * /orden-compra menu item. Every path is also accepted with a trailing slash (server/app.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ordenCompraApi as api } from '../../../schemas/api/orden-compra';
import type { OrdenCompraRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { sendPdf } from '../../documents/pdf-reply';
import { reporteOrden } from './reporte';
import { impactoDeOrden, limiteDeOrden, ordenes, ordenesDeObra, pageOrdenes, pageOrdenesDeObra } from './service';

const config = { access: { menu: '/orden-compra' } };

export const ordenCompraModule: FastifyPluginAsync = async (app) => {
  app.post<OrdenCompraRoutes['create']>('/api/ordenCompra', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return ordenes.create(app.db, callerOf(request), request.body);
  });

  app.put<OrdenCompraRoutes['update']>('/api/ordenCompra', { config, schema: api.update }, async (request) =>
    ordenes.update(app.db, callerOf(request), request.body),
  );

  app.get<OrdenCompraRoutes['page']>('/api/ordenCompra', { config, schema: api.page }, async (request) =>
    pageOrdenes(app.db, callerOf(request), request.query),
  );

  app.get<OrdenCompraRoutes['byObra']>(
    '/api/ordenCompra/byObra/:obraId',
    { config, schema: api.byObra },
    async (request) => pageOrdenesDeObra(app.db, callerOf(request), request.params.obraId, request.query),
  );

  app.get<OrdenCompraRoutes['deObra']>(
    '/api/ordenCompra/obra/:obraId',
    { config, schema: api.deObra },
    async (request) => ordenesDeObra(app.db, callerOf(request), request.params.obraId),
  );

  app.get<OrdenCompraRoutes['get']>('/api/ordenCompra/:ordenCompraId', { config, schema: api.get }, async (request) =>
    ordenes.get(app.db, callerOf(request), request.params.ordenCompraId),
  );

  app.get<OrdenCompraRoutes['reporte']>(
    '/api/ordenCompra/:ordenCompraId/reporte',
    { config, schema: api.reporte },
    async (request, reply) => {
      const pdf = await reporteOrden(app.db, callerOf(request), request.params.ordenCompraId);
      return sendPdf(reply, `orden-compra-${request.params.ordenCompraId}`, pdf);
    },
  );

  app.get<OrdenCompraRoutes['limite']>(
    '/api/ordenCompra/:ordenCompraId/limite',
    { config, schema: api.limite },
    async (request) => limiteDeOrden(app.db, callerOf(request), request.params.ordenCompraId),
  );

  app.get<OrdenCompraRoutes['impacto']>(
    '/api/ordenCompra/:ordenCompraId/impacto',
    { config, schema: api.impacto },
    async (request) => impactoDeOrden(app.db, callerOf(request), request.params.ordenCompraId),
  );

  // No body (null) is no justification.
  app.post<OrdenCompraRoutes['autorizar']>(
    '/api/ordenCompra/:ordenCompraId/autorizar',
    { config, schema: api.autorizar },
    async (request) =>
      ordenes.perform(app.db, callerOf(request), 'autorizar', request.params.ordenCompraId, request.body ?? {}),
  );

  app.patch<OrdenCompraRoutes['cancelar']>(
    '/api/ordenCompra/:ordenCompraId/cancelar',
    { config, schema: api.cancelar },
    async (request) => ordenes.perform(app.db, callerOf(request), 'cancelar', request.params.ordenCompraId),
  );
};
