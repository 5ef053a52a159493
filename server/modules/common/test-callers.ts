/**
 * Test callers other than `admin`: a user of a given role and sucursal with authorized permisos
 * for exactly the listed menu links (menu items are created when the seeded menu lacks them).
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Role } from '../../auth/roles';
import { menuItem, permiso, sucursal, usuario } from '../../db/schema';
import type { TestServer } from '../../test-support/server';

const PASSWORD = 'clave-de-pruebas-1';

export interface CallerSpec {
  username: string;
  sucursalId: number;
  role?: Role;
  menus?: string[];
}

async function menuItemId(server: TestServer, link: string): Promise<number> {
  const [found] = await server.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, link));
  if (found) return found.id;
  const [created] = await server.db
    .insert(menuItem)
    .values({ seccion: 'principal', nombre: link, link, icono: 'Home' })
    .returning({ id: menuItem.id });
  return created.id;
}

/** Creates the user and returns a bearer token of theirs. */
export async function tokenFor(server: TestServer, spec: CallerSpec): Promise<string> {
  const [user] = await server.db
    .insert(usuario)
    .values({
      username: spec.username,
      passwordHash: await hashPassword(PASSWORD),
      role: spec.role ?? 'ROLE_USER',
      nombres: spec.username,
      apellidos: 'Pruebas',
      correo: `${spec.username}@pruebas.local`,
      sucursalId: spec.sucursalId,
    })
    .returning({ id: usuario.id });
  for (const link of spec.menus ?? []) {
    await server.db.insert(permiso).values({ usuarioId: user.id, menuItemId: await menuItemId(server, link), autorizado: true });
  }
  return server.login(spec.username, PASSWORD);
}

/** The seeded main sucursal and a second one, for scoping tests. */
export async function twoSucursales(server: TestServer): Promise<{ matriz: number; otra: number }> {
  const [matriz] = await server.db.select({ id: sucursal.id }).from(sucursal).orderBy(sucursal.id).limit(1);
  const [otra] = await server.db.insert(sucursal).values({ nombre: 'Sucursal Pruebas' }).returning({ id: sucursal.id });
  return { matriz: matriz.id, otra: otra.id };
}
