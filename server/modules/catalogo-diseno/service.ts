/**
 * The catalog designer (docs/product.md "Catalogos"): admins create a catalog or change its schema
 * while the server runs. A schema is checked as the registry will serve it (./checked.ts),
 * its references must name catalogs that exist, and a change is applied only if no stored record
 * is left invalid (./cambios.ts), all in one transaction with the stored version compared, so two
 * admins saving at once cannot both win. Every instance then reloads it (registry.ts); the
 * bitácora keeps each version (the table's audit trigger).
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { catalogoEsquema, catalogoRegistro } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { addCatalogMenuEntries } from '../../db/seed/catalogo-menu';
import { busquedaOf } from '../../entity/json-storage';
import { conflict, HttpError } from '../../http-errors';
import { catalogoOf, type CatalogRegistry } from '../catalogo/registry';
import { migracion, type Cambio } from './cambios';
import { checked } from './checked';

type Datos = Record<string, unknown>;

export const VERSION_VIEJA = 'Otro administrador cambio el catalogo; recargue para ver su version';
export const CAMBIO_INSEGURO = 'El cambio dejaria registros invalidos: de un valor para ellos o deshaga el cambio';

export async function listCatalogos(db: Executor) {
  const registros = db
    .select({ catalogo: catalogoRegistro.catalogo, n: count().as('n') })
    .from(catalogoRegistro)
    .groupBy(catalogoRegistro.catalogo)
    .as('registros');
  const rows = await db
    .select({
      nombre: catalogoEsquema.nombre,
      esquema: catalogoEsquema.esquema,
      version: catalogoEsquema.version,
      registros: sql<number>`coalesce(${registros.n}, 0)::int`,
    })
    .from(catalogoEsquema)
    .leftJoin(registros, eq(registros.catalogo, catalogoEsquema.nombre))
    .orderBy(asc(catalogoEsquema.nombre));
  return rows;
}

export async function reviewCatalogo(
  db: Executor,
  catalogos: CatalogRegistry,
  body: { nombre: string; esquema: unknown; predeterminados?: Datos },
) {
  const catalogo = await checked(catalogos, body.nombre, body.esquema);
  const cambios = await migracion(db, body.nombre, catalogo.schema, body.predeterminados);
  return { servido: catalogo.schema, cambios, aplicable: cambios.length === 0 };
}

export async function createCatalogo(
  db: Executor,
  caller: Caller,
  catalogos: CatalogRegistry,
  body: { nombre: string; esquema: unknown },
) {
  const catalogo = await checked(catalogos, body.nombre, body.esquema);
  return inTransaction(db, caller.id, async (tx) => {
    const [created] = await tx
      .insert(catalogoEsquema)
      .values({ nombre: body.nombre, esquema: catalogo.raw })
      .onConflictDoNothing()
      .returning({ version: catalogoEsquema.version });
    if (!created) throw conflict(`Ya existe el catalogo ${body.nombre}`);
    await addCatalogMenuEntries(tx, [catalogo]);
    return { nombre: body.nombre, esquema: catalogo.raw, version: created.version, registros: 0 };
  });
}

/** The list columns of a stored schema; null for one that no longer compiles. */
function columnas(nombre: string, esquema: unknown): string | null {
  try {
    return JSON.stringify(catalogoOf(nombre, esquema).schema['x-resource'].list.columns);
  } catch {
    return null;
  }
}

/** 409 naming every field whose records a change would leave invalid. */
const unsafe = (cambios: Cambio[]) =>
  new HttpError(
    409,
    CAMBIO_INSEGURO,
    cambios.map(({ campo, mensaje }) => ({ field: campo, message: mensaje })),
  );

export async function updateCatalogo(
  db: Executor,
  caller: Caller,
  catalogos: CatalogRegistry,
  nombre: string,
  body: { esquema: unknown; version: number; predeterminados?: Datos },
) {
  const catalogo = await checked(catalogos, nombre, body.esquema);
  const busqueda = busquedaOf(catalogo.schema);
  return inTransaction(db, caller.id, async (tx) => {
    const [stored] = await tx
      .select({ version: catalogoEsquema.version, esquema: catalogoEsquema.esquema })
      .from(catalogoEsquema)
      .where(eq(catalogoEsquema.nombre, nombre))
      .for('update');
    if (!stored) throw new HttpError(404, `No existe el catalogo ${nombre}`);
    if (stored.version !== body.version)
      throw new HttpError(409, VERSION_VIEJA, [{ field: 'version', message: VERSION_VIEJA }]);
    const cambios = await migracion(
      tx,
      nombre,
      catalogo.schema,
      body.predeterminados,
      async (cambiados) => {
        for (const { id, datos } of cambiados) {
          await tx
            .update(catalogoRegistro)
            .set({ datos, busqueda: busqueda(datos) })
            .where(eq(catalogoRegistro.id, id));
        }
      },
      columnas(nombre, stored.esquema) !== columnas(nombre, catalogo.raw),
    );
    if (cambios.length > 0) throw unsafe(cambios);
    const [updated] = await tx
      .update(catalogoEsquema)
      .set({ esquema: catalogo.raw, version: stored.version + 1 })
      .where(eq(catalogoEsquema.nombre, nombre))
      .returning({ version: catalogoEsquema.version });
    const [{ registros }] = await tx
      .select({ registros: count() })
      .from(catalogoRegistro)
      .where(eq(catalogoRegistro.catalogo, nombre));
    return { nombre, esquema: catalogo.raw, version: updated.version, registros };
  });
}
