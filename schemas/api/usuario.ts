/** Routes of the usuario group (`/api/usuario`): the session, the users and their permisos. */
import { schemas } from '..';
import { menuOptions } from './menu-item';
import {
  answers,
  crud,
  idParams,
  idQuery,
  idSchema,
  listOf,
  option,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const usuario = recordOf(schemas.usuario);
const permiso = recordOf(schemas.permiso);
const text = { type: 'string' } as const;

/**
 * The body of a user: the entity's fields by type only. The service validates it with the entity
 * schema (same messages as the form) and checks the password as typed, which the shared validator
 * would trim; a profile requires fewer fields than the admin editor.
 */
const usuarioBody: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(schemas.usuario.properties).map(([name, p]) => [name, { type: p.type }]),
  ),
};

const sessionUser: JsonSchema = {
  type: 'object',
  required: ['nombre', 'empresa', 'sucursal', 'token', 'userId', 'idSucursal', 'authenticated', 'role'],
  properties: {
    nombre: text,
    empresa: text,
    sucursal: text,
    token: text,
    userId: { type: 'integer' },
    idSucursal: { type: ['integer', 'null'] },
    authenticated: { type: 'boolean' },
    role: { type: 'string', enum: schemas.usuario.properties.role.enum },
  },
};

const { create, update, page, get } = crud(schemas.usuario, 'idUsuario');

export const usuarioApi = {
  me: { summary: 'El usuario de la sesion', response: answers(sessionUser) },
  opcionesMenu: { summary: 'Pantallas que el usuario puede abrir', response: answers(menuOptions) },
  create: { ...create, body: usuarioBody },
  update: { ...update, body: usuarioBody },
  page,
  get,
  updateOwn: {
    summary: 'Actualiza un usuario por id (el propio perfil, o un administrador)',
    description: update.description,
    params: idParams('idUsuario'),
    body: usuarioBody,
    response: answers(usuario),
  },
  listAll: { summary: 'Todos los usuarios visibles', response: answers(listOf(usuario)) },
  roles: { summary: 'Roles', response: answers(listOf(option)) },
  password: {
    summary: 'Cambia la contrasena (la propia, o la de un usuario que se administra)',
    body: { type: 'object', properties: { idUsuario: idSchema, password: text, passwordActual: text } },
    response: answers(usuario),
  },
} satisfies Record<string, RouteContract>;

export const permisoApi = {
  ...crud(schemas.permiso, 'idPermiso', {
    ...pagedQuery([], 'pageSize', { usuarioId: idSchema }),
    required: ['usuarioId'],
  }),
  list: { summary: 'Permisos de un usuario', querystring: idQuery('idUsuario'), response: answers(listOf(permiso)) },
  regenerar: {
    summary: 'Regenera los permisos de un usuario segun su rol',
    params: idParams('idUsuario'),
    response: answers(listOf(permiso)),
  },
} satisfies Record<string, RouteContract>;
