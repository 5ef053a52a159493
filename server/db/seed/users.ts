/**
 * Seeded users: the `admin` superuser always, and in demo mode one user per other role in the
 * main sucursal, each with generated permisos. Users that already exist are left as they are.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { permiso, usuario } from '../schema';
import { inTransaction } from '../tx';
import { hashPassword } from '../../auth/passwords';
import type { Role } from '../../auth/roles';
import { generarPermisos } from '../../modules/usuario/permisos.service';

export interface UserSeedOptions {
  adminPassword?: string;
  /** Where a generated admin password is kept; without it the password is only logged. */
  dataDir?: string;
  log?: { info(msg: string): void; warn(msg: string): void };
}

interface SeedUser {
  username: string;
  role: Role;
  nombres: string;
  apellidos: string;
}

const DEMO_USERS: SeedUser[] = [
  { username: 'supervisor', role: 'ROLE_ADMIN', nombres: 'Sofia', apellidos: 'Supervisora Demo' },
  { username: 'compras', role: 'ROLE_USER', nombres: 'Carlos', apellidos: 'Compras Demo' },
  { username: 'asistente', role: 'ROLE_ASSISTANT', nombres: 'Ana', apellidos: 'Asistente Demo' },
];

async function findUserId(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(sql`lower(${usuario.username})`, username.toLowerCase()));
  return row?.id;
}

async function insertUser(db: Db, user: SeedUser, sucursalId: number, password: string | null): Promise<number> {
  const passwordHash = password === null ? null : await hashPassword(password);
  return inTransaction(db, null, async (tx) => {
    const [created] = await tx
      .insert(usuario)
      .values({
        ...user,
        correo: `${user.username}@obras.local`,
        passwordHash,
        sucursalId,
      })
      .returning({ id: usuario.id });
    await generarPermisos(tx, created.id);
    return created.id;
  });
}

function generatedAdminPassword(opts: UserSeedOptions): string {
  const password = crypto.randomBytes(12).toString('base64url');
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    fs.writeFileSync(path.join(opts.dataDir, 'admin-password.txt'), `${password}\n`, { mode: 0o600 });
  }
  opts.log?.warn(`Usuario admin creado con contrasena generada: ${password} (guardada en DATA_DIR/admin-password.txt)`);
  return password;
}

/** Creates `admin`, or gives an existing admin without permisos its generated ones (menu seeded later). */
export async function ensureAdmin(db: Db, sucursalId: number, opts: UserSeedOptions): Promise<void> {
  const admin: SeedUser = {
    username: 'admin',
    role: 'ROLE_SUPERUSER',
    nombres: 'Administrador',
    apellidos: 'del Sistema',
  };
  const id = await findUserId(db, admin.username);
  if (id === undefined) {
    await insertUser(db, admin, sucursalId, opts.adminPassword ?? generatedAdminPassword(opts));
    return;
  }
  const [anyPermiso] = await db.select({ id: permiso.id }).from(permiso).where(eq(permiso.usuarioId, id)).limit(1);
  if (!anyPermiso) await inTransaction(db, null, (tx) => generarPermisos(tx, id));
}

/**
 * Demo users share admin's password only when ADMIN_PASSWORD is set. Otherwise they get no
 * password at all and cannot log in until an admin sets one: a generated admin password is
 * printed once, and demo accounts must not become a second, unannounced way in.
 */
export async function ensureDemoUsers(db: Db, sucursalId: number, adminPassword: string | undefined): Promise<void> {
  for (const user of DEMO_USERS) {
    if ((await findUserId(db, user.username)) === undefined) {
      await insertUser(db, user, sucursalId, adminPassword ?? null);
    }
  }
}
