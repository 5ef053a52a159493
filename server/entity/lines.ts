/**
 * A document's lines: an array property of objects (`lineas`) stored in a child table, one row per
 * item, whose columns are the item schema's properties by key (money and `{id, nombre}` relations
 * as for the entity itself). Read in one query per page of records, in the order they were written;
 * a write replaces them all, as PUT replaces the record.
 */
import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema, PropertySchema } from '../../schemas';
import { isRecord } from '../../schemas/validation';
import type { Executor, Tx } from '../db/client';
import { FieldErrors } from '../modules/common/field-errors';
import { columnStorage, requireColumn, type Fields, type Row } from './mapping';
import { keyOf, relationsOf, type Relation } from './relations';

export interface LineTable {
  /** The child table: `id`, the foreign key to the entity, and a column per item property. */
  table: PgTable;
  /** That foreign key column. */
  parent: AnyPgColumn;
  /** Item properties shown as `{id, nombre}` (a line's concepto). */
  relations?: Record<string, Relation>;
}

/** Line rows to store, by array property. */
export type LineValues = Record<string, Row[]>;

export interface Lines {
  names: ReadonlySet<string>;
  /** Adds each record's lines (an empty array when it has none). */
  attach(db: Executor, records: Fields[]): Promise<void>;
  /** The rows of the body's lines; their errors are named `lineas.0.precio`. */
  toValues(input: Fields, errors: FieldErrors): LineValues;
  /** Stores the lines of `parentId`, replacing those it had (none: deletes them). */
  store(tx: Tx, parentId: number, values: LineValues): Promise<void>;
}

function linePart(schema: EntitySchema, name: string, line: LineTable) {
  const items = (schema.properties[name] as (PropertySchema & { items?: PropertySchema }) | undefined)?.items;
  if (!items?.properties) throw new Error(`${schema.$id}.${name} no es una lista de objetos`);
  const itemSchema: EntitySchema = {
    $id: `${schema.$id}.${name}`,
    title: name,
    type: 'object',
    properties: items.properties,
  };
  const relations = relationsOf(line.table, line.relations ?? {});
  const storage = columnStorage(itemSchema, line.table, relations.names);
  const parentKey = keyOf(line.table, line.parent);
  const id = requireColumn(line.table, 'id');
  return {
    name,
    async read(db: Executor, parentIds: number[]) {
      let query = db
        .select({ ...getTableColumns(line.table), ...relations.selection })
        .from(line.table)
        .$dynamic();
      for (const join of relations.joins) query = query.leftJoin(join.target, join.on);
      const rows = await query.where(inArray(line.parent, parentIds)).orderBy(asc(id));
      return rows.map((row) => ({
        parentId: row[parentKey],
        item: { ...storage.toFields(row), ...relations.toFields(row) },
      }));
    },
    toValues(input: Fields, errors: FieldErrors): Row[] {
      const items = input[name];
      return (Array.isArray(items) ? items.filter(isRecord) : []).map((item, index) => {
        const own = new FieldErrors();
        const values = { ...storage.toValues(item, own), ...relations.toValues(itemSchema, item, undefined) };
        for (const error of own.list) errors.add(`${name}.${index}.${error.field}`, error.message);
        return values;
      });
    },
    async store(tx: Tx, parentId: number, rows: Row[]) {
      await tx.delete(line.table).where(inArray(line.parent, [parentId]));
      if (rows.length > 0) await tx.insert(line.table).values(rows.map((row) => ({ ...row, [parentKey]: parentId })));
    },
  };
}

export function linesOf(schema: EntitySchema, lines: Record<string, LineTable>): Lines {
  const parts = Object.entries(lines).map(([name, line]) => linePart(schema, name, line));
  return {
    names: new Set(parts.map((part) => part.name)),
    async attach(db, records) {
      if (parts.length === 0 || records.length === 0) return;
      const ids = records.map((record) => record.id);
      for (const part of parts) {
        const byParent = new Map<unknown, Fields[]>(ids.map((id) => [id, []]));
        for (const { parentId, item } of await part.read(
          db,
          ids.filter((id) => typeof id === 'number'),
        ))
          byParent.get(parentId)?.push(item);
        for (const record of records) record[part.name] = byParent.get(record.id) ?? [];
      }
    },
    toValues: (input, errors) => Object.fromEntries(parts.map((part) => [part.name, part.toValues(input, errors)])),
    async store(tx, parentId, values) {
      for (const part of parts) await part.store(tx, parentId, values[part.name] ?? []);
    },
  };
}
