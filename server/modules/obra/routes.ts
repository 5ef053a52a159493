/**
 * HTTP of the obra group (contracts: schemas/api/obra.ts). The selector serves the shell, so any
 * signed-in user may call it (docs/decisions.md); the catalog (list, one obra, create, update) and
 * the dashboard and the obra summary, which list the obras and their numbers, belong to the /obras menu item.
 */
import type { FastifyPluginAsync } from 'fastify';
import { obraApi as api } from '../../../schemas/api/obra';
import type { ObraRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { obrasAvance, resumenObra } from './cifras';
import { createObra, getObra, obrasByName, pageObras, updateObra } from './service';

const shell = { access: 'authenticated' as const };
const config = { access: { menu: '/obras' } };

export const obraModule: FastifyPluginAsync = async (app) => {
  app.post<ObraRoutes['create']>('/api/obra', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createObra(app.db, callerOf(request), request.body);
  });

  app.put<ObraRoutes['update']>('/api/obra', { config, schema: api.update }, async (request) =>
    updateObra(app.db, callerOf(request), request.body),
  );

  app.get<ObraRoutes['page']>('/api/obra', { config, schema: api.page }, async (request) =>
    pageObras(app.db, callerOf(request), request.query),
  );

  app.get<ObraRoutes['byName']>('/api/obra/byName', { config: shell, schema: api.byName }, async (request) =>
    obrasByName(app.db, callerOf(request), request.query.name, request.query.terminadas === 'true'),
  );

  app.get('/api/obra/avance', { config, schema: api.avance }, async (request) =>
    obrasAvance(app.db, callerOf(request)),
  );

  app.get<ObraRoutes['resumen']>('/api/obra/:idObra/resumen', { config, schema: api.resumen }, async (request) =>
    resumenObra(app.db, callerOf(request), request.params.idObra),
  );

  app.get<ObraRoutes['get']>('/api/obra/:idObra', { config, schema: api.get }, async (request) =>
    getObra(app.db, callerOf(request), request.params.idObra),
  );
};
