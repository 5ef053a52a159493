/**
 * HTTP of the menu-item group (contracts: schemas/api/menu-item.ts). The catalog's routes are derived
 * from the entity: reading it is configura, so ROLE_ADMIN or above; the menu is one for every
 * sucursal, so only a superuser changes it (an admin is confined to one sucursal). Declared here, the
 * delete, the whole list, the parent autocomplete and the side menu, which serves every signed-in user.
 */
import { menuItemApi } from '../../../schemas/api/menu-item';
import type { MenuItemRoutes } from '../../../schemas/generated/api';
import { entityRoutes } from '../../entity/routes';
import { menuDeSeccion } from './menu.service';
import { menuItems, menuItemsByName } from './menu-item.service';

const shared = { role: 'ROLE_SUPERUSER' as const };

export const menuItemModule = entityRoutes<MenuItemRoutes>(menuItems, menuItemApi, {
  access: { role: 'ROLE_ADMIN' },
  paths: { create: { access: shared }, update: { access: shared }, page: { path: '/menu-items-page' } },
  routes: {
    menu: {
      path: '/menu/:seccion',
      access: 'authenticated',
      answer: ({ db, caller, request }) => menuDeSeccion(db, caller, request.params.seccion),
    },
    // The id comes as `?id=` or in a JSON body `{ "id": … }`; its children and their permisos go
    // with it (the foreign keys cascade).
    delete: {
      method: 'DELETE',
      path: '',
      access: shared,
      answer: ({ db, caller, request }) => menuItems.remove(db, caller, request.query.id ?? request.body?.id),
    },
    listAll: { path: '/list-all', answer: ({ db, caller }) => menuItems.select(db, caller) },
    listByName: {
      path: '/list-by-name',
      answer: ({ db, caller, request }) => menuItemsByName(db, caller, request.query.searchTerm),
    },
  },
});
