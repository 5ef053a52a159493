/**
 * A `lines` property read as a table: one column per item property (by `x-ui.order`), the cell
 * each gets, a new row's defaults, and the row's amounts in cents (schemas/money.ts).
 */
import type { PropertySchema, UiHints } from '../../../schemas';
import {
  documentTotals,
  lineTotals,
  type DocumentTotals,
  type LineTotals,
  type LineValues,
} from '../../../schemas/money';
import { orderedProperties, widgetOf, type FieldSpec } from '../fields';

export type CellKind = 'computed' | 'readOnly' | 'select' | 'money' | 'number' | 'reference' | 'text';

export interface LineColumn {
  name: string;
  label: string;
  prop: PropertySchema;
  kind: CellKind;
  required: boolean;
}

const kindOf = (prop: PropertySchema): CellKind => {
  const ui = prop['x-ui'] ?? {};
  if (ui.computed) return 'computed';
  if (ui.readOnly) return 'readOnly';
  const widget = widgetOf(prop);
  if (widget === 'select' || widget === 'money' || widget === 'number' || widget === 'reference') return widget;
  return 'text';
};

/**
 * How wide a column stays however long a product's name beside it: an amount is never wrapped,
 * and a money input keeps room for '$ 1,234,567.89' (the lines' table scrolls in its box instead).
 */
export function columnWidth(column: LineColumn) {
  if (column.kind === 'computed') return { whiteSpace: 'nowrap' } as const;
  if (column.kind === 'money') return { minWidth: 168 } as const;
  if (column.kind === 'reference') return { minWidth: 200 } as const;
  return undefined;
}

/** Server-owned item properties (ids, names) and hidden ones get no column; computed ones do. */
const shown = (prop: PropertySchema) =>
  Boolean(prop['x-ui']?.computed) || (!prop.readOnly && !['hidden', 'file'].includes(widgetOf(prop)));

export function lineColumns(field: FieldSpec): LineColumn[] {
  const items = field.prop.items;
  if (!items?.properties) throw new Error(`El campo ${field.name} es una tabla sin items.properties`);
  const required = new Set(items.required ?? []);
  return orderedProperties(items.properties)
    .filter(([, prop]) => shown(prop))
    .map(([name, prop]) => ({
      name,
      label: prop.title ?? name,
      prop,
      kind: kindOf(prop),
      required: required.has(name),
    }));
}

/** A new row: each item property's `default` (tasaiva 0.16). */
export function newLine(field: FieldSpec): Record<string, unknown> {
  const properties = field.prop.items?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, prop]) => (prop.default === undefined ? [] : [[name, prop.default]])),
  );
}

type Names = Required<NonNullable<UiHints['lineFields']>>;

const namesOf = (field: FieldSpec): Names => ({
  cantidad: 'cantidad',
  precioUnitario: 'precioUnitario',
  tasaiva: 'tasaiva',
  ...field.ui.lineFields,
});

/** A row's values under the names documentTotals reads (`x-ui.lineFields` renames them). */
function amountsOf(row: unknown, names: Names): LineValues {
  const values = (row ?? {}) as Record<string, unknown>;
  return {
    cantidad: values[names.cantidad],
    precioUnitario: values[names.precioUnitario],
    tasaiva: values[names.tasaiva],
  };
}

/** `compute` of the amounts, or null while they hold something that is not an amount. */
function orNull<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export const rowTotals = (field: FieldSpec, row: unknown): LineTotals | null =>
  orNull(() => lineTotals(amountsOf(row, namesOf(field))));

export function tableTotals(field: FieldSpec, rows: unknown): DocumentTotals | null {
  const lines = Array.isArray(rows) ? rows : [];
  return orNull(() => documentTotals(lines.map((row) => amountsOf(row, namesOf(field)))));
}
