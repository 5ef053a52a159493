/** GET /api/bitacora: a record's audit history, for admins (the editors' Historial). */
import type { FastifyPluginAsync } from 'fastify';
import { bitacoraApi as api } from '../../../schemas/api/bitacora';
import type { BitacoraRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { pageBitacora } from './service';

export const bitacoraModule: FastifyPluginAsync = async (app) => {
  app.get<BitacoraRoutes['page']>(
    '/api/bitacora',
    { config: { access: { role: 'ROLE_ADMIN' } }, schema: api.page },
    async (request) => pageBitacora(app.db, callerOf(request), request.query),
  );
};
