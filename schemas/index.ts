/**
 * Every entity schema of the product, by `$id`: `npm run gen` finds each `*.schema.json` of this
 * folder and writes the registry (generated/schema-registry.ts). Browser and server import it here,
 * as every consumer reads it.
 */
import documentDefs from './defs/document.schema.json';
import { schemas as files } from './generated/schema-registry';
import { dereference } from './refs';
import type { EntitySchema, PropertySchema } from './types';
import { withVersion } from './version';

/** The shared definitions entity schemas refer to with `$ref` (README.md, "Shared definitions"). */
const shared = [documentDefs];

/**
 * An entity schema as every consumer reads it: its `$ref`s resolved into plain properties, and the
 * version each record read carries (./version.ts), declared here once instead of in every file.
 */
const entity = (schema: object) => withVersion(dereference(schema as Record<string, unknown>, shared) as EntitySchema);

/**
 * The icons a menu item may take: the palette of its schema's `icono` and each icon a menu entry
 * declares (`x-resource.menuEntry.icono`), so a new screen's icon is its schema's alone.
 * src/layout/generated-icons.ts (`npm run gen`) draws each.
 */
function withDeclaredIcons(menuItem: EntitySchema, all: EntitySchema[]): EntitySchema {
  const palette = menuItem.properties.icono.enum ?? [];
  const declared = all.flatMap((schema) => schema['x-resource']?.menuEntry?.icono ?? []);
  const icono = { ...menuItem.properties.icono, enum: [...new Set([...palette, ...declared])] };
  return { ...menuItem, properties: { ...menuItem.properties, icono } };
}

const read = Object.fromEntries(Object.entries(files).map(([id, schema]) => [id, entity(schema)])) as typeof files;
export const schemas = { ...read, menuItem: withDeclaredIcons(read.menuItem, Object.values(read)) } as typeof files;
export type { DocumentId } from './generated/schema-registry';

/** The shared definitions themselves, resolved: a route contract takes one outside an entity (a payment date). */
export const defs = (dereference(documentDefs, shared) as { $defs: Record<string, PropertySchema> }).$defs;

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
