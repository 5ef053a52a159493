/** Every entity schema of the product, by `$id`. Browser and server import this one registry. */
import cliente from './cliente.schema.json';
import menuItem from './menu-item.schema.json';
import type { EntitySchema } from './types';

export const schemas = {
  cliente: cliente as EntitySchema,
  menuItem: menuItem as EntitySchema,
} satisfies Record<string, EntitySchema>;

export type SchemaId = keyof typeof schemas;
export type { EntitySchema, PropertySchema, ResourceHints, UiHints } from './types';
