/**
 * Every entity schema of the product, by `$id`: `npm run gen` finds each `*.schema.json` of this
 * folder and writes the registry (generated/schema-registry.ts). Browser and server import it here.
 */
import { schemas } from './generated/schema-registry';
import type { EntitySchema } from './types';

export { schemas };
export type { DocumentId } from './generated/schema-registry';
export type SchemaId = keyof typeof schemas;

/**
 * Variants of an entity schema that a form or a route validates with. Each has its own `$id`, so
 * `npm run gen` precompiles it too: a schema spread from another keeps that one's `$id` and would
 * be checked with that one's validator.
 */
export const variantSchemas = {
  /** A user editing their own profile sends the same record, but only these fields are required. */
  usuarioPerfil: {
    ...schemas.usuario,
    $id: 'usuarioPerfil',
    required: ['nombres', 'apellidos', 'correo'],
  } as EntitySchema,
} satisfies Record<string, EntitySchema>;
export type { EntitySchema, PropertySchema, ResourceHints, UiHints } from './types';
