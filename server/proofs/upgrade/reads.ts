/**
 * What the upgrade proof reads (../upgrade.test.ts): per entity the first page of its list and each
 * record on it by id (found on this checkout's routes, `entityListings`), the other lists named
 * below, per obra its scoped lists and figures, and the bytes of every comprobante those answers
 * point at. Routes are named as the OpenAPI document names them, so a read the older server does not
 * offer is left out instead of failing on a 404 (the current API is a superset).
 */
import crypto from 'node:crypto';
import { schemas } from '../../../schemas';
import { api, type RouteContract } from '../../../schemas/api';
import { isRecord } from '../../../schemas/validation';
import type { RouteRule } from '../../auth/guard';

/** A list and the read by id of each record on its first page. */
export interface Listing {
  route: string;
  /** The page-size parameter (the obra list calls it `size`); none for lists that are not paged. */
  sizeParam?: 'pageSize' | 'size';
  byId?: string;
  /**
   * An upgrade may add to it (a new screen brings its menu entry, as migration 0022 does): its page
   * is not compared, each record it held is, by id.
   */
  grows?: true;
}

const PAGE = 10;

/**
 * The entities an upgrade's start adds to: the menu gets each entry declared since (and its users
 * their permisos for it, server/db/seed/menu.ts).
 */
const GROWS = new Set<string>(['menuItem']);

/**
 * Every entity's list and read by id, from the registries instead of a list: for each schema whose
 * contract group (schemas/api) has a paged `page` needing no parameter and a `get`, the routes of this
 * checkout that serve those two contracts (`rules`: the app's `routeRules`), as OpenAPI names them.
 */
export function entityListings(rules: readonly RouteRule[]): Listing[] {
  const servedAt = (contract: unknown) =>
    rules.find((rule) => rule.method === 'GET' && rule.schema === contract)?.url.replace(/:(\w+)/g, '{$1}');
  const entities = new Set(Object.keys(schemas));
  return Object.entries(api).flatMap(([id, group]: [string, Record<string, RouteContract>]) => {
    const query = group.page?.querystring ?? {};
    const params = Object.keys(query.properties ?? {});
    const sizeParam = (['pageSize', 'size'] as const).find((name) => params.includes(name));
    const route = servedAt(group.page);
    const byId = servedAt(group.get);
    const needsParams = Array.isArray(query.required) && query.required.length > 0;
    if (!entities.has(id) || !route || !byId || !sizeParam || !params.includes('page') || needsParams) return [];
    return [{ route, sizeParam, byId, ...(GROWS.has(id) ? { grows: true as const } : {}) }];
  });
}

/** The lists no entity's `page` and `get` serve. */
const LISTINGS: Listing[] = [
  { route: '/api/pago/historial', sizeParam: 'pageSize', byId: '/api/pago/{pagoId}' },
  { route: '/api/catalogo/maquinaria', sizeParam: 'pageSize', byId: '/api/catalogo/maquinaria/{id}' },
  { route: '/api/usuario/list-all' },
  { route: '/api/sucursal/lista' },
  { route: '/api/clasificacion' },
  { route: '/api/unidadMedida' },
  { route: '/api/obra/avance' },
];

/** Per obra: `{obraId}` in the path, or `obraId` in the query when the route has no such parameter. */
const PER_OBRA: Listing[] = [
  { route: '/api/obra/{idObra}/resumen' },
  { route: '/api/ordenCompra/byObra/{obraId}', sizeParam: 'pageSize' },
  { route: '/api/compra/byObra/{obraId}' },
  { route: '/api/notaCredito/obra/{obraId}', byId: '/api/notaCredito/{notaCreditoId}' },
  { route: '/api/contabilidad/cargos/nopagados', sizeParam: 'pageSize' },
  { route: '/api/contabilidad/cargos/pagados', sizeParam: 'pageSize' },
  { route: '/api/contabilidad/abonos', sizeParam: 'pageSize' },
];

/** The lists whose counts and records must be compared whatever the older commit is, so the proof never goes vacuous. */
export const REQUIRED = ['/api/cliente', '/api/proveedor/page', '/api/obra', '/api/ordenCompra', '/api/compra'];

/** Everything read from one server: each URL's answer, and each comprobante's digest. */
export interface Snapshot {
  answers: Map<string, unknown>;
  /** `/api/documento/{id}` → content type and sha256 of the bytes. */
  files: Map<string, string>;
  /** Routes this snapshot skipped because the server's OpenAPI document lacks them. */
  skipped: string[];
}

export type Get = (url: string) => Promise<Response>;

const withId = (route: string, id: number) => route.replace(/\{[^}]+\}/, String(id));
const itemsOf = (answer: unknown): { id: number }[] =>
  (Array.isArray(answer) ? answer : ((answer as { content?: unknown[] }).content ?? [])) as { id: number }[];

