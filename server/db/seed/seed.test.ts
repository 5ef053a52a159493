import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { validateRecord } from '../../../schemas/validation';
import { schemas } from '../../../schemas';
import { gasto, menuItem, permiso, sucursal, usuario } from '../schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { seedDatabase } from '.';
import { MENU, type MenuEntry } from '../../../schemas/menu';

const count = async (server: TestServer, table: typeof menuItem | typeof permiso | typeof usuario | typeof sucursal) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe('seed with SEED=demo and ADMIN_PASSWORD', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
  });
  afterAll(() => server.close());

  it.each([
    ['supervisor', 'ROLE_ADMIN'],
    ['compras', 'ROLE_USER'],
    ['asistente', 'ROLE_ASSISTANT'],
  ])('creates %s (%s) with admin password, main sucursal and permisos', async (username, role) => {
    const token = await server.login(username, ADMIN_PASSWORD);
    const me = (await (await server.request('/api/usuario/me', { token })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ role, sucursal: 'Matriz' });
    const menu = (await (await server.request('/api/menu-item/menu/obras', { token })).json()) as unknown[];
    expect(menu.length).toBeGreaterThan(0);
  });

  it('gives the demo users the permisos of their jobs: compras neither authorizes nor pays, asistente does not pay', async () => {
    const denied = async (username: string) =>
      (
        await server.db
          .select({ link: menuItem.link })
          .from(permiso)
          .innerJoin(usuario, eq(usuario.id, permiso.usuarioId))
          .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
          .where(sql`${usuario.username} = ${username} and not ${permiso.autorizado} and ${menuItem.link} is not null`)
      )
        .map((row) => row.link)
        .sort();
    expect(await denied('compras')).toEqual(
      expect.arrayContaining([
        '/cuentas-por-pagar/autorizado',
        '/cuentas-por-pagar/pendiente',
        '/cuentas-por-pagar/registro-pago',
      ]),
    );
    expect(await denied('compras')).not.toContain('/orden-compra');
    expect(await denied('asistente')).toContain('/cuentas-por-pagar/registro-pago');
    expect(await denied('asistente')).not.toContain('/cuentas-por-pagar/pendiente');
    expect(await denied('supervisor')).toEqual([]);
    const token = await server.login('compras', ADMIN_PASSWORD);
    const cargos = await server.request('/api/contabilidad/cargos/nopagados?obraId=1&authorized=false', { token });
    expect(cargos.status).toBe(403);
    // An order is authorized by whom the sucursal's limits allow: the purchasing clerk's is zero.
    const [matriz] = await server.db.select().from(sucursal).where(eq(sucursal.nombre, 'Matriz'));
    expect(matriz.limiteUsuario).toBe('0.00');
  });

  it('names the catalog designer apart from the catalogs it designs', async () => {
    const [designer] = await server.db.select().from(menuItem).where(eq(menuItem.link, '/configura/catalogos'));
    expect(designer.nombre).toBe('Diseño de catalogos');
  });

  it('gives the admin generated permisos', async () => {
    const [admin] = await server.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'admin'));
    const rows = await server.db.select().from(permiso).where(eq(permiso.usuarioId, admin.id));
    expect(rows).toHaveLength(await count(server, menuItem));
    expect(rows.every((r) => r.autorizado)).toBe(true);
  });

  it('seeds a menu that the menu item schema accepts', async () => {
    const items = await server.db.select().from(menuItem);
    // Exactly the declared menu (schemas/menu.ts): this server has no catalogs.
    const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.items ?? [])]);
    const declared = flat([...MENU.principal, ...MENU.obras]).map((e) => [e.nombre, e.link]);
    expect(items.map((item) => [item.nombre, item.link]).sort()).toEqual(declared.sort());
    // The version columns are the server's, not seeded data: the read answers them as text.
    for (const { actualizado: _version, actualizadoPor: _por, ...item } of items) {
      const padre = item.padreId === null ? undefined : { id: item.padreId };
      const { errors } = validateRecord(schemas.menuItem, { ...item, padre, link: item.link ?? undefined });
      expect(errors, item.nombre).toBeNull();
    }
  });

  it('adds nothing when it runs again', async () => {
    const before = await Promise.all([menuItem, permiso, usuario, sucursal].map((t) => count(server, t)));
    await seedDatabase(server.db, { mode: 'demo', adminPassword: ADMIN_PASSWORD });
    const after = await Promise.all([menuItem, permiso, usuario, sucursal].map((t) => count(server, t)));
    expect(after).toEqual(before);
  });

  it('leaves the partida of every gasto as it is when it runs again (the demo spread them once)', async () => {
    const partidas = () => server.db.select({ id: gasto.id, partidaId: gasto.partidaId }).from(gasto).orderBy(gasto.id);
    // A user moves every gasto off its partida: another start must not put them back.
    await server.db.update(gasto).set({ partidaId: null });
    const before = await partidas();
    expect(before.length).toBeGreaterThan(0);
    await seedDatabase(server.db, { mode: 'demo', adminPassword: ADMIN_PASSWORD });
    expect(await partidas()).toEqual(before);
  });
});

describe('seed without ADMIN_PASSWORD', () => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-seed-'));
    await server.db.delete(usuario).where(eq(usuario.username, 'admin'));
    await seedDatabase(server.db, { mode: 'demo', dataDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates an admin password, keeps it in DATA_DIR and lets admin log in with it', async () => {
    const password = fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    await expect(server.login('admin', password)).resolves.toEqual(expect.any(String));
  });

  it('leaves the demo users without a password, so they cannot log in', async () => {
    const password = fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8').trim();
    const [supervisor] = await server.db.select().from(usuario).where(eq(usuario.username, 'supervisor'));
    expect(supervisor.passwordHash).toBeNull();
    const res = await server.request('/unauth/authenticate', {
      method: 'POST',
      json: { username: 'supervisor', password },
    });
    expect(res.status).toBe(401);
  });
});
