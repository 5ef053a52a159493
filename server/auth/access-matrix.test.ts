/**
 * The access-control matrix (docs/domain.md): every route the server registers, enumerated from
 * `app.routeRules` (never listed by hand), is called as
 *   - nobody                           → 401 (a public route: anything but 401)
 *   - a user the rule keeps out        → 403: only that route's permiso revoked, or each role
 *                                        below the one a { role } rule needs
 *   - an admin of the main sucursal,
 *     on a record of the other one     → 404, where the path names a sucursal-bound record
 *   - a user the rule lets in          → neither 401 nor 403
 * Path parameters come from the test-only `access-samples.ts` of each module folder, found like
 * server/modules/index.ts finds `module.ts` (types in server/test-support/access-samples.ts); a
 * route with a parameter no module samples fails the first test naming the parameter to add.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { menuItem, permiso } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/server';
import {
  moduleSamples,
  sampleFor as sampleOf,
  type ParamSample,
  type ParamSamples,
} from '../test-support/access-samples';
import { DEFAULT_CATALOGOS_DIR } from '../modules/catalogo/files';
import { twoSucursales } from '../modules/common/test-callers';
import { menuLinks, type AccessRule, type RouteRule } from './guard';
import { hasRole, ROLES, type Role } from './roles';

interface MatrixUser {
  id: number;
  token: string;
  /** One of the user's own permisos, for routes that name a permiso. */
  permisoId: number;
}

let server: TestServer;
let rules: RouteRule[];
let samples: ParamSamples;
let byRole: Record<Role, MatrixUser>;
/** ROLE_USER with every permiso: passes every { menu } rule. */
let withEveryPermiso: MatrixUser;
/** ROLE_USER whose permisos are all granted but the one under test. */
let lacking: MatrixUser;
/** ROLE_ADMIN of the main sucursal, to call on records of the other one. */
let matrizAdmin: MatrixUser;

const label = (rule: RouteRule) => `${rule.method} ${rule.url}`;
const PARAM = /:(\w+)|\*/g;
const paramsOf = (url: string) => [...url.matchAll(PARAM)].map((m) => m[1] ?? '*');
const sampleFor = (url: string, param: string): ParamSample | undefined => sampleOf(samples, url, param);
const namesScopedRecord = (url: string) => paramsOf(url).some((p) => sampleFor(url, p)?.scoped);
const isMenu = (access: AccessRule): access is { menu: string | readonly string[] } =>
  typeof access === 'object' && 'menu' in access;
const isRoleRule = (access: AccessRule): access is { role: Role } => typeof access === 'object' && 'role' in access;

function pathFor(rule: RouteRule, caller: MatrixUser, which: 'mine' | 'other'): string {
  return rule.url.replace(PARAM, (_match, name: string | undefined) => {
    const sample = sampleFor(rule.url, name ?? '*');
    if (!sample) throw new Error(`${label(rule)}: ningun access-samples.ts da muestra del parametro '${name}'`);
    const ctx = { caller, url: rule.url };
    return encodeURIComponent(String(sample.scoped ? sample[which](ctx) : sample.value(ctx)));
  });
}

/** The links of a `{ menu }` rule with the path's samples in place of its `:param`s. */
function menuLinksOf(rule: RouteRule, caller: MatrixUser): string[] {
  const params = Object.fromEntries(
    paramsOf(rule.url).map((name) => {
      const sample = sampleFor(rule.url, name);
      const ctx = { caller, url: rule.url };
      return [name, sample && (sample.scoped ? sample.mine(ctx) : sample.value(ctx))];
    }),
  );
  return menuLinks((rule.access as { menu: string | readonly string[] }).menu, params);
}

/** Calls the route with an empty JSON body where it takes one; answers the status. */
async function statusOf(rule: RouteRule, caller: MatrixUser | null, which: 'mine' | 'other' = 'mine'): Promise<number> {
  const path = pathFor(rule, caller ?? byRole.ROLE_SUPERUSER, which);
  const json = rule.method === 'GET' ? undefined : {};
  const res = await server.request(path, { method: rule.method, token: caller?.token, json });
  await res.arrayBuffer();
  return res.status;
}

/** Checks every rule it applies to and reports each failing route, not only the first. */
async function expectEvery(applies: (rule: RouteRule) => boolean, check: (rule: RouteRule) => Promise<string | null>) {
  const selected = rules.filter(applies);
  const failures: string[] = [];
  for (const rule of selected) {
    const problem = await check(rule);
    if (problem) failures.push(`${label(rule)}: ${problem}`);
  }
  expect(failures).toEqual([]);
  return selected;
}

async function matrixUser(username: string, role: Role, sucursalId: number): Promise<MatrixUser> {
  const user = await server.loginAs({ username, role, sucursalId });
  await server.db.update(permiso).set({ autorizado: true }).where(eq(permiso.usuarioId, user.id));
  const [own] = await server.db.select({ id: permiso.id }).from(permiso).where(eq(permiso.usuarioId, user.id)).limit(1);
  return { id: user.id, token: user.token, permisoId: own.id };
}

