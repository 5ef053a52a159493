/**
 * Admin-defined catalogs (docs/architecture.md), live: each is the admin's JSON Schema stored in
 * `catalogo_esquema` with its version, designed in /configura/catalogos. Every instance keeps the
 * served schemas in memory and reloads them after any commit to that table, its own or another
 * instance's (the 'acceso' notification of migration 0022): a saved change applies without a
 * restart. A stored schema that no longer compiles is logged and skipped, never stops the server.
 * The files of schemas/catalogos/ seed a new database (./files.ts).
 */
import { asc } from 'drizzle-orm';
import type { EntitySchema, ResourceHints } from '../../../schemas';
import type { AccessChanges } from '../../db/access-changes';
import type { Executor } from '../../db/client';
import { catalogoEsquema } from '../../db/schema';
import { catalogSchema } from '../../../schemas/catalog-fields/served';
import { compileEntity } from '../../validation';
import { isRecord } from '../../../schemas/validation';
import { messageOf } from '../../thrown';

export interface Catalogo {
  /** The catalog's name; it names the API path and the menu link. */
  name: string;
  /** The stored version, moved by every designer save. */
  version: number;
  /** The admin's schema as stored. */
  raw: Record<string, unknown>;
  schema: EntitySchema & { 'x-resource': ResourceHints };
}

interface Log {
  error(msg: string): void;
}

export interface CatalogRegistry {
  all(): Promise<Catalogo[]>;
  get(name: string): Promise<Catalogo | undefined>;
}

/** The served catalog of a stored schema; throws Error(reason) when it is not usable. */
export function catalogoOf(name: string, raw: unknown, version = 1): Catalogo {
  if (!isRecord(raw)) throw new Error('El esquema del catalogo no es un objeto');
  return {
    name,
    version,
    raw,
    schema: catalogSchema(name, raw, compileEntity) as Catalogo['schema'],
  };
}

export function catalogRegistry(db: Executor, changes: AccessChanges | undefined, log: Log): CatalogRegistry {
  let loaded: Promise<Map<string, Catalogo>> | undefined;
  let current = new Map<string, Catalogo>();
  changes?.subscribe(() => (loaded = undefined));

  async function load(): Promise<Map<string, Catalogo>> {
    const rows = await db
      .select({ nombre: catalogoEsquema.nombre, esquema: catalogoEsquema.esquema, version: catalogoEsquema.version })
      .from(catalogoEsquema)
      .orderBy(asc(catalogoEsquema.nombre));
    const next = new Map<string, Catalogo>();
    for (const row of rows) {
      const known = current.get(row.nombre);
      if (known?.version === row.version) {
        next.set(row.nombre, known);
        continue;
      }
      try {
        next.set(row.nombre, catalogoOf(row.nombre, row.esquema, row.version));
      } catch (error) {
        log.error(`Catalogo ${row.nombre} ignorado: ${messageOf(error)}`);
      }
    }
    current = next;
    return next;
  }

  /** Without a listening connection a change could go unreported, so every read reloads. */
  function catalogs(): Promise<Map<string, Catalogo>> {
    if (!changes?.watching) return load();
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  }

  return {
    all: async () => [...(await catalogs()).values()],
    get: async (name) => (await catalogs()).get(name),
  };
}
