/**
 * Migration 0016 on a database seeded before 'Antiguedad de Saldos' existed: the entry lands under
 * Cuentas por Pagar after its siblings, with a permiso for each user of those screens, authorized
 * as theirs are; the new link opens the aging route.
 */
import fs from 'node:fs';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/server';
import { menuItem, permiso } from './schema';

const ANTIGUEDAD = '/cuentas-por-pagar/antiguedad';
const REGISTRO = '/cuentas-por-pagar/registro-pago';
const migration = fs.readFileSync(new URL('./migrations/0016_menu_antiguedad.sql', import.meta.url), 'utf8');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function migrate() {
  for (const statement of migration.split('--> statement-breakpoint')) await server.db.execute(sql.raw(statement));
}

const itemsOf = (link: string) => server.db.select().from(menuItem).where(eq(menuItem.link, link));

async function authorize(usuarioId: number, links: string[], autorizado: boolean) {
  const ids = (await server.db.select({ id: menuItem.id }).from(menuItem).where(inArray(menuItem.link, links))).map(
    (row) => row.id,
  );
  await server.db
    .update(permiso)
    .set({ autorizado })
    .where(and(eq(permiso.usuarioId, usuarioId), inArray(permiso.menuItemId, ids)));
}

async function permisoOf(usuarioId: number, menuItemId: number) {
  return server.db
    .select({ autorizado: permiso.autorizado })
    .from(permiso)
    .where(and(eq(permiso.usuarioId, usuarioId), eq(permiso.menuItemId, menuItemId)));
}

describe('migration 0016: Antiguedad de Saldos in an existing menu', () => {
  it('adds the entry beside Registro de Pago once, with the permisos of its siblings, and the link opens the aging', async () => {
    const pagador = await server.loginAs({ username: 'antiguedad-pagador', role: 'ROLE_USER' });
    const ajeno = await server.loginAs({ username: 'antiguedad-ajeno', role: 'ROLE_USER' });
    const cuentas = (
      await server.db.select({ link: menuItem.link }).from(menuItem).where(like(menuItem.link, '/cuentas-por-pagar/%'))
    ).map((row) => row.link as string);
    await authorize(pagador.id, cuentas, false);
    await authorize(pagador.id, [REGISTRO], true);
    await authorize(ajeno.id, cuentas, false);
    // The database as it was before the entry: the seed put it there, so it goes (its permisos with it).
    await server.db.delete(menuItem).where(eq(menuItem.link, ANTIGUEDAD));
    const [registro] = await itemsOf(REGISTRO);
    const siblings = await server.db.select().from(menuItem).where(eq(menuItem.padreId, registro.padreId!));

    await migrate();
    await migrate();
    const added = await itemsOf(ANTIGUEDAD);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      seccion: 'obras',
      nombre: 'Antiguedad de Saldos',
      icono: 'HourglassBottom',
      padreId: registro.padreId,
      orden: Math.max(...siblings.map((item) => item.orden)) + 1,
    });
    expect(await permisoOf(pagador.id, added[0].id)).toEqual([{ autorizado: true }]);
    expect(await permisoOf(ajeno.id, added[0].id)).toEqual([{ autorizado: false }]);

    // Only the new link: the aging answers, and the side menu shows the entry under its parent.
    await authorize(pagador.id, cuentas, false);
    const sinPermiso = await server.request('/api/contabilidad/antiguedad', { token: pagador.token });
    expect(sinPermiso.status).toBe(403);
    await authorize(pagador.id, [ANTIGUEDAD], true);
    expect((await server.request('/api/contabilidad/antiguedad', { token: pagador.token })).status).toBe(200);
    const menu = (await (await server.request('/api/menu-item/menu/obras', { token: pagador.token })).json()) as {
      nombre: string;
      items: { nombre: string }[];
    }[];
    expect(menu.find((item) => item.nombre === 'Cuentas por Pagar')?.items.map((item) => item.nombre)).toEqual([
      'Antiguedad de Saldos',
    ]);
  });
});
