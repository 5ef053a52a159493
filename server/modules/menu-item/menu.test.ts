import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { menuItem, permiso } from '../../db/schema';
import { MENU, type MenuEntry } from '../../db/seed/menu';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import type { MenuNode } from './menu-tree';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

async function menu(seccion: string, token: string): Promise<MenuNode[]> {
  const res = await server.request(`/api/menu-item/menu/${seccion}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as MenuNode[];
}

/** Names and nesting only, to compare with the seeded MENU. */
type Outline = { nombre: string; link: string | null; items?: Outline[] };
const outline = (nodes: MenuNode[]): Outline[] =>
  nodes.map((n) => ({ nombre: n.nombre, link: n.link, ...(n.items.length ? { items: outline(n.items) } : {}) }));
const expected = (entries: MenuEntry[]): Outline[] =>
  entries.map((e) => ({ nombre: e.nombre, link: e.link, ...(e.items ? { items: expected(e.items) } : {}) }));

describe('GET /api/menu-item/menu/{seccion}', () => {
  it('gives the superuser the whole tree of each section, in order', async () => {
    expect(outline(await menu('principal', adminToken))).toEqual(expected(MENU.principal));
    expect(outline(await menu('obras', adminToken))).toEqual(expected(MENU.obras));
  });

  it('answers nodes with id, padre, seccion, nombre, link, icono and items', async () => {
    const principal = await menu('principal', adminToken);
    const configuracion = principal.find((n) => n.nombre === 'Configuracion');
    expect(configuracion).toMatchObject({ padre: null, seccion: 'principal', link: null, icono: 'Settings' });
    expect(configuracion?.items[0]).toEqual({
      id: expect.any(Number),
      padre: { id: configuracion?.id },
      seccion: 'principal',
      nombre: 'Usuarios',
      link: '/configura/usuarios',
      icono: 'ManageAccounts',
      items: [],
    });
  });

  it('gives a ROLE_USER the obras section and the catalogs, without Configuracion', async () => {
    const user = await server.loginAs({ username: 'menu-user', role: 'ROLE_USER' });
    expect(outline(await menu('obras', user.token))).toEqual(expected(MENU.obras));
    const principal = outline(await menu('principal', user.token));
    expect(principal).toEqual(expected(MENU.principal.filter((e) => e.nombre !== 'Configuracion')));
  });

  it('hides a removed permiso on the next request, without a new login', async () => {
    const user = await server.loginAs({ username: 'menu-quita', role: 'ROLE_ADMIN' });
    const links = [
      '/cuentas-por-pagar/pendiente',
      '/cuentas-por-pagar/autorizado',
      '/cuentas-por-pagar/registro-pago',
      '/cuentas-por-pagar/antiguedad',
    ];
    const hide = async (hidden: string[]) => {
      const ids = (
        await server.db.select({ id: menuItem.id }).from(menuItem).where(inArray(menuItem.link, hidden))
      ).map((r) => r.id);
      await server.db
        .update(permiso)
        .set({ autorizado: false })
        .where(and(eq(permiso.usuarioId, user.id), inArray(permiso.menuItemId, ids)));
    };
    await hide(['/compra', ...links]);
    const obras = await menu('obras', user.token);
    expect(obras.map((n) => n.link)).not.toContain('/compra');
    const cuentas = obras.find((n) => n.nombre === 'Cuentas por Pagar');
    expect(cuentas?.items.map((n) => n.nombre)).toEqual(['Historial de Pagos']);

    await hide(['/cuentas-por-pagar/historial']);
    expect((await menu('obras', user.token)).map((n) => n.nombre)).not.toContain('Cuentas por Pagar');
  });

  it('answers 400 for an unknown seccion and 401 without a token', async () => {
    const res = await server.request('/api/menu-item/menu/secreta', { token: adminToken });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Seccion de menu desconocida: secreta');
    expect((await server.request('/api/menu-item/menu/obras')).status).toBe(401);
  });
});
