/**
 * The one validator of the product: the browser and the server both call `validateRecord`, so a
 * record gets the same Spanish messages on either side. Input is first normalized (see
 * `prepareRecord`) because users type RFCs in lower case, paste spaces, and send digits as text.
 *
 * The entity schemas' validators are compiled by `npm run gen` (Ajv standalone code), so the browser
 * never compiles code at run time (no `eval`, docs/decisions.md). A schema that only exists at run
 * time (an admin-defined catalog) is validated with the compiler the server installs
 * (`compileAtRunTime`); the browser has none and leaves those records to the server's answer.
 */
import type { ErrorObject } from 'ajv';
import type { EntitySchema, PropertySchema } from './types';
import * as precompiled from './generated/validators';

export const REQUIRED_MESSAGE = 'Campo Obligatorio';

/** A compiled schema, standalone or run-time: true when valid, else `errors` says why. */
export type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
type Compiler = (schema: EntitySchema) => Validator;
let runTimeCompiler: Compiler | undefined;

/** Installed by the server (server/validation.ts): it may compile code, the browser may not. */
export function compileAtRunTime(compiler: Compiler): void {
  runTimeCompiler = compiler;
}

const PRECOMPILED: Record<string, Validator> = precompiled;
const compiled = new WeakMap<object, Validator | null>();

function compile(schema: EntitySchema): Validator | null {
  let fn = compiled.get(schema);
  if (fn === undefined) {
    fn = PRECOMPILED[schema.$id] ?? runTimeCompiler?.(schema) ?? null;
    compiled.set(schema, fn);
  }
  return fn;
}

export type FieldErrors = Record<string, string>;
export interface ValidationResult<T> {
  value: T;
  errors: FieldErrors | null;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Whether `value` is a JSON object (not an array): a record's fields by name. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function normalizeText(prop: PropertySchema, value: string): unknown {
  let text = value.trim();
  for (const op of prop['x-normalize'] ?? []) {
    if (op === 'upper') text = text.toUpperCase();
    if (op === 'integer' && /^[0-9]+$/.test(text)) return Number(text);
  }
  return text;
}

/** A prepared value with something in it: an object holding only empty objects (`{ unidad: {} }`) has nothing. */
const hasContent = (value: unknown): boolean =>
  value !== undefined && (!isRecord(value) || Object.values(value).some(hasContent));

/** An item is a line when something in it was typed: nothing but blanks and defaults is an untouched row. */
function isTyped(items: PropertySchema, item: unknown): boolean {
  if (!isRecord(item)) return hasContent(item);
  return Object.entries(item).some(([name, value]) => hasContent(value) && value !== items.properties?.[name]?.default);
}

/** Each item prepared by the item schema; untouched items are dropped. */
function normalizeItems(items: PropertySchema, values: unknown[]): unknown[] {
  return values.map((item) => normalizeValue(items, item)).filter((item) => isTyped(items, item));
}

/** Which of `values` survive preparation, by index: a form maps `lineas.0.x` errors back to its rows. */
export function keptItemIndexes(items: PropertySchema, values: unknown[]): number[] {
  return values.flatMap((item, index) => (isTyped(items, normalizeValue(items, item)) ? [index] : []));
}

function normalizeValue(prop: PropertySchema, value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (prop.properties && isRecord(value)) return prepareObject(prop.properties, value);
  if (prop.items && Array.isArray(value)) return normalizeItems(prop.items, value);
  return typeof value === 'string' ? normalizeText(prop, value) : value;
}

function prepareObject(properties: Record<string, PropertySchema>, input: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(properties)) {
    const value = normalizeValue(prop, input[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Keeps only the schema's own properties, trims text, applies `x-normalize` and drops blanks:
 * a blank field is an absent field, so "required" is the only rule that speaks about it. Nested
 * objects and array items (a document's lines) are prepared by their own schema the same way, and
 * an item left with nothing in it is dropped: an empty row is no line.
 */
export function prepareRecord(schema: EntitySchema, input: unknown): Record<string, unknown> {
  return isRecord(input) ? prepareObject(schema.properties, input) : {};
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return path ? `${path}.${missing}` : missing;
  }
  return path;
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'required') return REQUIRED_MESSAGE;
  if (error.keyword === 'errorMessage') return error.message ?? 'Valor invalido';
  return SPANISH_DEFAULTS[error.keyword]?.(error) ?? 'Valor invalido';
}

const SPANISH_DEFAULTS: Record<string, (e: ErrorObject) => string> = {
  maxLength: (e) => `Maximo ${(e.params as { limit: number }).limit} caracteres`,
  minLength: (e) => `Minimo ${(e.params as { limit: number }).limit} caracteres`,
  maximum: (e) => `El valor maximo es ${(e.params as { limit: number }).limit}`,
  minimum: (e) => `El valor minimo es ${(e.params as { limit: number }).limit}`,
  type: () => 'Tipo de dato invalido',
  format: () => 'Formato invalido',
  enum: () => 'Valor no permitido',
  pattern: () => 'Formato invalido',
};

/** Normalizes and validates; `errors` maps a field path (`rfc`, `sucursal.id`) to its message. */
export function validateRecord<T = Record<string, unknown>>(schema: EntitySchema, input: unknown): ValidationResult<T> {
  const value = prepareRecord(schema, input);
  const validate = compile(schema);
  if (!validate || validate(value)) return { value: value as T, errors: null };
  return { value: value as T, errors: fieldErrors(validate.errors ?? []) };
}

/** Ajv's errors as Spanish messages by field path; the server uses it for params and queries too. */
export function fieldErrors(ajvErrors: ErrorObject[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of ajvErrors) {
    // An `if` error only says its `then` failed; the `then` errors name the field (proveedor.diasCredito).
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    errors[field] ??= messageOf(error);
  }
  return errors;
}
