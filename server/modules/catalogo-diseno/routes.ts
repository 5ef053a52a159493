/**
 * HTTP of the catalog designer (contracts: schemas/api/catalogo-diseno.ts): admins read the designs
 * like every /configura screen; a design is company-wide — a change rewrites the records of every
 * sucursal — so only a superuser reviews, creates or changes one (docs/decisions.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { catalogoDisenoApi as api } from '../../../schemas/api/catalogo-diseno';
import type { CatalogoDisenoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { createCatalogo, listCatalogos, reviewCatalogo, updateCatalogo } from './service';

const config = { access: { role: 'ROLE_ADMIN' as const } };
const design = { access: { role: 'ROLE_SUPERUSER' as const } };
const path = '/api/configura/catalogos';

export const catalogoDisenoModule: FastifyPluginAsync = async (app) => {
  app.get(path, { config, schema: api.list }, async () => listCatalogos(app.db));
  app.post<CatalogoDisenoRoutes['review']>(
    `${path}/revision`,
    { config: design, schema: api.review },
    async (request) => reviewCatalogo(app.db, app.catalogos, request.body),
  );
  app.post<CatalogoDisenoRoutes['create']>(path, { config: design, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createCatalogo(app.db, callerOf(request), app.catalogos, request.body);
  });
  app.put<CatalogoDisenoRoutes['update']>(`${path}/:nombre`, { config: design, schema: api.update }, async (request) =>
    updateCatalogo(app.db, callerOf(request), app.catalogos, request.params.nombre, request.body),
  );
};
