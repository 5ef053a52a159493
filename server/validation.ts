/**
 * Fastify's validator: every part of a request (params, query string, body) is checked against its
 * route contract (schemas/api/) with the product's Ajv and Spanish messages. An entity schema as
 * body goes through `validateRecord` (normalized first, the same call the browser makes); params
 * and query strings are text, so they are coerced to their declared types, and a value that cannot
 * be coerced fails with the property's message like any other rule.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { EntitySchema } from '../schemas';
import { createAjv, runTimeCompiler } from '../schemas/ajv';
import { badRequest } from './http-errors';
import { compileAtRunTime, fieldErrors, isRecord, validateRecord, type FieldErrors } from '../schemas/validation';

export const INVALID_INPUT = 'Datos invalidos';

/**
 * A body a service checks itself (`checkedByService`: after a 404 or a 409 that come first), against
 * the whole schema: answered normalized, or 400 with every field's message, as a route's contract would.
 */
export function checkedBody<T>(schema: EntitySchema, body: unknown): T {
  const { value, errors } = validateRecord<T>(schema, body);
  if (errors) {
    throw badRequest(
      INVALID_INPUT,
      Object.entries(errors).map(([field, message]) => ({ field, message })),
    );
  }
  return value;
}

/** Compiles a schema that exists only at run time (an admin catalog, the profile form); throws if it cannot. */
export const compileEntity = runTimeCompiler();
compileAtRunTime(compileEntity);

const bodyAjv = createAjv({ strict: false });
const textAjv = createAjv({ strict: false, coerceTypes: true, useDefaults: true });

function isEntitySchema(schema: unknown): schema is EntitySchema {
  return typeof schema === 'object' && schema !== null && '$id' in schema && 'properties' in schema;
}

/** The error Fastify hands to the error handler (server/plugins/app/error-handler.ts). */
function validationError(errors: FieldErrors, httpPart: string | undefined): Error {
  return Object.assign(new Error(INVALID_INPUT), {
    validation: Object.entries(errors).map(([field, message]) => ({
      instancePath: `/${field.replaceAll('.', '/')}`,
      message,
      keyword: 'errorMessage',
      schemaPath: '',
      params: {},
    })),
    validationContext: httpPart ?? 'body',
  });
}

/**
 * Ajv coerces text to a number as JavaScript does, so '0x10', '1e3' and ' 7' would pass as integers;
 * a path or query integer is written in decimal digits only. Any other text is left as text, which
 * then fails the property's own rule and message.
 */
function decimalIntegersOnly(schema: unknown): (data: unknown) => unknown {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const integers = Object.keys(properties).filter((name) => properties[name].type === 'integer');
  if (integers.length === 0) return (data) => data;
  return (data) => {
    if (!isRecord(data)) return data;
    for (const name of integers) {
      const value = data[name];
      if (typeof value === 'string' && !/^-?\d+$/.test(value)) data[name] = `no decimal: ${value}`;
    }
    return data;
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (isEntitySchema(schema) && httpPart === 'body') {
    return (data: unknown) => {
      const { value, errors } = validateRecord(schema, data);
      return errors ? { error: validationError(errors, httpPart) } : { value };
    };
  }
  const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  const decimal = httpPart === 'body' ? (data: unknown) => data : decimalIntegersOnly(schema);
  return (data: unknown) => {
    decimal(data);
    // A request without a body (DELETE) is checked as `null`: a contract allowing null accepts it.
    if (validate(data ?? null)) return { value: data };
    return { error: validationError(fieldErrors(validate.errors ?? []), httpPart) };
  };
};
