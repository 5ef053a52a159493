/** Routes of the concepto group (`/api/concepto`) and its lookups (clasificacion, subclasificacion, unidadMedida). */
import { schemas } from '..';
import {
  answers,
  checkedByService,
  crud,
  idQuery,
  listOf,
  lookupOf,
  object,
  option,
  type JsonSchema,
  type RouteContract,
} from './shared';

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
    // A blank clasificacion answers 400 'Datos invalidos' from the service, as a missing one does.
    querystring: checkedByService(
      object({ clasificacion: { type: 'string', minLength: 1 }, search: { type: 'string' } }, ['clasificacion']),
    ),
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
