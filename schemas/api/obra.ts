/** Routes of the obra group (`/api/obra`): the catalog, the obra selector and the progress chart. */
import { schemas } from '..';
import { answers, crud, listOf, pagedQuery, searchQuery, type JsonSchema, type RouteContract } from './shared';

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
    summary: 'Obras por nombre (selector de obra activa)',
    querystring: searchQuery('name'),
    response: answers(listOf(opcion)),
  },
  avance: { summary: 'Avance de las obras en curso (tablero)', response: answers(listOf(avance)) },
} satisfies Record<string, RouteContract>;
