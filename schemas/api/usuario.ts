/** Routes of the usuario group (`/api/usuario`): the session, the users and their permisos. */
import { schemas, variantSchemas } from '..';
import { menuOptions } from './menu-item';
import {
  answers,
  checkedByService,
  crud,
  documentedPart,
  idParams,
  idQuery,
  idSchema,
  listOf,
  object,
  option,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const usuario = recordOf(schemas.usuario);
const permiso = recordOf(schemas.permiso);
const text = { type: 'string' } as const;

const { create, update, page, get } = crud(schemas.usuario, 'idUsuario');

/**
 * The bodies of a user: the route checks the fields' types only. The service validates the record
 * with the entity schema (same messages as the form) after finding the user, and checks the
 * password as typed, which the shared validator would trim.
 */
const usuarioBody = checkedByService(schemas.usuario);

/** A PUT never changes the password (POST /api/usuario/password does), so its body does not list it. */
const { password: _changedElsewhere, ...updatable } = schemas.usuario.properties;
const usuarioUpdateBody = checkedByService({ ...documentedPart(update.body), properties: updatable });

/** A profile requires fewer fields than the admin editor; an admin editing by id still sends the role. */
const usuarioOwnBody = checkedByService({
  ...schemas.usuario,
  required: variantSchemas.usuarioPerfil.required,
  properties: {
    ...updatable,
    role: { ...schemas.usuario.properties.role, description: 'Obligatorio cuando quien llama es administrador' },
  },
});

/** POST /api/usuario/password: the own password needs the current one too. */
const passwordBody = checkedByService(
  object(
    {
      idUsuario: idSchema,
      password: schemas.usuario.properties.password as JsonSchema,
      passwordActual: { type: 'string', description: 'Obligatoria para cambiar la contrasena propia' },
    },
    ['idUsuario', 'password'],
  ),
  object({ idUsuario: idSchema, password: text, passwordActual: text }),
);

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

export const usuarioApi = {
  me: { summary: 'El usuario de la sesion', response: answers(sessionUser) },
  opcionesMenu: { summary: 'Pantallas que el usuario puede abrir', response: answers(menuOptions) },
  create: { ...create, body: usuarioBody },
  update: { ...update, body: usuarioUpdateBody },
  page,
  get,
  updateOwn: {
    summary: 'Actualiza un usuario por id (el propio perfil, o un administrador)',
    description: update.description,
    params: idParams('idUsuario'),
    body: usuarioOwnBody,
    response: answers(usuario),
  },
  listAll: { summary: 'Todos los usuarios visibles', response: answers(listOf(usuario)) },
  roles: { summary: 'Roles', response: answers(listOf(option)) },
  password: {
    summary: 'Cambia la contrasena (la propia, o la de un usuario que se administra)',
    body: passwordBody,
    response: answers(usuario),
  },
} satisfies Record<string, RouteContract>;

const permisoCrud = crud(schemas.permiso, 'idPermiso', {
  ...pagedQuery([], 'pageSize', { usuarioId: idSchema }),
  required: ['usuarioId'],
});

export const permisoApi = {
  ...permisoCrud,
  create: {
    ...permisoCrud.create,
    // The service requires the user and the menu item, and answers 404 for a user it cannot see.
    body: checkedByService(
      { ...schemas.permiso, required: ['usuarioId', 'menuItem', ...(schemas.permiso.required ?? [])] },
      schemas.permiso,
    ),
  },
  list: { summary: 'Permisos de un usuario', querystring: idQuery('idUsuario'), response: answers(listOf(permiso)) },
  regenerar: {
    summary: 'Regenera los permisos de un usuario segun su rol',
    params: idParams('idUsuario'),
    response: answers(listOf(permiso)),
  },
} satisfies Record<string, RouteContract>;
