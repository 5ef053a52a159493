/**
 * HTTP of the usuario group (contracts: schemas/api/usuario.ts), every route declared: a user's
 * writes are the service's (the password hashed, permisos generated on creation and on a role
 * change), not the entity layer's. Managing users is configura: ROLE_ADMIN or above. The caller's own
 * session and menu, reading and editing one's own profile, and changing one's own password are open
 * to every signed-in user; the services decide who may touch which account. The permisos:
 * ./permiso-routes.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import { usuarioApi } from '../../../schemas/api/usuario';
import type { UsuarioRoutes } from '../../../schemas/generated/api';
import { ROLE_LABELS, ROLES } from '../../auth/roles';
import { declaredRoutes, groupOf } from '../../entity/routes';
import { opcionesMenu } from '../menu-item/menu.service';
import { cambiarPassword } from './password.service';
import { permisoRoutes } from './permiso-routes';
import { sessionUser } from './session-user.service';
import { listUsuarios, pageUsuarios } from './usuario-queries';
import { createUsuario, getUsuario, updateUsuario } from './usuario.service';

const admin = { role: 'ROLE_ADMIN' as const };
const own = 'authenticated' as const;

/** The token this request was authenticated with; the guard has already verified it. */
function bearerToken(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
}

const usuarioRoutes = declaredRoutes<UsuarioRoutes>(groupOf(schemas.usuario, admin), 'idUsuario', usuarioApi, {
  routes: {
    me: {
      path: '/me',
      access: own,
      answer: ({ db, caller, request }) => sessionUser(db, caller, bearerToken(request)),
    },
    opcionesMenu: { path: '/opciones-menu', access: own, answer: ({ db, caller }) => opcionesMenu(db, caller) },
    create: { answer: ({ db, caller, request }) => createUsuario(db, caller, request.body) },
    update: { answer: ({ db, caller, request }) => updateUsuario(db, caller, request.body) },
    listAll: { path: '/list-all', answer: ({ db, caller }) => listUsuarios(db, caller) },
    page: {
      path: '/buscarPorNombre',
      answer: ({ db, caller, request }) => pageUsuarios(db, caller, request.query),
    },
    roles: { path: '/roles', answer: () => ROLES.map((id) => ({ id, nombre: ROLE_LABELS[id] })) },
    password: {
      method: 'POST',
      path: '/password',
      access: own,
      answer: ({ db, caller, request }) => cambiarPassword(db, caller, request.body, request.ip),
    },
    get: { access: own, answer: ({ db, caller, request }) => getUsuario(db, caller, request.params.idUsuario) },
    updateOwn: {
      method: 'PUT',
      path: '/:idUsuario',
      access: own,
      answer: ({ db, caller, request }) => updateUsuario(db, caller, request.body, request.params.idUsuario),
    },
  },
});

export const usuarioModule: FastifyPluginAsync = async (app) => {
  await app.register(usuarioRoutes);
  await app.register(permisoRoutes);
};
