/**
 * The menu-item group (contracts: schemas/api/menu-item.ts). The side menu serves every signed-in
 * user; reading the menu's catalog is configura, so ROLE_ADMIN or above. The menu is one for every
 * sucursal, so only a superuser changes it (an admin is confined to one sucursal).
 */
import type { FastifyPluginAsync } from 'fastify';
import { menuItemApi as api } from '../../../schemas/api/menu-item';
import type { MenuItemRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { menuDeSeccion } from './menu.service';
import {
  createMenuItem,
  deleteMenuItem,
  getMenuItem,
  listMenuItems,
  menuItemsByName,
  pageMenuItems,
  updateMenuItem,
} from './menu-item.service';

const config = { access: { role: 'ROLE_ADMIN' as const } };
const shared = { access: { role: 'ROLE_SUPERUSER' as const } };

export const menuItemModule: FastifyPluginAsync = async (app) => {
  app.get<MenuItemRoutes['menu']>(
    '/api/menu-item/menu/:seccion',
    { config: { access: 'authenticated' }, schema: api.menu },
    async (request) => menuDeSeccion(app.db, callerOf(request), request.params.seccion),
  );

  app.post<MenuItemRoutes['create']>(
    '/api/menu-item',
    { config: shared, schema: api.create },
    async (request, reply) => {
      reply.status(201);
      return createMenuItem(app.db, callerOf(request), request.body);
    },
  );

  app.put<MenuItemRoutes['update']>('/api/menu-item', { config: shared, schema: api.update }, async (request) =>
    updateMenuItem(app.db, callerOf(request), request.body),
  );

  // The id comes as `?id=` or in a JSON body `{ "id": … }`.
  app.delete<MenuItemRoutes['delete']>('/api/menu-item', { config: shared, schema: api.delete }, async (request) =>
    deleteMenuItem(app.db, callerOf(request), request.query.id ?? request.body?.id),
  );

  app.get('/api/menu-item/list-all', { config, schema: api.listAll }, async () => listMenuItems(app.db));

  app.get<MenuItemRoutes['listByName']>(
    '/api/menu-item/list-by-name',
    { config, schema: api.listByName },
    async (request) => menuItemsByName(app.db, request.query.searchTerm),
  );

  app.get<MenuItemRoutes['page']>('/api/menu-item/menu-items-page', { config, schema: api.page }, async (request) =>
    pageMenuItems(app.db, request.query),
  );

  app.get<MenuItemRoutes['get']>('/api/menu-item/:menuItemId', { config, schema: api.get }, async (request) =>
    getMenuItem(app.db, request.params.menuItemId),
  );
};
