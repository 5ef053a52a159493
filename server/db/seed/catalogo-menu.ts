/**
 * A menu entry for every admin-defined catalog (docs/architecture.md), under a "Catalogos" parent of the
 * principal section, added on the start that first finds the catalog. Its routes declare the
 * entry's link as their access rule, so the new entry is authorized for existing admins at once;
 * other existing users get it unauthorized until an admin grants it in Permisos. Users created
 * later get it from generarPermisos like any principal catalog. Existing entries are never
 * touched: admins may rename or move them.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { catalogoEsquema, menuItem, permiso, usuario } from '../schema';
import { inTransaction } from '../tx';
import { hasRole, isRole } from '../../auth/roles';
import { catalogoOf, type Catalogo } from '../../modules/catalogo/registry';

export const CATALOGOS_PARENT = 'Catalogos';
const SECCION = 'principal';

async function parentId(tx: Tx): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: menuItem.id })
    .from(menuItem)
    .where(and(eq(menuItem.seccion, SECCION), eq(menuItem.nombre, CATALOGOS_PARENT), isNull(menuItem.link)));
  if (existing) return { id: existing.id, created: false };
  const [{ orden }] = await tx
    .select({ orden: sql<number>`coalesce(max(${menuItem.orden}), -1)::int + 1` })
    .from(menuItem)
    .where(and(eq(menuItem.seccion, SECCION), isNull(menuItem.padreId)));
  const [created] = await tx
    .insert(menuItem)
    .values({ seccion: SECCION, nombre: CATALOGOS_PARENT, link: null, icono: 'Folder', orden })
    .returning({ id: menuItem.id });
  return { id: created.id, created: true };
}

/** A permiso for every user for each item, authorized for admins only. */
export async function authorizeForAdmins(tx: Tx, menuItemIds: number[]): Promise<void> {
  const users = await tx.select({ id: usuario.id, role: usuario.role }).from(usuario);
  const rows = users.flatMap((u) =>
    menuItemIds.map((menuItemId) => ({
      usuarioId: u.id,
      menuItemId,
      autorizado: isRole(u.role) && hasRole(u.role, 'ROLE_ADMIN'),
    })),
  );
  if (rows.length > 0) await tx.insert(permiso).values(rows).onConflictDoNothing();
}

/** Menu entries for the catalogs that have none, inside the caller's transaction (a designer's create). */
export async function addCatalogMenuEntries(tx: Tx, catalogos: Catalogo[]): Promise<void> {
  // Instances starting together on one PostgreSQL must not both add the entries.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727003)`);
  const links = catalogos.map((c) => c.schema['x-resource'].menu);
  if (links.length === 0) return;
  const present = new Set(
    (await tx.select({ link: menuItem.link }).from(menuItem).where(inArray(menuItem.link, links))).map((r) => r.link),
  );
  const missing = catalogos.filter((c) => !present.has(c.schema['x-resource'].menu));
  if (missing.length === 0) return;
  const parent = await parentId(tx);
  const [{ orden }] = await tx
    .select({ orden: sql<number>`coalesce(max(${menuItem.orden}), -1)::int + 1` })
    .from(menuItem)
    .where(eq(menuItem.padreId, parent.id));
  const added = await tx
    .insert(menuItem)
    .values(
      missing.map((c, i) => ({
        seccion: SECCION,
        padreId: parent.id,
        nombre: c.schema['x-resource'].label,
        link: c.schema['x-resource'].menu,
        icono: 'ListAlt' as const,
        orden: orden + i,
      })),
    )
    .returning({ id: menuItem.id });
  await authorizeForAdmins(tx, [...(parent.created ? [parent.id] : []), ...added.map((r) => r.id)]);
}

/**
 * The catalogs of schemas/catalogos/ a database does not hold yet are stored (a stored one is the
 * admin's: a file never overwrites it), then every stored catalog gets its menu entry.
 */
export async function seedCatalogos(db: Db, files: Catalogo[]): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    if (files.length > 0) {
      await tx
        .insert(catalogoEsquema)
        .values(files.map((c) => ({ nombre: c.name, esquema: c.raw })))
        .onConflictDoNothing();
    }
    const stored = await tx
      .select({ nombre: catalogoEsquema.nombre, esquema: catalogoEsquema.esquema })
      .from(catalogoEsquema);
    const usable = stored.flatMap((row) => {
      try {
        return [catalogoOf(row.nombre, row.esquema)];
      } catch {
        return [];
      }
    });
    await addCatalogMenuEntries(tx, usable);
  });
}
