/**
 * The named data queries (POST /api/data, /api/data/paged) as the server's registry answers them:
 * each query's mock lives in `./queries/<group>.ts` (default export: its `MockQuery[]`), found
 * instead of listed, and answers from the fixtures with the server's parameter and paging rules.
 */
import { http, HttpResponse } from 'msw';
import { consultaDesconocida, queryRouteRefusal } from '../../schemas/api/data';
import { MAX_PAGE, PAGE_MESSAGE } from '../../schemas/api/shared';
import { errorResponse } from './util';

export type MockParams = Record<string, unknown>;

export interface MockQuery {
  name: string;
  /** Its parameters, as the server declares them (`required` ones answer 400 when missing). */
  params: Record<string, { type: 'integer' | 'string' | 'date' | 'boolean'; required?: boolean }>;
  /** The whole answer; a paged query gives every matching row in order and is paged here. */
  run?(params: MockParams): unknown[];
  rows?(params: MockParams): unknown[];
}

const found = import.meta.glob<{ default: MockQuery[] }>('./queries/*.ts', { eager: true });
const queries = new Map(
  Object.values(found)
    .flatMap((module) => module.default)
    .map((query) => [query.name, query]),
);

/** The server's 400 for an unknown query, or one sent to the route that does not serve it. */
const routeRefusal = (name: string, paged: boolean) => {
  const query = queries.get(name);
  return query
    ? queryRouteRefusal(name, { run: Boolean(query.run), paged: Boolean(query.rows) }, paged)
    : consultaDesconocida(name);
};

/** The server's 400s for an unknown or missing parameter (server/modules/data/parameters.ts). */
function refusal(query: MockQuery, given: MockParams = {}): string | undefined {
  const unknown = Object.keys(given).filter((name) => !(name in query.params));
  if (unknown.length > 0) return `Parametro desconocido: ${unknown.join(', ')}..`;
  const missing = Object.entries(query.params).find(
    ([name, spec]) => spec.required && (given[name] === undefined || given[name] === null || given[name] === ''),
  );
  return missing ? `Falta el parametro ${missing[0]}..` : undefined;
}

interface Body {
  query: string;
  params?: MockParams;
  page?: number;
  pageSize?: number;
}

export const dataHandlers = [
  http.post('/api/data', async ({ request }) => {
    const body = (await request.json()) as Body;
    const wrong = routeRefusal(body.query, false);
    if (wrong) return errorResponse(400, wrong);
    const query = queries.get(body.query)!;
    const refused = refusal(query, body.params);
    return refused ? errorResponse(400, refused) : HttpResponse.json(query.run!(body.params ?? {}));
  }),
  http.post('/api/data/paged', async ({ request }) => {
    const body = (await request.json()) as Body;
    const wrong = routeRefusal(body.query, true);
    if (wrong) return errorResponse(400, wrong);
    const query = queries.get(body.query)!;
    const refused = refusal(query, body.params);
    if (refused) return errorResponse(400, refused);
    const { page = 0, pageSize = 10 } = body;
    if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE) return errorResponse(400, PAGE_MESSAGE);
    const rows = query.rows!(body.params ?? {});
    return HttpResponse.json({
      content: rows.slice(page * pageSize, (page + 1) * pageSize),
      totalElements: rows.length,
      page,
      pageSize,
    });
  }),
];
