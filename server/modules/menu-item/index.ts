/**
 * The menu-item group of SPEC.md §7. The side menu serves every signed-in user; administering the
 * menu is configura, so ROLE_ADMIN or above.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { MenuItem } from '../../../schemas/generated/menuItem';
import { callerOf } from '../../auth/guard';
import { menuDeSeccion } from './menu.service';
import { listMenuItems, menuItemsByName, pageMenuItems } from './menu-item-queries';
import { createMenuItem, deleteMenuItem, getMenuItem, updateMenuItem } from './menu-item.service';

const config = { access: { role: 'ROLE_ADMIN' as const } };
const write = { config, schema: { body: schemas.menuItem } };
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

/** DELETE takes the id as `?id=` or in a JSON body `{ "id": … }`. */
function deleteId(request: FastifyRequest): unknown {
  const fromQuery = queryOf(request).id;
  if (fromQuery !== undefined) return fromQuery;
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
}

export const menuItemModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { seccion: string } }>(
    '/api/menu-item/menu/:seccion',
    { config: { access: 'authenticated' } },
    async (request) => menuDeSeccion(app.db, callerOf(request), request.params.seccion),
  );

  app.post('/api/menu-item', write, async (request, reply) => {
    reply.status(201);
    return createMenuItem(app.db, callerOf(request), request.body as MenuItem);
  });

  app.put('/api/menu-item', write, async (request) => updateMenuItem(app.db, callerOf(request), request.body as MenuItem));

  app.delete('/api/menu-item', { config }, async (request) => deleteMenuItem(app.db, callerOf(request), deleteId(request)));

  app.get('/api/menu-item/list-all', { config }, async () => listMenuItems(app.db));

  app.get('/api/menu-item/list-by-name', { config }, async (request) =>
    menuItemsByName(app.db, queryOf(request).searchTerm),
  );

  app.get('/api/menu-item/menu-items-page', { config }, async (request) => pageMenuItems(app.db, queryOf(request)));

  app.get<{ Params: { menuItemId: string } }>('/api/menu-item/:menuItemId', { config }, async (request) =>
    getMenuItem(app.db, request.params.menuItemId),
  );
};
