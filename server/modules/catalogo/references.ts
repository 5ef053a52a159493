/**
 * Reference fields of admin catalogs (schemas/catalog-fields/): a record keeps `{ id }` of an
 * obra, proveedor, cliente, empleado, concepto or another catalog's record. Every read and write
 * goes through the referenced records' own scope, so a caller never learns the name of, or links
 * to, an obra of another sucursal. Names are read in one query per field and page, never per row.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { catalogoRegistro, cliente, concepto, empleado, obra, proveedor } from '../../db/schema';
import { scopeOf, type ScopeKind } from '../../entity/scope';
import type { EntitySchema } from '../../../schemas';
import { referenciasDe } from '../../../schemas/catalog-fields';
import type { CatalogRegistry } from './registry';

interface Target {
  table: PgTable;
  id: AnyPgColumn;
  nombre: SQL | AnyPgColumn;
  scope: ScopeKind;
  where?: SQL;
}

const ENTITIES: Record<string, Target> = {
  obras: { table: obra, id: obra.id, nombre: obra.nombre, scope: 'sucursal' },
  proveedores: { table: proveedor, id: proveedor.id, nombre: proveedor.nombre, scope: 'global' },
  clientes: { table: cliente, id: cliente.id, nombre: cliente.nombre, scope: 'sucursal' },
  empleados: { table: empleado, id: empleado.id, nombre: empleado.nombre, scope: 'sucursal' },
  conceptos: { table: concepto, id: concepto.id, nombre: concepto.nombre, scope: 'global' },
};

const scopes = new Map<Target, ReturnType<typeof scopeOf>>();
const visible = (target: Target, caller: Caller) => {
  let scope = scopes.get(target);
  if (!scope) scopes.set(target, (scope = scopeOf(target.scope, target.table)));
  return scope.visible(caller);
};

async function targetOf(reference: string, catalogos: CatalogRegistry): Promise<Target | undefined> {
  if (reference in ENTITIES) return ENTITIES[reference];
  const other = await catalogos.get(reference.replace(/^catalogos\//, ''));
  if (!other) return undefined;
  const representation = other.schema['x-resource'].recordRepresentation;
  return {
    table: catalogoRegistro,
    id: catalogoRegistro.id,
    nombre: sql`${catalogoRegistro.datos} ->> ${representation}`,
    scope: 'sucursal',
    where: eq(catalogoRegistro.catalogo, other.name),
  };
}

/** A catalog's reference fields (property → referenced resource); its sucursal is the layer's own. */
export const referenceFields = (schema: EntitySchema): Record<string, string> => {
  const { sucursal: _own, ...fields } = referenciasDe(schema.properties);
  return fields;
};

/** The message of a reference whose id names no record the caller may see (the property's own). */
export function invalidReference(schema: EntitySchema, campo: string): string {
  const message = schema.properties[campo]?.properties?.id?.errorMessage;
  return typeof message === 'string' ? message : 'Registro invalido';
}

type Datos = Record<string, unknown>;

/**
 * Names the references of `records` as `{ id, nombre }` for the reader's caller, one query per
 * field; `missing` is told of each one the caller may not see (by default it keeps only its id).
 */
export async function nameReferences<T extends Datos>(
  reader: ReferenceReader,
  schema: EntitySchema,
  records: T[],
  missing: (record: T, campo: string, id: number) => void = (record: Datos, campo, id) => {
    record[campo] = { id };
  },
): Promise<T[]> {
  for (const [campo, reference] of Object.entries(referenceFields(schema))) {
    const idOf = (record: T) => (record[campo] as { id?: number } | undefined)?.id;
    const ids = records.map(idOf).filter((id) => id !== undefined);
    if (ids.length === 0) continue;
    const names = await reader.names(reference, [...new Set(ids)]);
    for (const record of records) {
      const id = idOf(record);
      if (id === undefined) continue;
      const datos: Datos = record;
      if (names.has(id)) datos[campo] = { id, nombre: names.get(id) };
      else missing(record, campo, id);
    }
  }
  return records;
}

export interface ReferenceReader {
  /** The names of the records of `reference` with these ids that the caller may see. */
  names(reference: string, ids: number[]): Promise<Map<number, string>>;
  /** The ids of the visible records of `reference` named so (folded: case and accents), by folded name. */
  ids(reference: string, names: string[]): Promise<Map<string, number>>;
}

export const foldName = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function referenceReader(db: Executor, caller: Caller, catalogos: CatalogRegistry): ReferenceReader {
  async function rows(reference: string, where: (target: Target) => SQL) {
    const target = await targetOf(reference, catalogos);
    if (!target) return [];
    return db
      .select({ id: target.id, nombre: sql<string>`${target.nombre}` })
      .from(target.table)
      .where(and(target.where, visible(target, caller), where(target)))
      .orderBy(asc(target.id));
  }
  return {
    async names(reference, ids) {
      if (ids.length === 0) return new Map();
      const found = await rows(reference, (t) => inArray(t.id, ids));
      return new Map(found.map((r) => [r.id as number, r.nombre ?? '']));
    },
    async ids(reference, names) {
      const folded = [...new Set(names.map(foldName))];
      if (folded.length === 0) return new Map();
      const found = await rows(reference, (t) => inArray(sql`f_unaccent(lower(${t.nombre}))`, folded));
      const byName = new Map<string, number>();
      for (const r of found)
        if (!byName.has(foldName(r.nombre ?? ''))) byName.set(foldName(r.nombre ?? ''), r.id as number);
      return byName;
    },
  };
}
