/**
 * Route-level validation with the shared schemas/ validator: a route passes its entity schema as
 * `schema.body`, the body is normalized (trimmed, upper-cased RFCs, digits to integers) and checked
 * with the same messages the browser shows.
 */
import type { FastifySchemaCompiler } from 'fastify';
import Ajv from 'ajv';
import type { EntitySchema } from '../schemas';
import { validateRecord } from '../schemas/validation';

export const INVALID_INPUT = 'Datos invalidos';

const plainAjv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });

function isEntitySchema(schema: unknown): schema is EntitySchema {
  return typeof schema === 'object' && schema !== null && '$id' in schema && 'properties' in schema;
}

/** Entity schemas go through `validateRecord`; querystring/params schemas through a coercing Ajv. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (isEntitySchema(schema)) {
    return (data: unknown) => {
      const { value, errors } = validateRecord(schema, data);
      if (!errors) return { value };
      const error = Object.assign(new Error(INVALID_INPUT), {
        validation: Object.entries(errors).map(([field, message]) => ({
          instancePath: `/${field.replaceAll('.', '/')}`,
          message,
          keyword: 'errorMessage',
          schemaPath: '',
          params: {},
        })),
        validationContext: 'body',
      });
      return { error };
    };
  }
  return plainAjv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
};
