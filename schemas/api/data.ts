/**
 * Routes of the data group (`/api/data`): named queries of a server-side registry with typed
 * parameters (server/modules/data) — a body names a query, never SQL. What each query answers is
 * described by `GET /api/data/parameterTypes`.
 */
import {
  answers,
  listOf,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  object,
  PAGE_MESSAGE,
  pageSizeMessage,
  type RouteContract,
} from './shared';

/** A body names a query the registry does not have. */
export const consultaDesconocida = (name: string) => `Consulta desconocida: ${name}..`;

/**
 * Why a known query cannot run on the route it reached (`paged`: /api/data/paged), naming the route
 * that serves it; undefined when it can. Server and mocks share it.
 */
export function queryRouteRefusal(name: string, known: { run: boolean; paged: boolean }, paged: boolean) {
  if (paged && !known.paged) return `La consulta ${name} no es paginada: enviela a /api/data..`;
  if (!paged && !known.run) return `La consulta ${name} es paginada: enviela a /api/data/paged..`;
  return undefined;
}

const row = { type: 'object', additionalProperties: true };
const query = { type: 'string', minLength: 1, maxLength: 60, errorMessage: 'Indique el nombre de la consulta..' };
const params = { type: 'object', additionalProperties: true, errorMessage: 'Los parametros deben ser un objeto..' };
const strict = { additionalProperties: false, errorMessage: { additionalProperties: 'Campo no permitido' } };

export const dataApi = {
  run: {
    summary: 'Ejecuta una consulta con nombre y parametros: la respuesta completa',
    body: { ...object({ query, params }, ['query']), ...strict },
    response: answers(listOf(row)),
  },
  paged: {
    summary: 'Ejecuta una consulta paginada con nombre y parametros',
    body: {
      ...object(
        {
          query,
          params,
          page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, errorMessage: PAGE_MESSAGE },
          pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_PAGE_SIZE,
            errorMessage: pageSizeMessage('pageSize'),
          },
        },
        ['query'],
      ),
      ...strict,
    },
    response: answers(
      object(
        {
          content: listOf(row),
          totalElements: { type: 'integer' },
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
        },
        ['content', 'totalElements', 'page', 'pageSize'],
      ),
    ),
  },
  parameterTypes: {
    summary: 'Las consultas que el usuario puede ejecutar, con sus parametros (nombre, tipo, requerido)',
    response: answers(
      listOf(
        object(
          {
            query: { type: 'string' },
            description: { type: 'string' },
            paged: { type: 'boolean' },
            params: listOf(
              object({ name: { type: 'string' }, type: { type: 'string' }, required: { type: 'boolean' } }, [
                'name',
                'type',
                'required',
              ]),
            ),
          },
          ['query', 'description', 'paged', 'params'],
        ),
      ),
    ),
  },
} satisfies Record<string, RouteContract>;
