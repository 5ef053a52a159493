/** HTTP of the permiso calls (contracts: schemas/api/usuario.ts): configura, so ROLE_ADMIN or above. */
import type { FastifyPluginAsync } from 'fastify';
import { permisoApi as api } from '../../../schemas/api/usuario';
import type { PermisoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import {
  createPermiso,
  getPermiso,
  listPermisos,
  pagePermisos,
  regenerarPermisos,
  updatePermiso,
} from './permiso-admin.service';

const config = { access: { role: 'ROLE_ADMIN' as const } };

export const permisoRoutes: FastifyPluginAsync = async (app) => {
  app.get<PermisoRoutes['list']>('/api/usuario/permisos-list', { config, schema: api.list }, async (request) =>
    listPermisos(app.db, callerOf(request), request.query.idUsuario),
  );

  app.get<PermisoRoutes['page']>('/api/usuario/permisos-page', { config, schema: api.page }, async (request) =>
    pagePermisos(app.db, callerOf(request), request.query),
  );

  app.post<PermisoRoutes['create']>('/api/usuario/permiso', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createPermiso(app.db, callerOf(request), request.body);
  });

  app.put<PermisoRoutes['update']>('/api/usuario/permiso', { config, schema: api.update }, async (request) =>
    updatePermiso(app.db, callerOf(request), request.body),
  );

  app.get<PermisoRoutes['get']>('/api/usuario/permiso/:idPermiso', { config, schema: api.get }, async (request) =>
    getPermiso(app.db, callerOf(request), request.params.idPermiso),
  );

  app.post<PermisoRoutes['regenerar']>(
    '/api/usuario/permiso/:idUsuario',
    { config, schema: api.regenerar },
    async (request) => regenerarPermisos(app.db, callerOf(request), request.params.idUsuario),
  );
};
