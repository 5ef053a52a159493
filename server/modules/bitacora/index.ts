/** GET /api/bitacora: a record's audit history, for admins (the editors' Historial). */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../auth/guard';
import { pageBitacora } from './service';

export const bitacoraModule: FastifyPluginAsync = async (app) => {
  app.get('/api/bitacora', { config: { access: { role: 'ROLE_ADMIN' } } }, async (request) =>
    pageBitacora(app.db, callerOf(request), request.query as Record<string, unknown>),
  );
};
