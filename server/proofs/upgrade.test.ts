/**
 * Upgrades are proven (README "Proofs"): the server of the commit before the newest migration
 * (./upgrade/old-tree.ts) starts as a child process on a fresh database with the demo data; what it
 * answers is read (./upgrade/reads.ts) and it stops. Then this checkout's server starts on the same
 * data, which migrates it: every record and count must read as before (new fields allowed), every
 * comprobante must be the same bytes, a token of the old server must still be accepted, writes must
 * work (a cliente; an orden de compra authorized, its compra generated, a comprobante attached), the
 * menu entries declared since must have arrived with their permisos, and the books must balance. PGlite in a temporary DATA_DIR; with TEST_DATABASE_URL, a fresh PostgreSQL
 * database instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { PDF_FILE } from '../files/test-files';
import { reviewLedger } from '../domain/ledger-invariants';
import { loginTo, startChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { ADMIN_PASSWORD } from '../test-support/users';
import { childData } from '../test-support/child-data';
import { startTestServer } from '../test-support/server';
import { MENU, type MenuEntry } from '../../schemas/menu';
import { extractTree, findOldCommit } from './upgrade/old-tree';
import {
  countsOf,
  entityListings,
  getRoutes,
  readAgain,
  REQUIRED,
  takeSnapshot,
  type Get,
  type Snapshot,
} from './upgrade/reads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The same environment for both servers, as an upgrade in place keeps it (SEED=demo is the default).
const data = childData('upgrade', { SEED: 'demo' });
const { env, postgresUrl } = data;
let oldTree: string | undefined;
let server: ChildServer | undefined;

beforeAll(() => data.create());

afterAll(async () => {
  if (server) await stopChildServer(server, 'SIGKILL');
  if (oldTree) fs.rmSync(oldTree, { recursive: true, force: true });
  await data.remove();
});

const getter =
  (baseUrl: string, token: string): Get =>
  (url) =>
    fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });

async function send(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

/** Stops the server with SIGTERM, as an admin's upgrade does, and expects a clean exit. */
async function stop(running: ChildServer): Promise<void> {
  await stopChildServer(running, 'SIGTERM');
  expect([running.process.exitCode, running.process.signalCode], running.output()).toEqual([0, null]);
  server = undefined;
}

/** Every entry of the declared menu (schemas/menu.ts) with a link. */
const declaredEntries = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [...(entry.link ? [entry] : []), ...declaredEntries(entry.items ?? [])]);

type MenuRow = { id: number; link?: string | null; icono: string };
const menuOf = async (get: Get) => (await (await get('/api/menu-item/list-all')).json()) as MenuRow[];

/**
 * The upgrade's start brings each declared entry the old menu lacked (server/db/seed/menu.ts): every
 * declared link is in the menu once, a new one with its declared icon, and every user has a permiso
 * for each.
 */
async function declaredMenuArrived(get: Get, oldLinks: Set<string>): Promise<void> {
  const items = await menuOf(get);
  for (const entry of declaredEntries([...MENU.principal, ...MENU.obras])) {
    const found = items.filter((item) => item.link === entry.link);
    expect(found.length, `menu entries ${entry.link}`).toBe(1);
    if (!oldLinks.has(entry.link!)) expect(found[0].icono, `icono of ${entry.link}`).toBe(entry.icono);
  }
  const declared = new Set(declaredEntries([...MENU.principal, ...MENU.obras]).map((entry) => entry.link));
  const declaredIds = items.filter((item) => declared.has(item.link ?? null)).map((item) => item.id);
  const users = (await (await get('/api/usuario/list-all')).json()) as { id: number; username: string }[];
  expect(users.length).toBeGreaterThan(1);
  for (const user of users) {
    const permisos = (await (await get(`/api/usuario/permisos-list?idUsuario=${user.id}`)).json()) as {
      menuItem: { id: number };
    }[];
    const held = new Set(permisos.map((p) => p.menuItem.id));
    expect(
      declaredIds.filter((id) => !held.has(id)),
      `menu items without a permiso of ${user.username}`,
    ).toEqual([]);
  }
}

