/**
 * HTTP of the nomina group (contracts: schemas/api/nomina.ts), all under the /nomina menu item,
 * with docs/product.md §7's parameter names (`idNomina` on the read, `nominaId` on the comprobante).
 */
import type { FastifyPluginAsync } from 'fastify';
import { nominaApi as api } from '../../../schemas/api/nomina';
import type { NominaRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { fileUpload } from '../../documents/comprobante-upload';
import { nominas, pageNominas } from './service';

const config = { access: { menu: '/nomina' } };

export const nominaModule: FastifyPluginAsync = async (app) => {
  app.post<NominaRoutes['create']>('/api/nomina', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return nominas.create(app.db, callerOf(request), request.body);
  });

  app.put<NominaRoutes['update']>('/api/nomina', { config, schema: api.update }, async (request) =>
    nominas.update(app.db, callerOf(request), request.body),
  );

  app.get<NominaRoutes['page']>('/api/nomina', { config, schema: api.page }, async (request) =>
    pageNominas(app.db, callerOf(request), request.query),
  );

  app.get<NominaRoutes['get']>('/api/nomina/:idNomina', { config, schema: api.get }, async (request) =>
    nominas.get(app.db, callerOf(request), request.params.idNomina),
  );

  app.patch<NominaRoutes['comprobante']>(
    '/api/nomina/:nominaId/comprobante',
    { config, schema: api.comprobante },
    async (request) =>
      nominas.attach(app.db, app.files, callerOf(request), request.params.nominaId, () => fileUpload(request)),
  );

  app.get<NominaRoutes['comprobanteUrl']>(
    '/api/nomina/:nominaId/comprobanteUrl',
    { config, schema: api.comprobanteUrl },
    async (request) => nominas.comprobanteUrl(app.db, callerOf(request), request.params.nominaId),
  );
};
