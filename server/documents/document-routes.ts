/**
 * The HTTP of a document declared once (server/domain/document.ts), from its contracts
 * (schemas/api/document-contracts.ts): `POST` and `PUT` (or the schema's `x-resource.update`)
 * `{api}`, `GET {api}?obraId` paged, `GET {api}/{id}`, `{api}/{id}/comprobante` and
 * `…/comprobanteUrl` (and `…/revisarCfdi` for a document that takes a CFDI), and `{api}/{id}/{action}`
 * per lifecycle action; every route under the schema's menu permiso. A module adds its own routes
 * beside these (a PDF, a report); the purchasing documents, whose other routes are their own, take
 * the comprobante's from `comprobanteRoutes`.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, HTTPMethods } from 'fastify';
import type { RouteContract } from '../../schemas/api/shared';
import { callerOf } from '../auth/guard';
import type { Document, DocumentTable } from '../domain/document';
import { comprobanteUploads, xmlUpload } from './comprobante-upload';
import { requestFiles } from './upload-cleanup';

export interface DocumentRouteOptions {
  /** The method(s) of each action's route (`aplicar: 'PATCH'`); default POST. */
  actions?: Record<string, HTTPMethods | HTTPMethods[]>;
  /** The method(s) of the comprobante upload; default PATCH. */
  comprobante?: HTTPMethods | HTTPMethods[];
}

/** The routes' fixed names; any other contract is an action's. */
const OWN = new Set(['create', 'update', 'get', 'page', 'comprobante', 'comprobanteUrl', 'revisarCfdi']);

/** Params, body and query as the contract declared them: Fastify checked them before a handler runs. */
type Request = FastifyRequest<{ Params: Record<string, number>; Body: unknown; Querystring: Record<string, never> }>;

export function documentRoutes<T, D extends DocumentTable>(
  document: Document<T, D>,
  contracts: Record<string, RouteContract>,
  options: DocumentRouteOptions = {},
): FastifyPluginAsync {
  const hints = document.schema['x-resource'];
  if (!hints?.api || !hints.menu) throw new Error(`${document.schema.$id}: x-resource sin api o menu`);
  const { api, menu } = hints;
  const config = { access: { menu } };
  const byId = `${api}/:${document.idParam}`;
  const id = (request: Request) => request.params[document.idParam];

  return async (app) => {
    const route = (
      method: HTTPMethods | HTTPMethods[],
      url: string,
      contract: RouteContract,
      handler: (request: Request) => Promise<unknown>,
      status = 200,
    ) =>
      app.route({
        method,
        url,
        config,
        schema: contract,
        handler: async (request, reply) => {
          reply.status(status);
          return handler(request as Request);
        },
      });

    route(
      'POST',
      api,
      contracts.create,
      (request) => document.create(app.db, callerOf(request), request.body as T),
      201,
    );
    route(hints.update ?? 'PUT', api, contracts.update, (request) =>
      document.update(app.db, callerOf(request), request.body as T),
    );
    route('GET', api, contracts.page, (request) => document.pageOfObra(app.db, callerOf(request), request.query));
    route('GET', byId, contracts.get, (request) => document.get(app.db, callerOf(request), id(request)));
    if (contracts.comprobante) comprobanteRoutes(app, document, contracts, options.comprobante);
    for (const action of Object.keys(contracts).filter((name) => !OWN.has(name))) {
      route(options.actions?.[action] ?? 'POST', `${byId}/${action}`, contracts[action], (request) =>
        document.perform(app.db, callerOf(request), action, id(request)),
      );
    }
  };
}

/**
 * `PATCH {api}/{id}/comprobante` (the file, the CFDI's XML or both; what a failed request wrote is
 * removed), `GET …/comprobanteUrl` and, with a contract for it, `POST …/revisarCfdi`.
 */
export function comprobanteRoutes<T, D extends DocumentTable>(
  app: FastifyInstance,
  document: Document<T, D>,
  contracts: Record<string, RouteContract>,
  method: HTTPMethods | HTTPMethods[] = 'PATCH',
): void {
  const { api, menu } = document.schema['x-resource']!;
  const config = { access: { menu: menu! } };
  const byId = `${api}/:${document.idParam}`;
  const id = (request: FastifyRequest) => (request.params as Record<string, number>)[document.idParam];
  app.route({
    method,
    url: `${byId}/comprobante`,
    config,
    schema: contracts.comprobante,
    handler: async (request) =>
      document.attach(app.db, requestFiles(app, request), callerOf(request), id(request), () =>
        comprobanteUploads(request),
      ),
  });
  app.route({
    method: 'GET',
    url: `${byId}/comprobanteUrl`,
    config,
    schema: contracts.comprobanteUrl,
    handler: async (request) => document.comprobanteUrl(app.db, callerOf(request), id(request)),
  });
  if (contracts.revisarCfdi) {
    app.route({
      method: 'POST',
      url: `${byId}/revisarCfdi`,
      config,
      schema: contracts.revisarCfdi,
      handler: async (request) =>
        document.revisarCfdi(app.db, callerOf(request), id(request), () => xmlUpload(request)),
    });
  }
}
