/** Reading the schema the way every screen needs it: resource hints, labels, widgets, inputs. */
import type { EntitySchema, PropertySchema, ResourceHints, UiHints } from '../../schemas';

export type Widget = NonNullable<UiHints['widget']> | 'email' | 'number';

export interface FieldSpec {
  name: string;
  label: string;
  prop: PropertySchema;
  widget: Widget;
  required: boolean;
  ui: UiHints;
}

export function resourceOf(schema: EntitySchema): ResourceHints {
  const hints = schema['x-resource'];
  if (!hints) throw new Error(`El esquema ${schema.$id} no declara x-resource`);
  return hints;
}

export const labelOf = (schema: EntitySchema, name: string): string => schema.properties[name]?.title ?? name;

/** `x-ui.widget` when given; otherwise the JSON Schema type and format decide. */
export function widgetOf(prop: PropertySchema): Widget {
  const explicit = prop['x-ui']?.widget;
  if (explicit) return explicit;
  if (prop.enum) return 'select';
  if (prop.type === 'boolean') return 'boolean';
  if (prop.format === 'date') return 'date';
  if (prop.format === 'email') return 'email';
  if (prop.type === 'integer' || prop.type === 'number') return 'number';
  return 'text';
}

/** An `enum`'s values as choices, each named by its `x-ui.enumLabels` entry (the value itself without one). */
export function enumChoices(prop: PropertySchema): { id: string | number; name: string }[] {
  const labels = prop['x-ui']?.enumLabels;
  return (prop.enum ?? []).map((value, i) => ({
    id: value as string | number,
    name: labels?.[i] ?? String(value),
  }));
}

/**
 * A server-owned property has no input, except a file: the server owns its stored reference, but the
 * user chooses what it stores (a multipart part of the write).
 */
const hasInput = (prop: PropertySchema) => {
  const widget = widgetOf(prop);
  return widget === 'file' || (!prop.readOnly && widget !== 'hidden');
};

/**
 * The required properties: `required`, plus those the schema's `then` requires that only show
 * under a condition (`x-ui.showIf`): while shown, that condition holds (proveedor.diasCredito).
 */
function requiredOf(schema: EntitySchema): Set<string> {
  const conditional = ((schema.then as { required?: string[] } | undefined)?.required ?? []).filter(
    (name) => schema.properties[name]?.['x-ui']?.showIf,
  );
  return new Set([...(schema.required ?? []), ...conditional]);
}

/** Properties sorted by `x-ui.order`; those without one keep their schema order, after the rest. */
export function orderedProperties(properties: Record<string, PropertySchema>): [string, PropertySchema][] {
  const orderOf = (prop: PropertySchema) => prop['x-ui']?.order ?? Number.POSITIVE_INFINITY;
  return Object.entries(properties).sort(([, a], [, b]) => (orderOf(a) === orderOf(b) ? 0 : orderOf(a) - orderOf(b)));
}

/** One spec per editable property, by `x-ui.order`: no `readOnly` (but files), no `hidden` widget. */
export function inputFields(schema: EntitySchema): FieldSpec[] {
  const required = requiredOf(schema);
  return orderedProperties(schema.properties)
    .filter(([, prop]) => hasInput(prop))
    .map(([name, prop]) => ({
      name,
      label: prop.title ?? name,
      prop,
      widget: widgetOf(prop),
      required: required.has(name),
      ui: prop['x-ui'] ?? {},
    }));
}

export interface FieldGroup {
  /** `x-ui.group`; undefined for inputs under no heading. */
  title?: string;
  fields: FieldSpec[];
}

/** Inputs without `x-ui.group` first, then each group once, in the order of its first input. */
export function groupFields(fields: FieldSpec[]): FieldGroup[] {
  const groups = new Map<string | undefined, FieldSpec[]>([[undefined, []]]);
  for (const field of fields) {
    const title = field.ui.group;
    groups.set(title, [...(groups.get(title) ?? []), field]);
  }
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([title, members]) => ({ title, fields: members }));
}
