/**
 * Who may pick from a catalog's lookups (the proveedores autocomplete, the product search): the
 * catalog's own users, and the users of every entity whose schema says it picks from the catalog
 * (`x-resource.picks`: the purchasing documents), who get only what the picker reads
 * (server/auth/lookup-view.ts, docs/decisions.md). Derived from the schemas: a new document that
 * declares `picks` opens the pickers to its menu's users with no edit here.
 */
import { schemas, type EntitySchema } from '../../../schemas';

const pickers = Object.values(schemas).filter((schema) => schema['x-resource']?.picks);
for (const schema of pickers) {
  for (const id of schema['x-resource']!.picks!) {
    if (!(id in schemas)) throw new Error(`${schema.$id}: x-resource.picks nombra "${id}", que no es un esquema`);
  }
}

/** The menu links of the entities that pick from `catalog`. */
export const pickerMenus = (catalog: EntitySchema): string[] =>
  pickers
    .filter((schema) => schema['x-resource']!.picks!.includes(catalog.$id))
    .map((schema) => schema['x-resource']!.menu);

/** The access rule of a catalog's picker lookup: its own menu or the menu of an entity that picks from it. */
export const pickerAccess = (catalog: EntitySchema) => ({
  access: { menu: [catalog['x-resource']!.menu, ...pickerMenus(catalog)] },
});
