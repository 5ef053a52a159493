/**
 * The access guard (docs/domain.md). Every route under /api and /unauth declares `config.access`;
 * registering one without it fails at start-up, and `app.routeRules` lets a test enumerate them.
 *   'public'          no token (the /unauth group)
 *   'authenticated'   any active user (own session, menu, obra selector)
 *   { menu: link }    the caller needs an authorized permiso for the menu item with that link
 *   { role: Role }    the caller needs that role or a higher one (configura routes)
 * ROLE_SUPERUSER passes every rule. The caller and its permisos are kept in memory only until a
 * write to them commits (./caller-cache.ts), so deactivating a user or changing a permiso takes
 * effect on their next request, and a token signed under an older token version (before a
 * password change or a deactivation) is refused for good. Every 403 answered to a signed-in
 * caller, by this guard or by a service, is written to the bitácora (ACCESO_DENEGADO).
 */
import { isRecord } from '../../schemas/validation';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { forbidden, unauthorized } from '../http-errors';
import { registrarEvento } from '../modules/bitacora/eventos';
import { hasRole, type Role } from './roles';
import { mayUse, type Caller } from './session';
import { callerCache } from './caller-cache';
import { loadKnown, type Known } from './caller-query';
import type { AccessChanges } from '../db/access-changes';
import type { TokenClaims } from '../modules/auth/login.service';
import { MAX_ID } from '../../schemas/api/shared';

/**
 * `menu` names the menu link whose permiso opens the route; a list opens it to the holder of any of
 * them (a lookup shared by the modules that pick from it, such as the proveedores of an orden). A
 * `:param` in a link is the request's path parameter: `/catalogos/:catalogo` opens each admin
 * catalog's routes to its own menu entry's permiso.
 */
export type AccessRule = 'public' | 'authenticated' | { menu: string | readonly string[] } | { role: Role };

export interface RouteRule {
  method: string;
  url: string;
  access: AccessRule;
  /** The route's contract (schemas/api/), for tests that derive requests from it. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    routeRules: RouteRule[];
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

const GUARDED = /^\/(api|unauth)(\/|$)/;

/** The links of a `{ menu }` rule for a request with these path parameters. */
export function menuLinks(menu: string | readonly string[], params: unknown): string[] {
  const values = isRecord(params) ? params : {};
  return [menu].flat().map((link) => link.replace(/:([A-Za-z]+)/g, (_, name: string) => String(values[name] ?? '')));
}

/** A token's subject is a user id written by the login as decimal text; anything else is forged. */
function userIdOf(sub: unknown): number {
  const id = typeof sub === 'string' && /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : NaN;
  if (!(id <= MAX_ID)) throw unauthorized();
  return id;
}

/** The token of `Authorization: Bearer <token>`, as @fastify/jwt reads it. */
const BEARER = /^Bearer ([^ ]+)$/i;

/**
 * The signed-in caller, with the links its permisos open. The token is verified by the app's
 * verifier, which keeps the claims of the tokens it verified (their signature checked once, their
 * expiry on every request: `verify.cache` in app.ts).
 */
async function authenticate(known: (id: number) => Promise<Known | undefined>, request: FastifyRequest) {
  let payload: TokenClaims;
  try {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized();
    payload = request.server.jwt.verify<TokenClaims>(token);
  } catch {
    throw unauthorized();
  }
  const user = await known(userIdOf(payload.sub));
  if (!user?.caller || user.tokenVersion !== payload.v) throw unauthorized();
  return { caller: user.caller, links: user.links };
}

export interface AccessGuardOptions {
  /** Commits that change callers (Database.accessChanges); without them no caller is kept. */
  accessChanges?: AccessChanges;
}

export const accessGuard = fp(async (app: FastifyInstance, options: AccessGuardOptions) => {
  const routeRules: RouteRule[] = [];
  app.decorate('routeRules', routeRules);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (!GUARDED.test(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su regla de acceso`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeRules.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  let known: ((id: number) => Promise<Known | undefined>) | undefined;
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    known ??= callerCache(options.accessChanges, loadKnown(app));
    const { caller, links } = await authenticate(known, request);
    request.caller = caller;
    if (access === 'authenticated' || caller.role === 'ROLE_SUPERUSER') return;
    if ('role' in access && !hasRole(caller.role, access.role)) throw forbidden();
    if ('menu' in access && !menuLinks(access.menu, request.params).some((link) => links.has(link))) throw forbidden();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 403 || !request.caller) return payload;
    const { id } = request.caller;
    const detalle = `${request.method} ${request.url} desde ${request.ip}`;
    await registrarEvento(app.db, { accion: 'ACCESO_DENEGADO', usuarioId: id, cuentaId: id, detalle }).catch((err) =>
      request.log.error({ err }, 'no se pudo registrar el acceso denegado en la bitacora'),
    );
    return payload;
  });
});

/** Whether the caller holds the permiso of the menu item with this link, as a `{ menu }` rule asks. */
export function holdsMenu(request: FastifyRequest, link: string): boolean {
  return request.caller !== null && mayUse(request.caller, link);
}

/** The caller of a guarded route; the guard has already rejected anonymous requests. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
