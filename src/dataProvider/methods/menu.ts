/** Menu calls beyond CRUD: the side menu of a section, the parent search, deleting a subtree. */
import type { Identifier } from 'react-admin';
import { schemas } from '../../../schemas';
import { apiJson } from '../http';
import { encodeId, mutation, query, resourceKey } from './method';
import type { MenuItemOption, Seccion, ServerMenuItem } from './types';

export const menuMethods = {
  /** The signed-in user's authorized tree of one section. */
  menuDeSeccion: query((seccion: Seccion) => apiJson<ServerMenuItem[]>(`/api/menu-item/menu/${encodeId(seccion)}`)),
  buscarMenuItems: query((searchTerm: string) =>
    apiJson<MenuItemOption[]>('/api/menu-item/list-by-name', { query: { searchTerm } }),
  ),
  /** Deletes the item with its children and the permisos that authorize them. */
  eliminarMenuItem: mutation(
    (id: Identifier) => apiJson<void>('/api/menu-item', { method: 'DELETE', query: { id: String(id) } }),
    [resourceKey(schemas.menuItem), resourceKey(schemas.permiso), 'menuDeSeccion', 'buscarMenuItems'],
  ),
};
