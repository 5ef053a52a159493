/**
 * HTTP of admin-defined catalogs. `GET /api/catalogo` lists the catalogs with their schemas for the
 * browser to build menu entries and screens: any signed-in user may read it, schemas hold no data.
 *
 * Each catalog's routes are registered at start under `/api/catalogo/{name}`, with contracts made
 * from its schema (schemas/api/catalogo.ts), and declare the catalog's own menu link
 * (`/catalogos/{name}`, seeded by db/seed/catalogos.ts) as their access rule, like every other
 * module: an admin grants or revokes a catalog per user in Permisos, and the guard needs no special
 * case for dynamic routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { catalogoApi, catalogoRegistroApiOf } from '../../../schemas/api/catalogo';
import type { CatalogoRegistroRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import type { Catalogo } from './registry';
import { createRegistro, deleteRegistro, getRegistro, pageRegistros, updateRegistro } from './service';

function catalogoRoutes(catalogo: Catalogo): FastifyPluginAsync {
  const { api: path, menu } = catalogo.schema['x-resource'];
  const config = { access: { menu } };
  const api = catalogoRegistroApiOf(catalogo.schema);
  return async (app) => {
    app.get<CatalogoRegistroRoutes['page']>(path, { config, schema: api.page }, async (request) =>
      pageRegistros(app.db, callerOf(request), catalogo, request.query),
    );
    app.get<CatalogoRegistroRoutes['get']>(`${path}/:id`, { config, schema: api.get }, async (request) =>
      getRegistro(app.db, callerOf(request), catalogo, request.params.id),
    );
    app.post<CatalogoRegistroRoutes['create']>(path, { config, schema: api.create }, async (request, reply) => {
      reply.status(201);
      return createRegistro(app.db, callerOf(request), catalogo, request.body);
    });
    app.put<CatalogoRegistroRoutes['update']>(path, { config, schema: api.update }, async (request) =>
      updateRegistro(app.db, callerOf(request), catalogo, request.body),
    );
    app.delete<CatalogoRegistroRoutes['delete']>(`${path}/:id`, { config, schema: api.delete }, async (request) =>
      deleteRegistro(app.db, callerOf(request), catalogo, request.params.id),
    );
  };
}

export const catalogoModule: FastifyPluginAsync = async (app) => {
  app.get('/api/catalogo', { config: { access: 'authenticated' }, schema: catalogoApi.list }, async () =>
    app.catalogos.map((c) => c.schema),
  );
  for (const catalogo of app.catalogos) await app.register(catalogoRoutes(catalogo));
};
