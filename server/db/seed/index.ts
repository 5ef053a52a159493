/**
 * First-start data (docs/architecture.md). Always: the main sucursal, the menu, the `admin` superuser and
 * the concepto lookups. With SEED=demo (the default) also demo users and realistic demo records: the
 * seed's own, then each module's (./module-demos.ts). Every step only adds what is missing, so seeding
 * on every start never duplicates anything.
 */
import type { Db } from '../client';
import { sucursal } from '../schema';
import { seedMenu } from './menu';
import { seedDemo } from './demo';
import { seedPartidasDemo } from './partidas-demo';
import { seedCatalogosDemo, seedLookups } from './catalogos';
import { ensureAdmin, ensureDemoUsers, type UserSeedOptions } from './users';
import { seedCatalogos } from './catalogo-menu';
import { seedEmpleadosDemo } from './empleados';
import { seedOrdenesDemo } from './ordenes';
import { seedComprasDemo } from './compras';
import { seedCuentasPorPagarDemo } from './cuentas-por-pagar';
import { seedNominasDemo } from './nominas';
import { moduleDemos } from './module-demos';
import type { FileStore } from '../../files/storage';
import type { Catalogo } from '../../modules/catalogo/registry';

export interface SeedOptions extends UserSeedOptions {
  mode: 'demo' | 'none';
  /** The catalog files of schemas/catalogos/: stored when the database lacks them (./catalogo-menu.ts). */
  catalogos?: Catalogo[];
  /** Where demo comprobantes go (the server's file store); without it no demo compras, gastos or facturas are loaded. */
  files?: FileStore;
}

async function ensureMainSucursal(db: Db): Promise<number> {
  const [existing] = await db.select({ id: sucursal.id }).from(sucursal).orderBy(sucursal.id).limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(sucursal).values({ nombre: 'Matriz', direccion: 'Hermosillo, Sonora' }).returning();
  return created.id;
}

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const sucursalId = await ensureMainSucursal(db);
  // The menu goes first: generated permisos need its items.
  await seedMenu(db);
  await seedCatalogos(db, opts.catalogos ?? []);
  await ensureAdmin(db, sucursalId, opts);
  await seedLookups(db);
  if (opts.mode === 'demo') {
    await ensureDemoUsers(db, sucursalId, opts.adminPassword);
    const nueva = await seedDemo(db, sucursalId);
    await seedEmpleadosDemo(db, sucursalId);
    await seedCatalogosDemo(db);
    await seedOrdenesDemo(db);
    await seedNominasDemo(db, sucursalId);
    if (opts.files) {
      await seedComprasDemo(db, opts.files, sucursalId);
      await seedCuentasPorPagarDemo(db, opts.files, sucursalId);
    }
    // Spreads the demo's own documents once, on the start that loaded them: on any later start it
    // would move what users charged to their partidas.
    if (nueva) await seedPartidasDemo(db);
    for (const step of await moduleDemos()) await step.seed(db, { sucursalId, files: opts.files, nueva });
  }
}
