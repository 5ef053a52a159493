/**
 * The browser side of the one validator (schemas/validation.ts): the form shows the messages the
 * server would answer, and saves what the server would store (trimmed, upper-cased, integers).
 * Values of fields `x-ui.showIf` hides never reach the validator (they are not sent either), and a
 * chosen file reaches it as its name (the server checks its content). Server-owned values (`readOnly`:
 * id, computed totals, nested names) are not sent back; a chosen file is, for a multipart write, and
 * so is the version read (`actualizado`), which the server checks against the stored one.
 */
import type { EntitySchema, PropertySchema } from '../../../schemas';
import { keptItemIndexes, prepareRecord, validateRecord } from '../../../schemas/validation';
import { VERSION } from '../../../schemas/version';

type Values = Record<string, unknown>;
type Nested = { [key: string]: string | Nested };

/** `sucursal.id` → `{ sucursal: { id } }`: react-admin's form-level errors follow the record's shape. */
function nest(errors: Record<string, string>): Nested {
  const out: Nested = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Nested;
    node[keys[keys.length - 1]] = message;
  }
  return out;
}

const isValues = (values: unknown): values is Values =>
  typeof values === 'object' && values !== null && !Array.isArray(values);

/** Without the values of fields hidden by their `showIf`. */
function shownValues(schema: EntitySchema, values: Values): Values {
  const out = { ...values };
  for (const [name, prop] of Object.entries(schema.properties)) {
    const when = prop['x-ui']?.showIf;
    if (when && !out[when]) delete out[name];
  }
  return out;
}

/** A newly chosen file stands as its name: a required file is there, its content the server checks. */
function withFileNames(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof Blob ? ((value as File).name ?? '') : value]),
  );
}

/**
 * Untouched rows of a table are dropped before validating, so `lineas.0.cantidad` may be the
 * form's third row: each error goes back to the row it speaks of.
 */
function onFormRows(schema: EntitySchema, values: Values, errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [name, index, ...rest] = path.split('.');
    const items = schema.properties[name]?.items;
    const rows = values[name];
    const row =
      items && Array.isArray(rows) && /^\d+$/.test(index ?? '')
        ? keptItemIndexes(items, rows)[Number(index)]
        : undefined;
    out[row === undefined ? path : [name, row, ...rest].join('.')] = message;
  }
  return out;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Without optional references left unchosen (`obra: { id: null }`): they are not sent, so one whose
 * `id` is required (an admin catalog's) does not ask for it. A required one stays, so its message
 * lands on its picker (`cliente.id`).
 */
function withoutUnchosen(schema: Pick<EntitySchema, 'required' | 'properties'>, values: Values): Values {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name, value]) => required.has(name) || !(isValues(value) && Object.values(value).every(isBlank)))
      .map(([name, value]) => [name, inItems(schema.properties[name], value)]),
  );
}

/** The same in each line of a `lines` property (a line's partida left unchosen). */
function inItems(prop: PropertySchema | undefined, value: unknown): unknown {
  const properties = prop?.items?.properties;
  if (!properties || !Array.isArray(value)) return value;
  const required = prop.items?.required;
  return value.map((item) => (isValues(item) ? withoutUnchosen({ required, properties }, item) : item));
}

export const schemaValidator = (schema: EntitySchema) => (values: unknown) => {
  const checked = isValues(values) ? withFileNames(shownValues(schema, values)) : values;
  const errors = validateRecord(schema, isValues(checked) ? withoutUnchosen(schema, checked) : checked).errors ?? {};
  return nest(isValues(checked) ? onFormRows(schema, checked, errors) : errors);
};

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !(value instanceof Blob) && Object.keys(value).length === 0;

/** Lines without their server-owned (computed) values: the server recomputes importe. */
function withoutOwnedInItems(prop: PropertySchema | undefined, value: unknown): unknown {
  const items = prop?.items?.properties;
  if (!items || !Array.isArray(value)) return value;
  return value.map((item) =>
    isValues(item)
      ? Object.fromEntries(
          Object.entries(item).filter(([name, field]) => !items[name]?.readOnly && !isEmptyObject(field)),
        )
      : item,
  );
}

/**
 * Without what the server owns and computes (except a file chosen for a server-owned reference and
 * the version the record was read at), and without references left unchosen (`sucursal: {}`).
 */
function withoutServerOwned(schema: EntitySchema, record: Values): Values {
  const sent = (name: string, value: unknown) =>
    !schema.properties[name]?.readOnly || name === VERSION || value instanceof Blob;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([name, value]) => sent(name, value) && !isEmptyObject(value))
      .map(([name, value]) => [name, withoutOwnedInItems(schema.properties[name], value)]),
  );
}

/** What a save sends: the prepared record (the data provider adds the id of an update). */
export const schemaTransform = (schema: EntitySchema) => (values: unknown) =>
  withoutServerOwned(schema, prepareRecord(schema, isValues(values) ? shownValues(schema, values) : values));
