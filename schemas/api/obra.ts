/** Routes of the obra group (`/api/obra`): the catalog, the obra selector and the progress chart. */
import { schemas } from '..';
import { answers, crud, listOf, object, pagedQuery, type JsonSchema, type RouteContract } from './shared';

const ref: JsonSchema = {
  type: 'object',
  required: ['id', 'nombre'],
  properties: { id: { type: 'integer' }, nombre: { type: 'string' } },
};
const opcion: JsonSchema = {
  type: 'object',
  required: ['id', 'nombre', 'cliente', 'terminado'],
  properties: { id: { type: 'integer' }, nombre: { type: 'string' }, cliente: ref, terminado: { type: 'boolean' } },
};
const avance: JsonSchema = {
  type: 'object',
  required: ['id', 'nombre', 'avance'],
  properties: { id: { type: 'integer' }, nombre: { type: 'string' }, avance: { type: 'number' } },
};

export const obraApi = {
  ...crud(schemas.obra, 'idObra', pagedQuery(['name'], 'size')),
  byName: {
    summary: 'Obras por nombre (selector de obra activa); las terminadas solo con terminadas=true',
    querystring: object({
      name: { type: 'string' },
      // Pickers that write documents never offer a closed obra: it is listed only when asked for.
      terminadas: {
        type: 'string',
        enum: ['true', 'false'],
        errorMessage: 'El parametro terminadas debe ser true o false',
      },
    }),
    response: answers(listOf(opcion)),
  },
  avance: { summary: 'Avance de las obras en curso (tablero)', response: answers(listOf(avance)) },
} satisfies Record<string, RouteContract>;
