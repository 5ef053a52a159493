/**
 * Row ↔ record for an entity stored one column per schema property (the property name is the
 * column key). Empty optional columns are left out of a record, as the generated types say; PUT
 * replaces the record, so an optional property absent from the body is stored as null (or the
 * schema's or column's default). Numeric columns of scale 2 are money (docs/contract.md): JSON
 * numbers with at most 2 decimals in, exact decimal text to the database, JSON numbers out; wider
 * scales are quantities and rates (numeric(14,4)): at most that many decimals, the same way.
 */
import { asc, getTableColumns, type SQL } from 'drizzle-orm';
import { PgNumeric, type AnyPgColumn, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema, PropertySchema } from '../../schemas';
import { centsToText, moneyToJson, parseScaled } from '../../schemas/money';
import type { FieldErrors } from '../modules/common/field-errors';

/** A record as the API speaks it. */
export type Fields = Record<string, unknown>;
/** A selected row, or the values of an insert or update, by column key: how the layer itself reads them. */
export type Row = Record<string, unknown>;
/** A row of `table` as its entity's hooks and readers see it: its columns by key, typed (`$inferSelect`). */
export type RowOf<TB extends PgTable> = TB['$inferSelect'];
/** A record as stored: its id is known (the generated types leave it optional, as a POST body has none). */
export type Saved<T> = T & { id: number };

/** How an entity's own fields live in its table. */
export interface Storage {
  /** Confines a shared table to this entity's rows (one catalog's registros). */
  where?: SQL;
  toFields(row: Row): Fields;
  toValues(input: Fields, errors: FieldErrors): Row;
  /** Default list order: by the record representation, then id. */
  order: SQL[];
  /** The order's column keys when a page can be sought by key (entity/keyset.ts): all not null. */
  keyset?: string[];
}

export const AMOUNT_TOO_LARGE = 'El importe excede el maximo permitido..';
export const quantityDecimals = (scale: number) => `Ingrese una cantidad con maximo ${scale} decimales..`;

/** A table's column by key (undefined when it has none); tables of any entity share this shape. */
export const columnOf = (table: PgTable, key: string): AnyPgColumn | undefined => getTableColumns(table)[key];

/** The same for a column the layer cannot work without: a missing one stops the start-up. */
export function requireColumn(table: PgTable, key: string): AnyPgColumn {
  const column = columnOf(table, key);
  if (!column) throw new Error(`Falta la columna ${key}`);
  return column;
}

const isNumeric = (column: PgColumn) => column instanceof PgNumeric;
const scaleOf = (column: PgColumn) => (column instanceof PgNumeric ? column.scale : undefined) ?? 2;

/** Decimal text of a quantity with `scale` decimals (numeric(14,4)); an error for more decimals. */
function quantityText(field: string, scale: number, value: number, errors: FieldErrors): string {
  const scaled = parseScaled(value, scale);
  if (scaled === null) {
    errors.add(field, quantityDecimals(scale));
    return '0';
  }
  const unit = 10n ** BigInt(scale);
  const abs = scaled < 0n ? -scaled : scaled;
  return `${scaled < 0n ? '-' : ''}${abs / unit}.${String(abs % unit).padStart(scale, '0')}`;
}

/** A stored numeric as its JSON number: money through cents, a quantity from its exact text. */
const numericToJson = (column: PgColumn, value: string) => (scaleOf(column) === 2 ? moneyToJson(value) : Number(value));

function numericText(field: string, column: PgColumn, value: number, errors: FieldErrors): string {
  const scale = scaleOf(column);
  return scale === 2 ? moneyText(field, column, value, errors) : quantityText(field, scale, value, errors);
}

/** Decimal text of a money value; collects an error for more than 2 decimals or too many digits. */
function moneyText(field: string, column: PgColumn, value: number, errors: FieldErrors): string {
  const cents = errors.cents(field, value) ?? 0n;
  const precision = (column instanceof PgNumeric ? column.precision : undefined) ?? 14;
  if ((cents < 0n ? -cents : cents) >= 10n ** BigInt(precision)) errors.add(field, AMOUNT_TOO_LARGE);
  return centsToText(cents);
}

function absentValue(column: PgColumn, prop: PropertySchema): unknown {
  if (prop.default !== undefined) return prop.default;
  return column.notNull && column.hasDefault ? column.default : null;
}

/**
 * `skip` names the properties other parts own (relations). Throws at start-up when a writable
 * property has no column, so a schema and its table cannot drift apart unnoticed.
 */
export function columnStorage(schema: EntitySchema, table: PgTable, skip: ReadonlySet<string>): Storage {
  const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
  const own = Object.entries(schema.properties)
    .filter(([name]) => !skip.has(name))
    .map(([name, prop]) => ({ name, prop, column: columns[name] }));
  for (const { name, prop, column } of own) {
    if (!prop.readOnly && !column) throw new Error(`${schema.$id}.${name} no tiene columna en la tabla`);
  }
  const stored = own.flatMap(({ name, prop, column }) => (column ? [{ name, prop, column }] : []));
  const writable = stored.filter(({ name, prop }) => name !== 'id' && !prop.readOnly);
  const representationKey = schema['x-resource']?.recordRepresentation ?? 'nombre';
  const representation = columns[representationKey];
  const orderKeys = representation && representationKey !== 'id' ? [representationKey, 'id'] : ['id'];

  return {
    order: orderKeys
      .map((key) => columns[key])
      .filter((column) => column !== undefined)
      .map((column) => asc(column)),
    keyset: orderKeys.every((key) => columns[key]?.notNull) ? orderKeys : undefined,
    toFields(row) {
      const fields: Fields = {};
      for (const { name, column } of stored) {
        const value = row[name];
        if (value === null || value === undefined) continue;
        fields[name] = isNumeric(column) ? numericToJson(column, String(value)) : value;
      }
      return fields;
    },
    toValues(input, errors) {
      const values: Row = {};
      for (const { name, prop, column } of writable) {
        const value = input[name];
        if (value === undefined) values[name] = absentValue(column, prop);
        else values[name] = isNumeric(column) ? numericText(name, column, Number(value), errors) : value;
      }
      return values;
    },
  };
}