async function json(get: Get, url: string): Promise<unknown> {
  const res = await get(url);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The GET routes of the server's OpenAPI document (`/api/docs`, signed-in admins). */
export async function getRoutes(get: Get): Promise<Set<string>> {
  const docs = (await json(get, '/api/docs')) as { paths: Record<string, Record<string, unknown>> };
  return new Set(Object.entries(docs.paths).flatMap(([route, methods]) => ('get' in methods ? [route] : [])));
}

/**
 * Reads every entity's list (`entities`: `entityListings`) and what LISTINGS and PER_OBRA name that
 * `routes` offers, from the server behind `get`.
 */
export async function takeSnapshot(get: Get, routes: Set<string>, entities: Listing[]): Promise<Snapshot> {
  const answers = new Map<string, unknown>();
  const skipped = new Set<string>();
  const read = async (url: string) => {
    const answer = await json(get, url);
    answers.set(url, answer);
    return answer;
  };
  const readListing = async ({ route, sizeParam, byId, grows }: Listing, path: string, query: string[]) => {
    if (!routes.has(route)) return void skipped.add(route);
    const params = [...query, ...(sizeParam ? ['page=0', `${sizeParam}=${PAGE}`] : [])];
    const url = params.length ? `${path}?${params.join('&')}` : path;
    const answer = grows ? await json(get, url) : await read(url);
    if (!byId) return;
    if (!routes.has(byId)) return void skipped.add(byId);
    for (const { id } of itemsOf(answer).slice(0, PAGE)) await read(withId(byId, id));
  };

  for (const listing of [...entities, ...LISTINGS]) await readListing(listing, listing.route, []);
  const obras = itemsOf(await json(get, '/api/obra?page=0&size=100'));
  for (const { id } of obras)
    for (const listing of PER_OBRA) {
      const inPath = listing.route.includes('{');
      await readListing(listing, inPath ? withId(listing.route, id) : listing.route, inPath ? [] : [`obraId=${id}`]);
    }

  const files = new Map<string, string>();
  for (const url of new Set(JSON.stringify([...answers.values()]).match(/\/api\/documento\/\d+/g) ?? []))
    files.set(url, await fileDigest(get, url));
  return { answers, files, skipped: [...skipped] };
}

/** A stored file as its content type and the sha256 of its bytes. */
async function fileDigest(get: Get, url: string): Promise<string> {
  const res = await get(url);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  const digest = crypto
    .createHash('sha256')
    .update(Buffer.from(await res.arrayBuffer()))
    .digest('hex');
  return `${res.headers.get('content-type')} sha256:${digest}`;
}

/**
 * Fields a migration turned from numbers into text, by the routes that answer them: what the older
 * server answered as a number must read now as its digits (0025: a factura's folio takes its Serie,
 * 'A-555', so 2101 reads '2101').
 */
const RETYPED: { route: RegExp; fields: string[] }[] = [{ route: /^\/api\/factura[/?]/, fields: ['folio'] }];

const retypedIn = (url: string) => new Set(RETYPED.filter(({ route }) => route.test(url)).flatMap((r) => r.fields));

/**
 * Menu items an entry offered among them moved down (server/db/seed/menu.ts, `insertAt`): a write to
 * each, so its version (`actualizado`) moves while everything it answers reads the same.
 */
const REORDERED = /^\/api\/menu-item\/\d+$/;
const movedVersion = (url: string, where: string) => REORDERED.test(url) && where.startsWith('.actualizado:');

/** Reads every URL and file of `before` again from the server behind `get`: what no longer reads the same. */
export async function readAgain(get: Get, before: Snapshot): Promise<string[]> {
  const found: string[] = [];
  for (const [url, answer] of before.answers) {
    const res = await get(url);
    if (res.status !== 200) found.push(`GET ${url}: ${res.status} ${await res.text()}`);
    else
      found.push(
        ...differences(answer, await res.json(), '', retypedIn(url))
          .filter((where) => !movedVersion(url, where))
          .map((where) => `GET ${url} ${where}`),
      );
  }
  for (const [url, digest] of before.files) {
    const now = await fileDigest(get, url).catch((error: Error) => error.message);
    if (now !== digest) found.push(`GET ${url}: ${digest} -> ${now}`);
  }
  return found;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/**
 * Where `now` does not read as `before` did: every field `before` holds must hold the same value in
 * `now`, arrays in the same order and length; `now` may add fields (a newer server answers more).
 * A field named in `textNow` may read as the text of the number it held (a column a migration made text).
 */
export function differences(
  before: unknown,
  now: unknown,
  at = '',
  textNow: ReadonlySet<string> = new Set(),
): string[] {
  if (Array.isArray(before)) {
    if (!Array.isArray(now) || now.length !== before.length) return [`${at}: ${shown(before)} -> ${shown(now)}`];
    return before.flatMap((item, i) => differences(item, now[i], `${at}[${i}]`, textNow));
  }
  if (before !== null && typeof before === 'object') {
    if (now === null || typeof now !== 'object' || Array.isArray(now))
      return [`${at}: ${shown(before)} -> ${shown(now)}`];
    return Object.entries(before).flatMap(([key, value]) => {
      const after = isRecord(now) ? now[key] : undefined;
      if (textNow.has(key) && typeof value === 'number' && after === String(value)) return [];
      return differences(value, after, `${at}.${key}`, textNow);
    });
  }
  return Object.is(before, now) ? [] : [`${at}: ${shown(before)} -> ${shown(now)}`];
}

/** The total of each paged list read, by URL: the counts an upgrade must not change. */
export const countsOf = (snapshot: Snapshot): Record<string, number> =>
  Object.fromEntries(
    [...snapshot.answers].flatMap(([url, answer]) => {
      const total = (answer as { totalElements?: unknown } | null)?.totalElements;
      return typeof total === 'number' ? [[url, total]] : [];
    }),
  );