/** Grants the user every permiso but those of menu items with these links. */
async function revokeOnly(user: MatrixUser, links: string | readonly string[]): Promise<void> {
  const items = server.db
    .select({ id: menuItem.id })
    .from(menuItem)
    .where(inArray(menuItem.link, [links].flat()));
  await server.db.update(permiso).set({ autorizado: true }).where(eq(permiso.usuarioId, user.id));
  await server.db
    .update(permiso)
    .set({ autorizado: false })
    .where(and(eq(permiso.usuarioId, user.id), inArray(permiso.menuItemId, items)));
}

beforeAll(async () => {
  // The shipped admin-defined catalogs register routes at start: the matrix covers them too.
  server = await startTestServer({ catalogosDir: DEFAULT_CATALOGOS_DIR });
  rules = server.app.routeRules;
  const sucursales = await twoSucursales(server);
  samples = await moduleSamples({ app: server.app, sucursales });
  byRole = {} as Record<Role, MatrixUser>;
  for (const role of ROLES) byRole[role] = await matrixUser(`matriz-${role.toLowerCase()}`, role, sucursales.matriz);
  withEveryPermiso = await matrixUser('matriz-todo', 'ROLE_USER', sucursales.matriz);
  lacking = await matrixUser('matriz-sin-uno', 'ROLE_USER', sucursales.matriz);
  matrizAdmin = await matrixUser('matriz-admin', 'ROLE_ADMIN', sucursales.matriz);
});
afterAll(() => server.close());

describe('access matrix over every registered route', () => {
  it('knows a sample for every path parameter', () => {
    const missing = rules.flatMap((rule) =>
      paramsOf(rule.url)
        .filter((p) => !sampleFor(rule.url, p))
        .map((p) => `${label(rule)}: falta una muestra para el parametro '${p}' en el access-samples.ts de su modulo`),
    );
    expect(missing).toEqual([]);
    expect(rules.length).toBeGreaterThan(20);
  });

  it('answers 401 to anonymous callers on every route but the public ones', async () => {
    const checked = await expectEvery(
      () => true,
      async (rule) => {
        const status = await statusOf(rule, null);
        if (rule.access === 'public') return status === 401 ? 'ruta publica respondio 401' : null;
        return status === 401 ? null : `esperaba 401, respondio ${status}`;
      },
    );
    expect(checked).toHaveLength(rules.length);
  });

  it("answers 403 to a user without the route's permiso, though they hold every other one", async () => {
    const checked = await expectEvery(
      (rule) => isMenu(rule.access),
      async (rule) => {
        await revokeOnly(lacking, menuLinksOf(rule, lacking));
        const status = await statusOf(rule, lacking);
        return status === 403
          ? null
          : `sin el permiso ${JSON.stringify(rule.access)} esperaba 403, respondio ${status}`;
      },
    );
    expect(checked.length).toBeGreaterThan(0);
  });

  it('answers 403 to every role below the one a { role } rule needs, even with every permiso', async () => {
    const checked = await expectEvery(
      (rule) => isRoleRule(rule.access),
      async (rule) => {
        const needed = (rule.access as { role: Role }).role;
        for (const role of ROLES.filter((r) => !hasRole(r, needed))) {
          const status = await statusOf(rule, byRole[role]);
          if (status !== 403) return `${role} esperaba 403, respondio ${status}`;
        }
        return null;
      },
    );
    expect(checked.length).toBeGreaterThan(0);
  });

  it('answers 404 to an admin of another sucursal on every path that names a sucursal-bound record', async () => {
    const checked = await expectEvery(
      (rule) =>
        rule.access !== 'public' &&
        namesScopedRecord(rule.url) &&
        !(isRoleRule(rule.access) && rule.access.role === 'ROLE_SUPERUSER'),
      async (rule) => {
        const status = await statusOf(rule, matrizAdmin, 'other');
        return status === 404 ? null : `registro de otra sucursal: esperaba 404, respondio ${status}`;
      },
    );
    expect(checked.map(label)).toEqual(
      expect.arrayContaining(['GET /api/cliente/:idCliente', 'GET /api/usuario/:idUsuario']),
    );
  });

  it('lets in the users each rule admits (neither 401 nor 403)', async () => {
    const admitted = (access: AccessRule): MatrixUser | null => {
      if (access === 'public') return null;
      if (access === 'authenticated') return byRole.ROLE_USER;
      return isMenu(access) ? withEveryPermiso : byRole[access.role];
    };
    const checked = await expectEvery(
      () => true,
      async (rule) => {
        const status = await statusOf(rule, admitted(rule.access));
        return status === 401 || status === 403 ? `usuario admitido recibio ${status}` : null;
      },
    );
    expect(checked).toHaveLength(rules.length);
  });
});
