/** Test users: created straight in the database, with the permisos their role generates. */
import { sucursal, usuario } from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import { hashPassword } from '../auth/passwords';
import type { Role } from '../auth/roles';
import { generarPermisos } from '../modules/usuario/permisos.service';

export const TEST_PASSWORD = 'clave-pruebas-123';

export interface TestUserOptions {
  username: string;
  role: Role;
  /** Defaults to the main (first) sucursal. */
  sucursalId?: number;
  /** Defaults to TEST_PASSWORD; null leaves the user without a password. */
  password?: string | null;
  activo?: boolean;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  sucursalId: number;
}

async function mainSucursalId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sucursal.id }).from(sucursal).orderBy(sucursal.id).limit(1);
  if (!row) throw new Error('No hay sucursal: la base de datos no fue sembrada');
  return row.id;
}

export async function createTestUser(db: Db, options: TestUserOptions): Promise<TestUser> {
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const sucursalId = options.sucursalId ?? (await mainSucursalId(db));
  const passwordHash = password === null ? null : await hashPassword(password);
  const id = await inTransaction(db, null, async (tx) => {
    const [created] = await tx
      .insert(usuario)
      .values({
        username: options.username,
        passwordHash,
        role: options.role,
        nombres: `Nombre ${options.username}`,
        apellidos: 'Pruebas',
        correo: `${options.username}@pruebas.local`,
        sucursalId,
        activo: options.activo ?? true,
      })
      .returning({ id: usuario.id });
    await generarPermisos(tx, created.id);
    return created.id;
  });
  return { id, username: options.username, password: password ?? '', sucursalId };
}
