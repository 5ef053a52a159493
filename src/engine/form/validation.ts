/**
 * The browser side of the one validator (schemas/validation.ts): the form shows the messages the
 * server would answer, and saves what the server would store (trimmed, upper-cased, integers).
 */
import type { EntitySchema } from '../../../schemas';
import { prepareRecord, validateRecord } from '../../../schemas/validation';

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

export const schemaValidator = (schema: EntitySchema) => (values: unknown) =>
  nest(validateRecord(schema, values).errors ?? {});

export const schemaTransform = (schema: EntitySchema) => (values: unknown) => prepareRecord(schema, values);
