import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menuItem, permiso } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { Role } from '../../auth/roles';
import { startTestServer, type TestServer } from '../../test-support/server';
import { generarPermisos } from './permisos.service';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function permisosOf(usuarioId: number) {
  return server.db
    .select({ nombre: menuItem.nombre, link: menuItem.link, seccion: menuItem.seccion, autorizado: permiso.autorizado })
    .from(permiso)
    .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
    .where(eq(permiso.usuarioId, usuarioId));
}

const denied = (rows: { nombre: string; autorizado: boolean }[]) =>
  rows
    .filter((r) => !r.autorizado)
    .map((r) => r.nombre)
    .sort();

/** The Configuracion entries a ROLE_USER or ROLE_ASSISTANT is denied, by name. */
const CONFIGURACION = ['Configuracion', 'Diseño de catalogos', 'Menú', 'Permisos', 'Sucursales', 'Usuarios'];

describe('generarPermisos', () => {
  it.each<Role>(['ROLE_ADMIN', 'ROLE_SUPERUSER'])('authorizes every menu item for %s', async (role) => {
    const user = await server.createUser({ username: `todo-${role}`, role });
    const rows = await permisosOf(user.id);
    const items = await server.db.select({ id: menuItem.id }).from(menuItem);
    expect(rows).toHaveLength(items.length);
    expect(denied(rows)).toEqual([]);
  });

  it.each<Role>(['ROLE_USER', 'ROLE_ASSISTANT'])('denies only Configuracion and its children for %s', async (role) => {
    const user = await server.createUser({ username: `parcial-${role}`, role });
    const rows = await permisosOf(user.id);
    expect(denied(rows)).toEqual(CONFIGURACION);
    expect(rows.filter((r) => r.seccion === 'obras').every((r) => r.autorizado)).toBe(true);
  });

  it('recreates the permisos, undoing manual changes and leaving one per menu item', async () => {
    const user = await server.createUser({ username: 'regenerado', role: 'ROLE_USER' });
    await server.db.update(permiso).set({ autorizado: true }).where(eq(permiso.usuarioId, user.id));
    await inTransaction(server.db, null, (tx) => generarPermisos(tx, user.id));
    await inTransaction(server.db, null, (tx) => generarPermisos(tx, user.id));
    const rows = await permisosOf(user.id);
    const items = await server.db.select({ id: menuItem.id }).from(menuItem);
    expect(rows).toHaveLength(items.length);
    expect(denied(rows)).toEqual(CONFIGURACION);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(inTransaction(server.db, null, (tx) => generarPermisos(tx, 999_999))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
