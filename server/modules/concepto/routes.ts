/**
 * HTTP of the concepto group and its lookups (SPEC.md §7). The catalog belongs to the /conceptos
 * menu item. The lookups and the product search serve other modules' editors too (orders pick
 * products), so any signed-in user may call them; they hold no confidential data.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { Concepto } from '../../../schemas/generated/concepto';
import { callerOf } from '../../auth/guard';
import { clasificaciones, subclasificaciones, unidadesMedida } from './lookups';
import { conceptosByClasificacion, createConcepto, getConcepto, pageConceptos, updateConcepto } from './service';

const config = { access: { menu: '/conceptos' } };
const lookup = { config: { access: 'authenticated' as const } };
const write = { config, schema: { body: schemas.concepto } };

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

export const conceptoModule: FastifyPluginAsync = async (app) => {
  app.post('/api/concepto', write, async (request, reply) => {
    reply.status(201);
    return createConcepto(app.db, callerOf(request), request.body as Concepto);
  });

  app.put('/api/concepto', write, async (request) => updateConcepto(app.db, callerOf(request), request.body as Concepto));

  app.get('/api/concepto', { config }, async (request) => pageConceptos(app.db, queryOf(request)));

  app.get('/api/concepto/byClasificacionAndName', lookup, async (request) =>
    conceptosByClasificacion(app.db, queryOf(request).clasificacion, queryOf(request).search),
  );

  app.get<{ Params: { idConcepto: string } }>('/api/concepto/:idConcepto', { config }, async (request) =>
    getConcepto(app.db, request.params.idConcepto),
  );

  app.get('/api/clasificacion', lookup, async () => clasificaciones(app.db));

  app.get('/api/subclasificacion', lookup, async (request) =>
    subclasificaciones(app.db, queryOf(request).idClasificacion),
  );

  app.get('/api/unidadMedida', lookup, async () => unidadesMedida(app.db));
};
