/**
 * Routes of admin-defined catalogs. Their schemas are read at start, so their contracts are built
 * then, from the catalog's schema, with the same pieces as any other entity's.
 */
import type { EntitySchema } from '../types';
import { answers, crud, idParams, listOf, recordOf, type RouteContract } from './shared';

export const catalogoApi = {
  list: {
    summary: 'Catalogos definidos por el administrador, con sus esquemas',
    response: answers(listOf({ type: 'object', additionalProperties: true })),
  },
} satisfies Record<string, RouteContract>;

/** The routes of one admin-defined catalog, from its schema. */
export function catalogoRegistroApiOf(schema: EntitySchema) {
  return {
    ...crud(schema, 'id'),
    delete: { summary: `Elimina ${schema.title}`, params: idParams('id'), response: answers(recordOf(schema)) },
  } satisfies Record<string, RouteContract>;
}

/** What every catalog record shares (an id, any other field), for the generated route types. */
const anyCatalogo: EntitySchema = {
  $id: 'catalogos/registro',
  title: 'Registro',
  type: 'object',
  properties: { id: { type: 'integer', readOnly: true } },
  additionalProperties: true,
};

/** Each admin-defined catalog's routes, for any catalog: the group the route types are generated from. */
export const catalogoRegistroApi = catalogoRegistroApiOf(anyCatalogo);
