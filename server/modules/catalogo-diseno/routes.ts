/**
 * HTTP of the catalog designer (contracts: schemas/api/catalogo-diseno.ts), for admins like every
 * /configura screen.
 */
import type { FastifyPluginAsync } from 'fastify';
import { catalogoDisenoApi as api } from '../../../schemas/api/catalogo-diseno';
import type { CatalogoDisenoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { createCatalogo, listCatalogos, reviewCatalogo, updateCatalogo } from './service';

const config = { access: { role: 'ROLE_ADMIN' as const } };
const path = '/api/configura/catalogos';

export const catalogoDisenoModule: FastifyPluginAsync = async (app) => {
  app.get(path, { config, schema: api.list }, async () => listCatalogos(app.db));
  app.post<CatalogoDisenoRoutes['review']>(`${path}/revision`, { config, schema: api.review }, async (request) =>
    reviewCatalogo(app.db, app.catalogos, request.body),
  );
  app.post<CatalogoDisenoRoutes['create']>(path, { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createCatalogo(app.db, callerOf(request), app.catalogos, request.body);
  });
  app.put<CatalogoDisenoRoutes['update']>(`${path}/:nombre`, { config, schema: api.update }, async (request) =>
    updateCatalogo(app.db, callerOf(request), app.catalogos, request.params.nombre, request.body),
  );
};
