/**
 * First-start data (DESIGN.md §2). Always: the main sucursal, the menu and the `admin` superuser.
 * With SEED=demo (the default) also realistic demo records, loaded only into an empty database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sucursal, usuario } from '../schema';
import { hashPassword } from '../../auth/passwords';
import { seedMenu } from './menu';
import { seedDemo } from './demo';

export interface SeedOptions {
  mode: 'demo' | 'none';
  adminPassword?: string;
  /** Where a generated admin password is kept; without it the password is only logged. */
  dataDir?: string;
  log?: { info(msg: string): void; warn(msg: string): void };
}

async function ensureMainSucursal(db: Db): Promise<number> {
  const [existing] = await db.select({ id: sucursal.id }).from(sucursal).orderBy(sucursal.id).limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(sucursal).values({ nombre: 'Matriz', direccion: 'Hermosillo, Sonora' }).returning();
  return created.id;
}

function generatedAdminPassword(opts: SeedOptions): string {
  const password = crypto.randomBytes(12).toString('base64url');
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    fs.writeFileSync(path.join(opts.dataDir, 'admin-password.txt'), `${password}\n`, { mode: 0o600 });
  }
  opts.log?.warn(`Usuario admin creado con contrasena generada: ${password} (guardada en DATA_DIR/admin-password.txt)`);
  return password;
}

async function ensureAdmin(db: Db, sucursalId: number, opts: SeedOptions): Promise<void> {
  const [existing] = await db.select({ id: usuario.id }).from(usuario).where(eq(sql`lower(${usuario.username})`, 'admin'));
  if (existing) return;
  const password = opts.adminPassword ?? generatedAdminPassword(opts);
  await db.insert(usuario).values({
    username: 'admin',
    passwordHash: await hashPassword(password),
    role: 'ROLE_SUPERUSER',
    nombres: 'Administrador',
    apellidos: 'del Sistema',
    correo: 'admin@obras.local',
    sucursalId,
  });
}

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const sucursalId = await ensureMainSucursal(db);
  await ensureAdmin(db, sucursalId, opts);
  await seedMenu(db);
  if (opts.mode === 'demo') await seedDemo(db, sucursalId);
}
