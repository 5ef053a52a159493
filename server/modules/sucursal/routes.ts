/**
 * HTTP of the sucursal group (contracts: schemas/api/sucursal.ts). Reading the catalog is a
 * Configuracion task, so it needs ROLE_ADMIN or above; a sucursal row is shared by every branch, so
 * only a superuser writes it (an admin is confined to one sucursal). `lista` and one sucursal by id feed the
 * sucursal selectors and fields of other editors (a user's own profile shows their sucursal), so any
 * signed-in user may read them; without the /configura/sucursales permiso only id and nombre
 * (their contract is `lookupOf`, server/auth/lookup-view.ts): the limits are the catalog's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sucursalApi as api } from '../../../schemas/api/sucursal';
import type { SucursalRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { createSucursal, getSucursal, listaSucursales, paginaSucursales, updateSucursal } from './service';

const config = { access: { role: 'ROLE_ADMIN' as const } };
const shared = { access: { role: 'ROLE_SUPERUSER' as const } };
const lookup = { access: 'authenticated' as const };

export const sucursalModule: FastifyPluginAsync = async (app) => {
  app.post<SucursalRoutes['create']>(
    '/api/sucursal',
    { config: shared, schema: api.create },
    async (request, reply) => {
      reply.status(201);
      return createSucursal(app.db, callerOf(request), request.body);
    },
  );

  app.put<SucursalRoutes['update']>('/api/sucursal', { config: shared, schema: api.update }, async (request) =>
    updateSucursal(app.db, callerOf(request), request.body),
  );

  app.get('/api/sucursal/lista', { config: lookup, schema: api.lista }, async () => listaSucursales(app.db));

  app.get<SucursalRoutes['page']>('/api/sucursal/paginaPorNombre', { config, schema: api.page }, async (request) =>
    paginaSucursales(app.db, request.query),
  );

  app.get<SucursalRoutes['get']>('/api/sucursal/:idSucursal', { config: lookup, schema: api.get }, async (request) =>
    getSucursal(app.db, request.params.idSucursal),
  );
};
