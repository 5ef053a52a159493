/** Routes of the concepto group (`/api/concepto`) and its lookups (clasificacion, subclasificacion, unidadMedida). */
import { schemas } from '..';
import { answers, crud, idQuery, listOf, lookupOf, option, type JsonSchema, type RouteContract } from './shared';

const lookups = listOf(option);
const subclasificacion: JsonSchema = {
  type: 'object',
  required: ['id', 'nombre', 'clasificacionId'],
  properties: { id: { type: 'integer' }, nombre: { type: 'string' }, clasificacionId: { type: 'integer' } },
};

export const conceptoApi = {
  ...crud(schemas.concepto, 'idConcepto'),
  byClasificacionAndName: {
    summary: 'Conceptos de una clasificacion que coinciden con la busqueda',
    querystring: { type: 'object', properties: { clasificacion: { type: 'string' }, search: { type: 'string' } } },
    response: answers(listOf(lookupOf(schemas.concepto))),
  },
  clasificaciones: { summary: 'Clasificaciones', response: answers(lookups) },
  subclasificaciones: {
    summary: 'Subclasificaciones de una clasificacion',
    querystring: idQuery('idClasificacion'),
    response: answers(listOf(subclasificacion)),
  },
  unidadesMedida: { summary: 'Unidades de medida', response: answers(lookups) },
} satisfies Record<string, RouteContract>;