/** What the data the old server left must still allow: the writes of a day's work. */
async function writesWork(baseUrl: string, token: string, before: Snapshot): Promise<void> {
  const call = (method: string, url: string, body?: unknown) => send(baseUrl, token, method, url, body);
  const created = async (method: string, url: string, body: unknown, status = 201) => {
    const res = await call(method, url, body);
    expect(res.status, `${method} ${url}: ${res.text}`).toBe(status);
    return res.json();
  };
  const readBack = async (url: string) => {
    const res = await call('GET', url);
    expect(res.status, `GET ${url}: ${res.text}`).toBe(200);
    return res.json();
  };

  const cliente = await created('POST', '/api/cliente', {
    nombre: 'Constructora Actualizada',
    razonSocial: 'Constructora Actualizada SA de CV',
    direccion: 'Blvd. Kino 400, Hermosillo, Sonora',
    rfc: 'CAC080312K39',
    correoElectronico: 'contacto@actualizada.mx',
    telefonoContacto: '662 100 2000',
    correoContacto: 'obra@actualizada.mx',
    diasCredito: 15,
  });
  expect(await readBack(`/api/cliente/${cliente.id}`)).toEqual(cliente);
  const clientes = before.answers.get('/api/cliente?page=0&pageSize=10') as { totalElements: number };
  expect((await readBack('/api/cliente?page=0&pageSize=10')).totalElements).toBe(clientes.totalElements + 1);

  // A demo obra still open, a demo proveedor and concepto: records the old server wrote.
  const obras = (before.answers.get('/api/obra?page=0&size=10') as { content: { id: number; terminado: boolean }[] })
    .content;
  const obra = obras.find((o) => !o.terminado);
  const proveedor = (before.answers.get('/api/proveedor/page?page=0&pageSize=10') as { content: { id: number }[] })
    .content[0];
  const concepto = (before.answers.get('/api/concepto?page=0&pageSize=10') as { content: { id: number }[] }).content[0];
  expect(obra && proveedor && concepto, 'an open demo obra, a proveedor and a concepto').toBeTruthy();

  const orden = await created('POST', '/api/ordenCompra', {
    fecha: '2026-03-03',
    proveedor: { id: proveedor.id },
    obra: { id: obra!.id },
    condicion: 'Contado',
    ordenCompraDetalles: [
      {
        cantidad: 3,
        conceptoId: concepto.id,
        descripcion: 'Varilla',
        unidadMedida: 'pza',
        precioUnitario: 120.5,
        tasaiva: 0.16,
      },
      { cantidad: 2.5, descripcion: 'Alambre recocido', unidadMedida: 'kg', precioUnitario: 38.5, tasaiva: 0.16 },
    ],
  });
  expect(orden).toMatchObject({ status: 'creado', subTotal: 457.75, total: 530.99 });
  const autorizada = await created('POST', `/api/ordenCompra/${orden.id}/autorizar`, undefined, 200);
  expect(autorizada.status).toBe('autorizado');
  expect(await readBack(`/api/ordenCompra/${orden.id}`)).toMatchObject({
    status: 'autorizado',
    ordenCompraDetalles: orden.ordenCompraDetalles,
  });

  const compra = await created('POST', `/api/compra/ordenCompra/${orden.id}`, undefined);
  expect(compra).toMatchObject({ status: 'creado', total: 530.99, ordenCompra: { id: orden.id } });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF_FILE)]), 'factura.pdf');
  const subida = await fetch(`${baseUrl}/api/compra/${compra.id}/comprobante`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(subida.status, await subida.clone().text()).toBe(200);
  const { comprobante } = await readBack(`/api/compra/${compra.id}`);
  const file = await fetch(`${baseUrl}${comprobante}`, { headers: { authorization: `Bearer ${token}` } });
  expect(Buffer.from(await file.arrayBuffer()).equals(PDF_FILE), `GET ${comprobante}`).toBe(true);
}

it(`upgrades the data of the commit before the newest migration to this one (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const phases: string[] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    phases.push(`${name} ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    mark = performance.now();
  };
  const old = findOldCommit(root);
  oldTree = extractTree(root, old.hash);
  // Each entity's list and read by id, as this checkout's routes serve them.
  const current = await startTestServer();
  const entities = entityListings(current.app.routeRules);
  await current.close();
  expect(entities.map((listing) => listing.route)).toEqual(expect.arrayContaining(REQUIRED));

  // The old server seeds the demo data and answers what it holds.
  phase('checkout and routes');
  server = await startChildServer(env, oldTree);
  phase('old start and seed');
  const oldToken = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
  const oldGet = getter(server.baseUrl, oldToken);
  const before = await takeSnapshot(oldGet, await getRoutes(oldGet), entities);
  const oldLinks = new Set((await menuOf(oldGet)).flatMap((item) => (item.link ? [item.link] : [])));
  await stop(server);
  phase('old reads and stop');
  const counts = countsOf(before);
  expect(
    REQUIRED.filter((route) => !Object.keys(counts).some((url) => url.startsWith(`${route}?`))),
    `lists ${old.title} did not answer`,
  ).toEqual([]);
  expect(before.files.size, 'comprobantes read').toBeGreaterThan(0);

  // This checkout's server migrates the same data on start.
  server = await startChildServer(env);
  phase('new start and migration');
  const me = await send(server.baseUrl, oldToken, 'GET', '/api/usuario/me');
  expect(me.status, `a token of the old server after the upgrade: ${me.text}`).toBe(200);
  const token = await loginTo(server.baseUrl, 'admin', ADMIN_PASSWORD);
  expect(
    await readAgain(getter(server.baseUrl, token), before),
    `read again after upgrading from ${old.title}`,
  ).toEqual([]);
  phase('reads again');
  await declaredMenuArrived(getter(server.baseUrl, token), oldLinks);
  await writesWork(server.baseUrl, token, before);
  await stop(server);
  phase('writes and stop');

  // The books of the upgraded data balance (npm run verificar), the new writes included.
  const upgraded = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(data.dataDir, 'pglite'),
    migrate: false,
  });
  try {
    expect((await reviewLedger(upgraded.db)).breaks.map((row) => row.message)).toEqual([]);
  } finally {
    await upgraded.close();
  }
  phase('books');

  // The run's report: which commit, how much was compared, where the time went (warn shows in every reporter).
  console.warn(
    `Upgrade from ${old.title} (parent of ${old.migratedBy.slice(0, 7)}): ${before.answers.size} reads, ` +
      `${Object.keys(counts).length} counts, ${before.files.size} comprobantes compared` +
      (before.skipped.length ? `; routes the old server lacks: ${before.skipped.join(', ')}` : '') +
      `\n${phases.join(', ')}`,
  );
}, 240_000);
