/** A menu entry declared after a database was seeded reaches it at the next start, once (./menu.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test-support/server';
import { menuItem, menuOfrecido, permiso, usuario } from '../schema';
import { MENU, seedMenu, type MenuEntry } from './menu';
import type { Menu } from '../../../schemas/menu';

/** MENU with `entry` right after the obra section's `despues` link. */
function menuWith(entry: MenuEntry, despues: string): Menu {
  const obras = [...MENU.obras];
  obras.splice(obras.findIndex((e) => e.link === despues) + 1, 0, entry);
  return { ...MENU, obras };
}

// A screen no release has (the estimaciones' own entry is already in MENU).
const RETENCIONES: MenuEntry = {
  nombre: 'Retenciones',
  link: '/retencion',
  icono: 'RequestQuote',
  permisoComo: '/cobro',
};
const BITACORA_OBRA: MenuEntry = { nombre: 'Bitacora de obra', link: '/bitacora-obra', icono: 'History' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
});
afterAll(() => server.close());

const obraSection = async () =>
  (
    await server.db
      .select({ link: menuItem.link, orden: menuItem.orden })
      .from(menuItem)
      .where(and(eq(menuItem.seccion, 'obras'), isNull(menuItem.padreId)))
      .orderBy(asc(menuItem.orden))
  ).map((r) => r.link);

/** Each user's permiso for `link`: username → autorizado. */
async function permisosOf(link: string): Promise<Record<string, boolean>> {
  const rows = await server.db
    .select({ username: usuario.username, autorizado: permiso.autorizado })
    .from(permiso)
    .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
    .innerJoin(usuario, eq(usuario.id, permiso.usuarioId))
    .where(eq(menuItem.link, link));
  return Object.fromEntries(rows.map((r) => [r.username, r.autorizado]));
}

describe('menu entries declared after the seed', () => {
  it('a new database has every declared link recorded as given', async () => {
    const recorded = await server.db.select({ link: menuOfrecido.link }).from(menuOfrecido);
    expect(recorded.map((r) => r.link)).toContain('/presupuesto');
    expect(recorded.map((r) => r.link)).toContain('/configura/catalogos');
  });

  it('adds a new entry after its declared sibling, with permisos as those of its permisoComo link', async () => {
    const before = await obraSection();
    await seedMenu(server.db, menuWith(RETENCIONES, '/cobro'));
    const after = await obraSection();
    const at = before.indexOf('/cobro') + 1;
    expect(after).toEqual([...before.slice(0, at), '/retencion', ...before.slice(at)]);
    const cobro = await permisosOf('/cobro');
    expect(Object.keys(cobro).length).toBeGreaterThan(1);
    expect(await permisosOf('/retencion')).toEqual(cobro);
  });

  it('without permisoComo, authorizes it for admins only', async () => {
    await seedMenu(server.db, menuWith(BITACORA_OBRA, '/demo'));
    const roles = await server.db.select({ username: usuario.username, role: usuario.role }).from(usuario);
    const admins = new Set(['ROLE_ADMIN', 'ROLE_SUPERUSER']);
    expect(await permisosOf('/bitacora-obra')).toEqual(
      Object.fromEntries(roles.map((u) => [u.username, admins.has(u.role)])),
    );
  });

  it('gives it once: a second start changes nothing, and an admin who removed it does not get it back', async () => {
    const menu = menuWith(RETENCIONES, '/cobro');
    const before = await obraSection();
    await seedMenu(server.db, menu);
    expect(await obraSection()).toEqual(before);
    await server.db.delete(menuItem).where(eq(menuItem.link, '/retencion'));
    await seedMenu(server.db, menu);
    expect(await obraSection()).not.toContain('/retencion');
  });

  it('a database migrated before a screen existed gets its entry at the next start', async () => {
    // As migration 0027 leaves a menu seeded before the ajustes: their link neither there nor given.
    await server.db.delete(menuItem).where(eq(menuItem.link, '/ajuste-presupuesto'));
    await server.db.delete(menuOfrecido).where(eq(menuOfrecido.link, '/ajuste-presupuesto'));
    await seedMenu(server.db);
    expect(await obraSection()).toContain('/ajuste-presupuesto');
    expect(await permisosOf('/ajuste-presupuesto')).toEqual(await permisosOf('/presupuesto'));
  });
});
