/** The menu-item group of SPEC.md §7. Only the side menu for now; the catalog comes later. */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../auth/guard';
import { menuDeSeccion } from './menu.service';

export const menuItemModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { seccion: string } }>(
    '/api/menu-item/menu/:seccion',
    { config: { access: 'authenticated' } },
    async (request) => menuDeSeccion(app.db, callerOf(request), request.params.seccion),
  );
};
