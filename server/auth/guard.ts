/**
 * The access guard (docs/domain.md). Every route under /api and /unauth declares `config.access`;
 * registering one without it fails at start-up, and `app.routeRules` lets a test enumerate them.
 *   'public'          no token (the /unauth group)
 *   'authenticated'   any active user (own session, menu, obra selector)
 *   { menu: link }    the caller needs an authorized permiso for the menu item with that link
 *   { role: Role }    the caller needs that role or a higher one (configura routes)
 * ROLE_SUPERUSER passes every rule. The caller is reloaded on every request, so deactivating a
 * user or changing a permiso takes effect on their next request, and a token signed under an
 * older token version (before a password change or a deactivation) is refused for good. Every 403 answered to a signed-in
 * caller, by this guard or by a service, is written to the bitácora (ACCESO_DENEGADO).
 */
import fp from 'fastify-plugin';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { menuItem, permiso, usuario } from '../db/schema';
import { forbidden, unauthorized } from '../http-errors';
import { registrarEvento } from '../modules/bitacora/eventos';
import { hasRole, isRole, type Role } from './roles';
import type { Caller } from './session';
import type { TokenClaims } from '../modules/auth/login.service';
import { MAX_ID } from '../../schemas/api/shared';

/**
 * `menu` names the menu link whose permiso opens the route; a list opens it to the holder of any of
 * them (a lookup shared by the modules that pick from it, such as the proveedores of an orden).
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

/**
 * The caller and, for a `menu` rule, whether one of its authorized permisos opens one of the links:
 * one prepared statement, so a guarded request costs a single round trip before its own queries.
 */
function callerQuery(app: FastifyInstance) {
  const links = sql`any(${sql.placeholder('links')}::text[])`;
  const permisos = app.db
    .select({ one: sql`1` })
    .from(permiso)
    .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
    .where(and(eq(permiso.usuarioId, usuario.id), eq(permiso.autorizado, true), sql`${menuItem.link} = ${links}`));
  return app.db
    .select({
      id: usuario.id,
      username: usuario.username,
      role: usuario.role,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
      sucursalId: usuario.sucursalId,
      activo: usuario.activo,
      tokenVersion: usuario.tokenVersion,
      opens: exists(permisos),
    })
    .from(usuario)
    .where(eq(usuario.id, sql.placeholder('id')))
    .prepare('guard_caller');
}

/** A token's subject is a user id written by the login as decimal text; anything else is forged. */
function userIdOf(sub: unknown): number {
  const id = typeof sub === 'string' && /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : NaN;
  if (!(id <= MAX_ID)) throw unauthorized();
  return id;
}

type CallerQuery = ReturnType<typeof callerQuery>;

/** The signed-in caller, and whether its permisos open `links` (false when there are none). */
async function authenticate(query: CallerQuery, request: FastifyRequest, links: readonly string[]) {
  let payload: TokenClaims;
  try {
    payload = await request.jwtVerify<TokenClaims>();
  } catch {
    throw unauthorized();
  }
  const [row] = await query.execute({ id: userIdOf(payload.sub), links });
  if (!row || !row.activo || !isRole(row.role) || row.tokenVersion !== payload.v) throw unauthorized();
  const { activo: _activo, tokenVersion: _version, opens, ...caller } = row;
  return { caller: { ...caller, role: row.role } satisfies Caller, opens };
}

export const accessGuard = fp(async (app: FastifyInstance) => {
  app.decorate('routeRules', [] as RouteRule[]);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (!GUARDED.test(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su regla de acceso`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeRules.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  let query: CallerQuery | undefined;
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const links = typeof access === 'object' && 'menu' in access ? [access.menu].flat() : [];
    const { caller, opens } = await authenticate((query ??= callerQuery(app)), request, links);
    request.caller = caller;
    if (access === 'authenticated' || caller.role === 'ROLE_SUPERUSER') return;
    if ('role' in access && !hasRole(caller.role, access.role)) throw forbidden();
    if ('menu' in access && !opens) throw forbidden();
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

/** The caller of a guarded route; the guard has already rejected anonymous requests. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
