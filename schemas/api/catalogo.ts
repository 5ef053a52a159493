/**
 * Routes of admin-defined catalogs. A catalog's schema lives in the database and changes while the
 * server runs, so one set of routes serves every catalog (`/api/catalogo/{catalogo}`) and its
 * service validates each body against the stored schema; `catalogoRegistroApiOf` gives the
 * contracts of one catalog for the OpenAPI document, with the same pieces as any other entity's.
 */
import { archivosDe } from '../catalog-fields';
import type { EntitySchema } from '../types';
import {
  answers,
  crud,
  filePart,
  idSchema,
  listOf,
  object,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

export const catalogoParam = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,49}$',
  errorMessage: 'Catalogo invalido',
};

export const catalogoApi = {
  list: {
    summary: 'Catalogos definidos por el administrador, con sus esquemas',
    response: answers(listOf({ type: 'object', additionalProperties: true })),
  },
} satisfies Record<string, RouteContract>;

/** The path of a catalog's routes: `/api/catalogo/{catalogo}`. */
export const catalogoParams = object({ catalogo: catalogoParam }, ['catalogo']);

/** A write's body: JSON, or multipart with the record in part `registro` and a file part per file field. */
const bodyContent = (record: JsonSchema, schema: EntitySchema): Record<string, JsonSchema> => ({
  'application/json': record,
  'multipart/form-data': object(
    {
      registro: { ...record, description: 'El registro en JSON, como campo de texto o como archivo' },
      ...Object.fromEntries(
        Object.entries(archivosDe(schema.properties)).map(([campo, { tipos, maxMB }]) => [
          campo,
          filePart(`${schema.properties[campo].title ?? campo}: ${tipos.join(', ')}, hasta ${maxMB} MB`),
        ]),
      ),
    },
    ['registro'],
  ),
});

/**
 * The routes of one admin-defined catalog, from its schema: paths under `{catalogo}`, plus `id`
 * where a record is named. Bodies are the service's to check (the stored schema's rules).
 */
export function catalogoRegistroApiOf(schema: EntitySchema) {
  const { create, update, page, get } = crud(schema, 'id');
  const withId = object({ catalogo: catalogoParam, id: idSchema }, ['catalogo', 'id']);
  return {
    create: {
      summary: create.summary,
      params: catalogoParams,
      bodyContent: bodyContent(create.body, schema),
      response: create.response,
    },
    update: {
      summary: update.summary,
      description: update.description,
      params: catalogoParams,
      bodyContent: bodyContent(update.body, schema),
      response: update.response,
    },
    page: { ...page, params: catalogoParams },
    get: { ...get, params: withId },
    delete: { summary: `Elimina ${schema.title}`, params: withId, response: answers(recordOf(schema)) },
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
