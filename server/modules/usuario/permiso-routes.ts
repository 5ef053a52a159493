/** HTTP of the permiso calls (SPEC.md §7 usuario): configura, so ROLE_ADMIN or above. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { Permiso } from '../../../schemas/generated/permiso';
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
const write = { config, schema: { body: schemas.permiso } };
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

export const permisoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/usuario/permisos-list', { config }, async (request) =>
    listPermisos(app.db, callerOf(request), queryOf(request).idUsuario),
  );

  app.get('/api/usuario/permisos-page', { config }, async (request) =>
    pagePermisos(app.db, callerOf(request), queryOf(request)),
  );

  app.post('/api/usuario/permiso', write, async (request, reply) => {
    reply.status(201);
    return createPermiso(app.db, callerOf(request), request.body as Permiso);
  });

  app.put('/api/usuario/permiso', write, async (request) =>
    updatePermiso(app.db, callerOf(request), request.body as Permiso),
  );

  app.get<{ Params: { idPermiso: string } }>('/api/usuario/permiso/:idPermiso', { config }, async (request) =>
    getPermiso(app.db, callerOf(request), request.params.idPermiso),
  );

  app.post<{ Params: { idUsuario: string } }>('/api/usuario/permiso/:idUsuario', { config }, async (request) =>
    regenerarPermisos(app.db, callerOf(request), request.params.idUsuario),
  );
};
