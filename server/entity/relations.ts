/**
 * Properties shown as `{id, nombre}` of another table (cliente.sucursal, obra.cliente,
 * concepto.clasificacion): the foreign key gives the id, a join under the property's name gives
 * the nombre. A writable relation is written from the body's `{id}`; a read-only one (concepto
 * writes its flat `clasificacionId`) and the scope's own (resolved by the scope) are not.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../schemas';
import { requireColumn, type Fields, type Row } from './mapping';

export interface Relation {
  /** The foreign key column of the entity's table. */
  column: AnyPgColumn;
  /** The referenced table, with `id` and `nombre` columns. */
  table: PgTable;
}

interface Join {
  name: string;
  key: string;
  fk: string;
  target: PgTable;
  on: ReturnType<typeof eq>;
}

export interface Relations {
  names: ReadonlySet<string>;
  joins: Join[];
  /** Extra selected columns: each relation's nombre. */
  selection: Record<string, AnyPgColumn>;
  /**
   * The same for an INSERT's or UPDATE's RETURNING, which has no joins: each nombre by a subquery
   * on the written row's key. Undefined when a relation is of the table itself (its columns would
   * name the subquery's row).
   */
  returning: Record<string, SQL> | undefined;
  toFields(row: Row): Fields;
  /** Foreign keys of the writable relations of `schema`, except `owned` (the scope's). */
  toValues(schema: EntitySchema, input: Fields, owned: string | undefined): Row;
}

/** The column key of `column` in `table`. */
export function keyOf(table: PgTable, column: AnyPgColumn): string {
  const key = Object.keys(table).find((k) => requireColumn(table, k) === column);
  if (!key) throw new Error(`La columna ${column.name} no es de la tabla`);
  return key;
}

export function relationsOf(table: PgTable, relations: Record<string, Relation>): Relations {
  const joins = Object.entries(relations).map(([name, relation]): Join => {
    const target = alias(relation.table, name) as unknown as PgTable;
    return {
      name,
      key: `${name}$nombre`,
      fk: keyOf(table, relation.column),
      target,
      on: eq(requireColumn(target, 'id'), relation.column),
    };
  });
  const own = Object.values(relations).some((relation) => relation.table === table);
  // Nested once, so the RETURNING keeps its columns qualified: the outer one names the written row.
  const nombreOf = ({ table: target, column }: Relation) =>
    sql`(${sql`SELECT ${requireColumn(target, 'nombre')} FROM ${target} WHERE ${requireColumn(target, 'id')} = ${column}`})`;
  return {
    names: new Set(joins.map((j) => j.name)),
    returning: own ? undefined : Object.fromEntries(joins.map((j) => [j.key, nombreOf(relations[j.name])])),
    joins,
    selection: Object.fromEntries(joins.map((j) => [j.key, requireColumn(j.target, 'nombre')])),
    toFields(row) {
      const fields: Fields = {};
      for (const { name, key, fk } of joins) {
        if (row[fk] !== null) fields[name] = { id: row[fk], nombre: row[key] ?? '' };
      }
      return fields;
    },
    toValues(schema, input, owned) {
      const values: Row = {};
      for (const { name, fk } of joins) {
        if (name === owned || schema.properties[name]?.readOnly) continue;
        values[fk] = (input[name] as { id?: unknown } | undefined)?.id ?? null;
      }
      return values;
    },
  };
}
