/**
 * HTTP of the usuario catalog (SPEC.md §7 usuario). Managing users is configura: ROLE_ADMIN or
 * above. Reading and editing one's own profile, and changing one's own password, are open to every
 * signed-in user; the services decide who may touch which account.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import { ROLE_LABELS, ROLES } from '../../auth/roles';
import { cambiarPassword } from './password.service';
import { listUsuarios, pageUsuarios } from './usuario-queries';
import { createUsuario, getUsuario, updateUsuario } from './usuario.service';

const admin = { config: { access: { role: 'ROLE_ADMIN' as const } } };
const own = { config: { access: 'authenticated' as const } };

type IdParams = { Params: { idUsuario: string } };
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

export const usuarioCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/usuario', admin, async (request, reply) => {
    reply.status(201);
    return createUsuario(app.db, callerOf(request), request.body);
  });

  app.put('/api/usuario', admin, async (request) => updateUsuario(app.db, callerOf(request), request.body));

  app.get('/api/usuario/list-all', admin, async (request) => listUsuarios(app.db, callerOf(request)));

  app.get('/api/usuario/buscarPorNombre', admin, async (request) =>
    pageUsuarios(app.db, callerOf(request), queryOf(request)),
  );

  app.get('/api/usuario/roles', admin, async () => ROLES.map((id) => ({ id, nombre: ROLE_LABELS[id] })));

  app.post('/api/usuario/password', own, async (request) =>
    cambiarPassword(app.db, callerOf(request), request.body, request.ip),
  );

  app.get<IdParams>('/api/usuario/:idUsuario', own, async (request) =>
    getUsuario(app.db, callerOf(request), request.params.idUsuario),
  );

  app.put<IdParams>('/api/usuario/:idUsuario', own, async (request) =>
    updateUsuario(app.db, callerOf(request), request.body, request.params.idUsuario),
  );
};
