/**
 * HTTP of the usuario catalog (contracts: schemas/api/usuario.ts). Managing users is configura:
 * ROLE_ADMIN or above. Reading and editing one's own profile, and changing one's own password, are
 * open to every signed-in user; the services decide who may touch which account.
 */
import type { FastifyPluginAsync } from 'fastify';
import { usuarioApi as api } from '../../../schemas/api/usuario';
import type { UsuarioRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { ROLE_LABELS, ROLES } from '../../auth/roles';
import { cambiarPassword } from './password.service';
import { listUsuarios, pageUsuarios } from './usuario-queries';
import { createUsuario, getUsuario, updateUsuario } from './usuario.service';

const admin = { access: { role: 'ROLE_ADMIN' as const } };
const own = { access: 'authenticated' as const };

export const usuarioCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.post<UsuarioRoutes['create']>('/api/usuario', { config: admin, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createUsuario(app.db, callerOf(request), request.body);
  });

  app.put<UsuarioRoutes['update']>('/api/usuario', { config: admin, schema: api.update }, async (request) =>
    updateUsuario(app.db, callerOf(request), request.body),
  );

  app.get('/api/usuario/list-all', { config: admin, schema: api.listAll }, async (request) =>
    listUsuarios(app.db, callerOf(request)),
  );

  app.get<UsuarioRoutes['page']>('/api/usuario/buscarPorNombre', { config: admin, schema: api.page }, async (request) =>
    pageUsuarios(app.db, callerOf(request), request.query),
  );

  app.get('/api/usuario/roles', { config: admin, schema: api.roles }, async () =>
    ROLES.map((id) => ({ id, nombre: ROLE_LABELS[id] })),
  );

  app.post<UsuarioRoutes['password']>('/api/usuario/password', { config: own, schema: api.password }, async (request) =>
    cambiarPassword(app.db, callerOf(request), request.body, request.ip),
  );

  app.get<UsuarioRoutes['get']>('/api/usuario/:idUsuario', { config: own, schema: api.get }, async (request) =>
    getUsuario(app.db, callerOf(request), request.params.idUsuario),
  );

  app.put<UsuarioRoutes['updateOwn']>(
    '/api/usuario/:idUsuario',
    { config: own, schema: api.updateOwn },
    async (request) => updateUsuario(app.db, callerOf(request), request.body, request.params.idUsuario),
  );
};
