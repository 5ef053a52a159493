/**
 * HTTP of admin-defined catalogs. `GET /api/catalogo` lists the catalogs with their schemas for the
 * browser to build menu entries and screens: any signed-in user may read it, schemas hold no data.
 *
 * Each catalog's routes are registered at start under `/api/catalogo/{name}`, and declare the
 * catalog's own menu link (`/catalogos/{name}`, seeded by db/seed/catalogos.ts) as their access
 * rule, like every other module: an admin grants or revokes a catalog per user in Permisos, and
 * the guard needs no special case for dynamic routes.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Catalogo } from './registry';
import { createRegistro, deleteRegistro, getRegistro, pageRegistros, updateRegistro } from './service';

type Body = Record<string, unknown>;
type WithId = { Params: { id: string } };

const bodyOf = (request: FastifyRequest) => request.body as Body;

function catalogoRoutes(catalogo: Catalogo): FastifyPluginAsync {
  const { api, menu } = catalogo.schema['x-resource'];
  const config = { access: { menu } };
  const write = { config, schema: { body: catalogo.schema } };
  return async (app) => {
    app.get(api, { config }, async (request) =>
      pageRegistros(app.db, callerOf(request), catalogo, request.query as Record<string, unknown>),
    );
    app.get<WithId>(`${api}/:id`, { config }, async (request) => getRegistro(app.db, callerOf(request), catalogo, request.params.id));
    app.post(api, write, async (request, reply) => {
      reply.status(201);
      return createRegistro(app.db, callerOf(request), catalogo, bodyOf(request));
    });
    app.put(api, write, async (request) => updateRegistro(app.db, callerOf(request), catalogo, bodyOf(request)));
    app.delete<WithId>(`${api}/:id`, { config }, async (request) =>
      deleteRegistro(app.db, callerOf(request), catalogo, request.params.id),
    );
  };
}

export const catalogoModule: FastifyPluginAsync = async (app) => {
  app.get('/api/catalogo', { config: { access: 'authenticated' } }, async () => app.catalogos.map((c) => c.schema));
  for (const catalogo of app.catalogos) await app.register(catalogoRoutes(catalogo));
};
