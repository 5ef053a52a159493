/**
 * The one validator of the product: the browser and the server both call `validateRecord`, so a
 * record gets the same Spanish messages on either side. Input is first normalized (see
 * `prepareRecord`) because users type RFCs in lower case, paste spaces, and send digits as text.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { CheckKind, EntitySchema, PropertySchema } from './types';
import { hasValidCurpCheckDigit } from './curp';
import { isValidNss } from './nss';

export const REQUIRED_MESSAGE = 'Campo Obligatorio';

/** Annotation keywords of our vocabulary (schemas/README.md); Ajv only needs to know them. */
const X_KEYWORDS = ['x-resource', 'x-ui', 'x-normalize'];

/** `x-check`: check digits JSON Schema cannot express; the property's errorMessage names the failure. */
const CHECKS: Record<CheckKind, (text: string) => boolean> = {
  curp: hasValidCurpCheckDigit,
  nss: isValidNss,
};

function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, unicodeRegExp: true });
  addFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  ajvErrors(ajv);
  for (const keyword of X_KEYWORDS) ajv.addKeyword({ keyword });
  ajv.addKeyword({
    keyword: 'x-check',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: Object.keys(CHECKS) },
    validate: (kind: CheckKind, data: string) => CHECKS[kind](data),
  });
  return ajv;
}

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: EntitySchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    // A schema read or fetched again (admin catalogs) is a new object under a known $id.
    if (schema.$id) ajv.removeSchema(schema.$id);
    fn = ajv.compile(schema);
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

function normalizeValue(prop: PropertySchema, value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (prop.type === 'object' && prop.properties && typeof value === 'object') {
    return prepareObject(prop.properties, value as Record<string, unknown>);
  }
  if (typeof value !== 'string') return value;
  let text = value.trim();
  for (const op of prop['x-normalize'] ?? []) {
    if (op === 'upper') text = text.toUpperCase();
    if (op === 'integer' && /^[0-9]+$/.test(text)) return Number(text);
  }
  return text;
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
 * a blank field is an absent field, so "required" is the only rule that speaks about it.
 */
export function prepareRecord(schema: EntitySchema, input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  return prepareObject(schema.properties, input as Record<string, unknown>);
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
export function validateRecord<T = Record<string, unknown>>(
  schema: EntitySchema,
  input: unknown,
): ValidationResult<T> {
  const value = prepareRecord(schema, input);
  const validate = compile(schema);
  if (validate(value)) return { value: value as T, errors: null };
  const errors: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    // An `if` error only says its `then` failed; the `then` errors name the field (proveedor.diasCredito).
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    errors[field] ??= messageOf(error);
  }
  return { value: value as T, errors };
}
