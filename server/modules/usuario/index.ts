/** The usuario group (schemas/api/usuario.ts): the caller's own session and menu, the users and their permisos. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { usuarioApi as api } from '../../../schemas/api/usuario';
import { callerOf } from '../../auth/guard';
import { opcionesMenu } from '../menu-item/menu.service';
import { sessionUser } from './session-user.service';
import { usuarioCatalogRoutes } from './routes';
import { permisoRoutes } from './permiso-routes';

/** The token this request was authenticated with; the guard has already verified it. */
function bearerToken(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
}

export const usuarioModule: FastifyPluginAsync = async (app) => {
  const config = { access: 'authenticated' as const };

  app.get('/api/usuario/me', { config, schema: api.me }, async (request) =>
    sessionUser(app.db, callerOf(request), bearerToken(request)),
  );

  app.get('/api/usuario/opciones-menu', { config, schema: api.opcionesMenu }, async (request) =>
    opcionesMenu(app.db, callerOf(request)),
  );

  await app.register(usuarioCatalogRoutes);
  await app.register(permisoRoutes);
};
