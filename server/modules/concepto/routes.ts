/**
 * HTTP of the concepto group and its lookups (contracts: schemas/api/concepto.ts). The catalog
 * belongs to the /conceptos menu item; the product search also to the purchasing documents, whose
 * users get only what a line takes (`x-resource.picker`, server/auth/lookup-view.ts). The
 * clasificacion, subclasificacion and unidad lookups hold only names and serve other modules'
 * editors, so any signed-in user may call them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { schemas } from '../../../schemas';
import { conceptoApi as api } from '../../../schemas/api/concepto';
import type { ConceptoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { clasificaciones, subclasificaciones, unidadesMedida } from './lookups';
import { conceptosByClasificacion, createConcepto, getConcepto, pageConceptos, updateConcepto } from './service';
import { pickerAccess } from '../common/picker-access';

const config = { access: { menu: '/conceptos' } };
const lookup = { access: 'authenticated' as const };

export const conceptoModule: FastifyPluginAsync = async (app) => {
  app.post<ConceptoRoutes['create']>('/api/concepto', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createConcepto(app.db, callerOf(request), request.body);
  });

  app.put<ConceptoRoutes['update']>('/api/concepto', { config, schema: api.update }, async (request) =>
    updateConcepto(app.db, callerOf(request), request.body),
  );

  app.get<ConceptoRoutes['page']>('/api/concepto', { config, schema: api.page }, async (request) =>
    pageConceptos(app.db, request.query),
  );

  app.get<ConceptoRoutes['byClasificacionAndName']>(
    '/api/concepto/byClasificacionAndName',
    { config: pickerAccess(schemas.concepto), schema: api.byClasificacionAndName },
    async (request) => conceptosByClasificacion(app.db, request.query.clasificacion, request.query.search),
  );

  app.get<ConceptoRoutes['get']>('/api/concepto/:idConcepto', { config, schema: api.get }, async (request) =>
    getConcepto(app.db, request.params.idConcepto),
  );

  app.get('/api/clasificacion', { config: lookup, schema: api.clasificaciones }, async () => clasificaciones(app.db));

  app.get<ConceptoRoutes['subclasificaciones']>(
    '/api/subclasificacion',
    { config: lookup, schema: api.subclasificaciones },
    async (request) => subclasificaciones(app.db, request.query.idClasificacion),
  );

  app.get('/api/unidadMedida', { config: lookup, schema: api.unidadesMedida }, async () => unidadesMedida(app.db));
};
