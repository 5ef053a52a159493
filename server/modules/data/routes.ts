/**
 * HTTP of the data group (contracts: schemas/api/data.ts): the route admits any signed-in user and
 * each named query then admits the callers its own `menu` rule does (403 otherwise), so a query is
 * guarded like the screen that shows it. An unknown query → 400; a known one sent to the other
 * route → 400 naming the route that serves it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { consultaDesconocida, dataApi as api, queryRouteRefusal } from '../../../schemas/api/data';
import type { DataRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { mayUse, type Caller } from '../../auth/session';
import { pageRequest } from '../../db/paging';
import { badRequest, forbidden } from '../../http-errors';
import type { NamedQuery } from './named-query';
import { parseParameters } from './parameters';

const config = { access: 'authenticated' as const };
const allowed = (caller: Caller, query: NamedQuery) => query.menu.some((link) => mayUse(caller, link));

export const dataModule: FastifyPluginAsync = async (app) => {
  const byName = () => new Map(app.namedQueries.map((query) => [query.name, query]));

  function named(caller: Caller, name: string, paged: boolean): NamedQuery {
    const query = byName().get(name);
    if (!query) throw badRequest(consultaDesconocida(name));
    const refused = queryRouteRefusal(name, { run: Boolean(query.run), paged: Boolean(query.page) }, paged);
    if (refused) throw badRequest(refused);
    if (!allowed(caller, query)) throw forbidden();
    return query;
  }

  app.post<DataRoutes['run']>('/api/data', { config, schema: api.run }, async (request) => {
    const caller = callerOf(request);
    const query = named(caller, request.body.query, false);
    return query.run!(app.db, caller, parseParameters(query.params, request.body.params));
  });

  app.post<DataRoutes['paged']>('/api/data/paged', { config, schema: api.paged }, async (request) => {
    const caller = callerOf(request);
    const query = named(caller, request.body.query, true);
    const params = parseParameters(query.params, request.body.params);
    return query.page!(app.db, caller, params, pageRequest(request.body));
  });

  app.get('/api/data/parameterTypes', { config, schema: api.parameterTypes }, async (request) =>
    app.namedQueries
      .filter((query) => allowed(callerOf(request), query))
      .map((query) => ({
        query: query.name,
        description: query.description,
        paged: Boolean(query.page),
        params: Object.entries(query.params).map(([name, spec]) => ({ name, type: spec.type, required: Boolean(spec.required) })),
      })),
  );
};
