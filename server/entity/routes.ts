/**
 * The HTTP of an entity, from its contracts: the one way every entity is served. Each contract of a
 * group is one route, under the schema's `x-resource.api` and its menu permiso unless declared
 * otherwise. The layer that serves a kind of entity derives its routes (`entityRoutes` below for a
 * catalog; server/domain/document-routes.ts for a document; `declaredRoutes` for usuarios and
 * permisos, whose records a service of their own writes); what product.md names otherwise is
 * declared, never written as a route: `paths` moves a derived route (its method, its path, its access
 * rule), `routes` serves the group's other contracts (a lookup, a list, a PDF) or answers a derived
 * one otherwise (a multipart write). A contract left unserved, or a declaration naming none, stops
 * the server at start.
 */
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteGenericInterface,
} from 'fastify';
import type { EntitySchema } from '../../schemas';
import type { RouteContract } from '../../schemas/api/shared';
import { callerOf, type AccessRule } from '../auth/guard';
import type { Caller } from '../auth/session';
import type { Db } from '../db/client';
import { pickerAccess, pickerMenus } from '../modules/common/picker-access';
import type { Entity } from './define';

/** What a route's answer is given: the caller and the request as its contract checked it. */
export interface RouteCall<G extends RouteGenericInterface = RouteGenericInterface> {
  app: FastifyInstance;
  db: Db;
  caller: Caller;
  request: FastifyRequest<G>;
  reply: FastifyReply;
}

/** Where a derived route answers when product.md names it otherwise. */
export interface DerivedPath {
  method?: HTTPMethods | HTTPMethods[];
  /** Its path under `{api}` (`/aplicar`; `''` is `{api}` itself). */
  path?: string;
  /** Its access rule when it is not the entity's menu permiso. */
  access?: AccessRule;
  /** An action whose document comes as the body's `id`, not in its path. */
  idInBody?: boolean;
}

/**
 * A route of the group beyond the derived ones, served from its contract of the same name; of a
 * derived name, it answers that route otherwise, where the derived one is unless it says.
 */
export interface DeclaredRoute<G extends RouteGenericInterface = RouteGenericInterface> {
  /** Default GET. */
  method?: HTTPMethods | HTTPMethods[];
  /** Its path under `{api}` (`/porpagar`, `/:compraId/reporte`; `''` is `{api}` itself)… */
  path?: string;
  /** …or its whole URL, for a lookup the group serves elsewhere (`/api/clasificacion`). */
  url?: string;
  /** Its access rule when it is not the entity's menu permiso. */
  access?: AccessRule;
  /** Its status on success; default 200. */
  status?: number;
  answer(call: RouteCall<G>): unknown;
}

/**
 * The declared routes of a group, by contract name, typed by its generated route types (a multipart
 * write, which has none, reads its request itself).
 */
export type DeclaredRoutes<Routes> = {
  [K in keyof Routes]?: DeclaredRoute<Routes[K] & RouteGenericInterface>;
} & Partial<Record<string, DeclaredRoute>>;

export interface RouteOptions<Routes = Record<string, RouteGenericInterface>> {
  /** Derived routes moved to the paths, methods and access rules product.md names. */
  paths?: Record<string, DerivedPath>;
  /** The group's other routes, and derived ones answered otherwise. */
  routes?: DeclaredRoutes<Routes>;
  /** The access rule of every route that declares none; default the schema's menu permiso. */
  access?: AccessRule;
}

/** An entity's derived routes, by contract name. */
export type DerivedRoutes = Record<string, DeclaredRoute>;

/** Where a derived route answers, which a declared route of its name answers otherwise. */
export type DerivedPlaces = Record<string, Omit<DeclaredRoute, 'answer'> & Partial<Pick<DeclaredRoute, 'answer'>>>;

/** Where a group's routes are served: its name (in start-up errors), its api, their default rule. */
export interface ServedGroup {
  name: string;
  api: string;
  access: AccessRule;
}

/** An entity's group: its `x-resource.api` and its menu permiso (or `access`), or a start-up error. */
export function groupOf(schema: EntitySchema, access?: AccessRule): ServedGroup {
  const hints = schema['x-resource'];
  const rule = access ?? (hints?.menu ? { menu: hints.menu } : undefined);
  if (!hints?.api || !rule) throw new Error(`${schema.$id}: x-resource sin api o menu`);
  return { name: schema.$id, api: hints.api, access: rule };
}

