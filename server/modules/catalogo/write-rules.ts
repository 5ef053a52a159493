/**
 * A catalog record's own rules on every write, beyond its schema: references must name a record
 * the caller may see (their name is stored for the list's search), a declared key is unique per
 * sucursal, and files are stored once the rest passed (./archivos.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogoRegistro } from '../../db/schema';
import type { Upload } from '../../files/documentos';
import type { FileStore } from '../../files/storage';
import type { Hooks } from '../../entity/define';
import { busquedaOf, storedFields } from '../../entity/json-storage';
import { archivoHooks, type RegistroRow } from './archivos';
import { foldName, invalidReference, nameReferences, referenceReader } from './references';
import type { Catalogo, CatalogRegistry } from './registry';

/** Saves and imports of one catalog take turns where they check its key. */
export const lockCatalog = (tx: Executor, catalogo: Catalogo) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(727200, hashtext(${catalogo.name}))`);

function referenceHooks<T>(catalogos: CatalogRegistry, catalogo: Catalogo): Hooks<T, RegistroRow> {
  return {
    async beforeWrite({ tx, caller, values, errors }) {
      const datos = storedFields(values.datos);
      await nameReferences(referenceReader(tx, caller, catalogos), catalogo.schema, [datos], (_datos, campo) =>
        errors.add(`${campo}.id`, invalidReference(catalogo.schema, campo)),
      );
      values.busqueda = busquedaOf(catalogo.schema)(datos);
    },
  };
}

function keyHooks<T>(catalogo: Catalogo): Hooks<T, RegistroRow> {
  const key = catalogo.schema['x-resource'].key;
  return {
    async beforeWrite({ tx, values, errors, current, resolveOwner }) {
      const value = key ? storedFields(values.datos)[key] : undefined;
      if (!key || value === undefined || value === null) return;
      const sucursalId = await resolveOwner();
      await lockCatalog(tx, catalogo);
      const [taken] = await tx
        .select({ id: catalogoRegistro.id })
        .from(catalogoRegistro)
        .where(
          and(
            eq(catalogoRegistro.catalogo, catalogo.name),
            eq(catalogoRegistro.sucursalId, sucursalId),
            sql`f_unaccent(lower(${catalogoRegistro.datos} ->> ${key})) = ${foldName(String(value))}`,
            current ? ne(catalogoRegistro.id, current.id) : undefined,
          ),
        )
        .limit(1);
      const title = catalogo.schema.properties[key].title ?? key;
      if (taken) errors.add(key, `Ya existe un registro con ${title} ${String(value)}`);
    },
  };
}

/** The rules in order; a step that found errors stops the rest (no file is stored for a refused record). */
export function writeRules<T>(
  catalogos: CatalogRegistry,
  files: FileStore,
  catalogo: Catalogo,
  uploads: Upload[],
): Hooks<T, RegistroRow> {
  const steps = [
    referenceHooks<T>(catalogos, catalogo),
    keyHooks<T>(catalogo),
    archivoHooks<T>(files, catalogo, uploads),
  ];
  return {
    async beforeWrite(write) {
      for (const step of steps) {
        await step.beforeWrite?.(write);
        if (write.errors.list.length > 0) return;
      }
    },
  };
}
