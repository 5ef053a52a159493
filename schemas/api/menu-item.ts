/** Routes of the menu-item group (`/api/menu-item`): the side menu and its administration. */
import { schemas } from '..';
import {
  answers,
  crud,
  idSchema,
  listOf,
  pagedQuery,
  recordOf,
  searchQuery,
  type JsonSchema,
  type RouteContract,
} from './shared';

const nodeFields = {
  id: { type: 'integer' },
  padre: { type: ['object', 'null'], properties: { id: { type: 'integer' } } },
  seccion: { type: 'string' },
  nombre: { type: 'string' },
  link: { type: ['string', 'null'] },
  icono: { type: 'string' },
};

/** A menu entry as the side menu draws it, with its children. */
const menuTree: JsonSchema = {
  type: 'array',
  items: { $ref: '#/definitions/menuNode' },
  definitions: {
    menuNode: {
      type: 'object',
      required: ['id', 'nombre', 'link', 'icono', 'items'],
      properties: { ...nodeFields, items: { type: 'array', items: { $ref: '#/definitions/menuNode' } } },
    },
  },
};

/** The entries the caller may open, without children (the top bar's search). */
export const menuOptions: JsonSchema = listOf({
  type: 'object',
  required: ['id', 'nombre', 'link', 'icono'],
  properties: nodeFields,
});

const item = recordOf(schemas.menuItem);
const { get, ...rest } = crud(schemas.menuItem, 'menuItemId', pagedQuery(['name']));

export const menuItemApi = {
  ...rest,
  get,
  menu: {
    summary: 'Menu visible para el usuario en una seccion',
    params: {
      type: 'object',
      required: ['seccion'],
      properties: { seccion: { type: 'string', minLength: 1, maxLength: 50 } },
    },
    response: answers(menuTree),
  },
  delete: {
    summary: 'Elimina un elemento del menu (id en la consulta o en el cuerpo)',
    querystring: { type: 'object', properties: { id: idSchema } },
    body: { type: ['object', 'null'], properties: { id: idSchema } },
    response: answers(item),
  },
  listAll: { summary: 'Todo el menu', response: answers(listOf(item)) },
  listByName: {
    summary: 'Elementos del menu por nombre',
    querystring: searchQuery('searchTerm'),
    response: answers(listOf(item)),
  },
} satisfies Record<string, RouteContract>;