/** The plugin that registers one route per contract: declared, else derived and moved as `paths` says. */
export function serveContracts(
  group: ServedGroup,
  contracts: Record<string, RouteContract>,
  derived: DerivedPlaces,
  options: RouteOptions<unknown>,
): FastifyPluginAsync {
  const { name, api } = group;
  const access = options.access ?? group.access;
  const declared: Partial<Record<string, DeclaredRoute>> = options.routes ?? {};
  for (const route of [...Object.keys(options.paths ?? {}), ...Object.keys(declared)]) {
    if (!contracts[route]) throw new Error(`${name}: la ruta ${route} no tiene contrato`);
  }
  const served = Object.entries(contracts).map(([route, contract]) => {
    // A declared route of a derived name keeps the derived method, path and status it does not restate.
    const own = { ...derived[route], ...options.paths?.[route], ...declared[route] };
    if (!own.answer) throw new Error(`${name}: el contrato ${route} no tiene ruta (routes)`);
    const url = own.url ?? (own.path === undefined ? undefined : `${api}${own.path}`);
    if (url === undefined) throw new Error(`${name}: la ruta ${route} no tiene path ni url`);
    return {
      contract,
      url,
      method: own.method ?? 'GET',
      access: own.access ?? access,
      status: own.status ?? 200,
      answer: own.answer,
    };
  });
  return async (app) => {
    for (const { contract, url, method, access, status, answer } of served) {
      app.route({
        method,
        url,
        config: { access },
        schema: contract,
        handler: async (request, reply) => {
          reply.status(status);
          return answer({ app, db: app.db, caller: callerOf(request), request, reply });
        },
      });
    }
  };
}

/** Params, body and query as the contract declared them: Fastify checked them before a handler runs. */
export type CheckedRequest = FastifyRequest<{
  Params: Record<string, number>;
  Body: Record<string, unknown> | null | undefined;
  Querystring: Record<string, unknown>;
}>;

/**
 * A catalog's routes (cliente, proveedor, obra, …), derived when its contracts name them: `create`
 * `POST {api}` (201), `update` `PUT {api}` (or the schema's `x-resource.update`), `page` `GET {api}`
 * (paged, searched), `list` `GET {api}/list?toSearch` (the autocomplete, also open to the users of
 * the screens that pick from the catalog) and `get` `GET {api}/{id}`;
 * each reads and writes through the entity layer in the caller's scope.
 */
export function entityRoutes<Routes = Record<string, RouteGenericInterface>>(
  entity: Entity<unknown>,
  contracts: Record<string, RouteContract>,
  options: RouteOptions<Routes> = {},
): FastifyPluginAsync {
  const group = groupOf(entity.schema, options.access);
  return serveContracts(group, contracts, recordRoutes(entity), options as RouteOptions<unknown>);
}

/**
 * The routes of a group whose records the entity layer does not read and write: each declared with
 * its `answer`, the record routes (`create`, `update`, `page`, `get` and `delete` by `idParam`) where
 * a catalog's are unless it says. Served at an entity's place (`groupOf`: usuarios, whose service
 * hashes the password, generates permisos, lets an owner edit a profile) or at one of its own (every
 * admin catalog under one path, the catalog a parameter).
 */
export function declaredRoutes<Routes = Record<string, RouteGenericInterface>>(
  group: ServedGroup,
  idParam: string,
  contracts: Record<string, RouteContract>,
  options: RouteOptions<Routes>,
): FastifyPluginAsync {
  return serveContracts(group, contracts, recordPlaces(idParam), options as RouteOptions<unknown>);
}

/** What the record routes call: an entity, or a document (whose reads by id add `acciones`). */
export type Served = Pick<Entity<unknown>, 'schema' | 'idParam' | 'page' | 'list' | 'remove'> & {
  get(db: Db, caller: Caller, idParam: unknown): Promise<unknown>;
  create(db: Db, caller: Caller, input: unknown): Promise<unknown>;
  update(db: Db, caller: Caller, input: unknown): Promise<unknown>;
};

/**
 * Where the routes of the records themselves answer, catalog or document; an entity's schema may
 * move the update (`x-resource.update`) and opens the autocomplete to the screens that pick from it.
 */
export function recordPlaces(idParam: string, schema?: EntitySchema) {
  return {
    create: { method: 'POST', path: '', status: 201 },
    update: { method: schema?.['x-resource']?.update ?? 'PUT', path: '' },
    page: { path: '' },
    // The autocomplete of a catalog other screens pick from (`x-resource.picks`) is open to their users.
    list: { path: '/list', ...(schema && pickerMenus(schema).length > 0 ? pickerAccess(schema) : {}) },
    get: { path: `/:${idParam}` },
    delete: { method: 'DELETE', path: `/:${idParam}` },
  } satisfies DerivedPlaces;
}

/** The routes of the records themselves, catalog or document: create, update, page, list, get and delete. */
export function recordRoutes(entity: Served): DerivedRoutes {
  const { schema, idParam } = entity;
  const places = recordPlaces(idParam, schema);
  const request = (call: RouteCall) => call.request as CheckedRequest;
  const id = (call: RouteCall) => request(call).params[idParam];
  return {
    create: { ...places.create, answer: (call) => entity.create(call.db, call.caller, request(call).body) },
    update: { ...places.update, answer: (call) => entity.update(call.db, call.caller, request(call).body) },
    page: { ...places.page, answer: (call) => entity.page(call.db, call.caller, request(call).query) },
    list: { ...places.list, answer: (call) => entity.list(call.db, call.caller, request(call).query.toSearch) },
    get: { ...places.get, answer: (call) => entity.get(call.db, call.caller, id(call)) },
    delete: { ...places.delete, answer: (call) => entity.remove(call.db, call.caller, id(call)) },
  };
}
