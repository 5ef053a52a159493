/**
 * HTTP of the obra lookups (SPEC.md §7 obra). The selector and the progress chart serve the shell
 * and the dashboard, so any signed-in user may call them (docs/decisions.md); reading one obra
 * belongs to the /obras menu item.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../auth/guard';
import { getObra, obrasAvance, obrasByName } from './service';

const shell = { config: { access: 'authenticated' as const } };
const obras = { config: { access: { menu: '/obras' } } };

export const obraModule: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { name?: unknown } }>('/api/obra/byName', shell, async (request) =>
    obrasByName(app.db, callerOf(request), request.query.name),
  );

  app.get('/api/obra/avance', shell, async (request) => obrasAvance(app.db, callerOf(request)));

  app.get<{ Params: { idObra: string } }>('/api/obra/:idObra', obras, async (request) =>
    getObra(app.db, callerOf(request), request.params.idObra),
  );
};
