/**
 * HTTP of the concepto group and its lookups (contracts: schemas/api/concepto.ts). The catalog's
 * routes are derived from the entity, under the /conceptos menu item; declared here, the product
 * search, also under the purchasing documents, whose users get only what a line takes
 * (`x-resource.picker`, server/auth/lookup-view.ts), and the clasificacion, subclasificacion and
 * unidad lookups, which hold only names and serve other modules' editors, so any signed-in user may
 * call them.
 */
import { schemas } from '../../../schemas';
import { conceptoApi } from '../../../schemas/api/concepto';
import type { ConceptoRoutes } from '../../../schemas/generated/api';
import { entityRoutes } from '../../entity/routes';
import { pickerAccess } from '../common/picker-access';
import { clasificaciones, subclasificaciones, unidadesMedida } from './lookups';
import { conceptos, conceptosByClasificacion } from './service';

const lookup = 'authenticated' as const;

export const conceptoModule = entityRoutes<ConceptoRoutes>(conceptos, conceptoApi, {
  routes: {
    byClasificacionAndName: {
      path: '/byClasificacionAndName',
      access: pickerAccess(schemas.concepto).access,
      answer: ({ db, request }) => conceptosByClasificacion(db, request.query.clasificacion, request.query.search),
    },
    clasificaciones: { url: '/api/clasificacion', access: lookup, answer: ({ db }) => clasificaciones(db) },
    subclasificaciones: {
      url: '/api/subclasificacion',
      access: lookup,
      answer: ({ db, request }) => subclasificaciones(db, request.query.idClasificacion),
    },
    unidadesMedida: { url: '/api/unidadMedida', access: lookup, answer: ({ db }) => unidadesMedida(db) },
  },
});
