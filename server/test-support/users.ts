/** Test users: created straight in the database, with the permisos their role generates. */
import argon2 from 'argon2';
import { sucursal, usuario } from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import type { Role } from '../auth/roles';
import { generarPermisos } from '../modules/usuario/permisos.service';

export const TEST_PASSWORD = 'clave-pruebas-123';
/** The password of the seeded `admin` (and of the demo users, as with ADMIN_PASSWORD set). */
export const ADMIN_PASSWORD = 'admin-pruebas-123';

/**
 * argon2id at its lowest cost, for users the tests create: the server verifies a hash with the
 * parameters the hash names, so logging them in takes a millisecond. What the server hashes
 * itself (server/auth/passwords.ts) keeps the production cost.
 */
export const cheapHash = (plain: string) =>
  argon2.hash(plain, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });

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
  const passwordHash = password === null ? null : await cheapHash(password);
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
