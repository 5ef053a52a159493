/**
 * Seeded users: the `admin` superuser always, and in demo mode one user per other role in the
 * main sucursal, each with generated permisos. Users that already exist are left as they are.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menuItem, permiso, sucursal, usuario } from '../schema';
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

/** The charges' screens where a payment is authorized and where it is paid. */
const AUTORIZA_PAGOS = ['/cuentas-por-pagar/pendiente', '/cuentas-por-pagar/autorizado'];
const PAGA = ['/cuentas-por-pagar/registro-pago'];

/**
 * The demo users as an office would have them (docs/product.md §6): the supervisor sees everything;
 * the purchasing clerk orders and buys but neither authorizes nor pays (his role's order limit is
 * zero, and `sinPermiso` takes the payments' screens from his generated permisos); the assistant
 * schedules payments but does not pay them.
 */
const DEMO_USERS: (SeedUser & { sinPermiso: string[] })[] = [
  { username: 'supervisor', role: 'ROLE_ADMIN', nombres: 'Sofia', apellidos: 'Supervisora Demo', sinPermiso: [] },
  {
    username: 'compras',
    role: 'ROLE_USER',
    nombres: 'Carlos',
    apellidos: 'Compras Demo',
    sinPermiso: [...AUTORIZA_PAGOS, ...PAGA],
  },
  { username: 'asistente', role: 'ROLE_ASSISTANT', nombres: 'Ana', apellidos: 'Asistente Demo', sinPermiso: PAGA },
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
  let created = false;
  for (const { sinPermiso, ...user } of DEMO_USERS) {
    if ((await findUserId(db, user.username)) !== undefined) continue;
    created = true;
    const id = await insertUser(db, user, sucursalId, adminPassword ?? null);
    if (sinPermiso.length === 0) continue;
    const items = db.select({ id: menuItem.id }).from(menuItem).where(inArray(menuItem.link, sinPermiso));
    await db
      .update(permiso)
      .set({ autorizado: false })
      .where(and(eq(permiso.usuarioId, id), inArray(permiso.menuItemId, items)));
  }
  // A ROLE_USER (the purchasing clerk) authorizes no order, unless an admin already set a limit;
  // only on the first start, so a limit an admin removes later stays removed.
  if (!created) return;
  await db
    .update(sucursal)
    .set({ limiteUsuario: '0' })
    .where(and(eq(sucursal.id, sucursalId), isNull(sucursal.limiteUsuario)));
}
