/**
 * HTTP of the obra group (SPEC.md §7 obra). The selector and the progress chart serve the shell
 * and the dashboard, so any signed-in user may call them (docs/decisions.md); the catalog itself
 * (list, one obra, create, update) belongs to the /obras menu item.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { Obra } from '../../../schemas/generated/obra';
import { callerOf } from '../../auth/guard';
import { obrasAvance, obrasByName } from './service';
import { getObra, pageObras } from './read';
import { createObra, updateObra } from './write';

const shell = { config: { access: 'authenticated' as const } };
const obras = { config: { access: { menu: '/obras' } } };
const write = { ...obras, schema: { body: schemas.obra } };

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

export const obraModule: FastifyPluginAsync = async (app) => {
  app.post('/api/obra', write, async (request, reply) => {
    reply.status(201);
    return createObra(app.db, callerOf(request), request.body as Obra);
  });

  app.put('/api/obra', write, async (request) => updateObra(app.db, callerOf(request), request.body as Obra));

  app.get('/api/obra', obras, async (request) => pageObras(app.db, callerOf(request), queryOf(request)));

  app.get('/api/obra/byName', shell, async (request) => obrasByName(app.db, callerOf(request), queryOf(request).name));

  app.get('/api/obra/avance', shell, async (request) => obrasAvance(app.db, callerOf(request)));

  app.get<{ Params: { idObra: string } }>('/api/obra/:idObra', obras, async (request) =>
    getObra(app.db, callerOf(request), request.params.idObra),
  );
};
