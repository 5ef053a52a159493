/**
 * Who may pick from a catalog's lookups (the proveedores and clientes autocompletes, the product
 * search): the catalog's own users, and the users of every entity whose schema says it picks from
 * the catalog (`x-resource.picks`: the purchasing documents, the factura, the obra) or page without
 * a schema that does (PAGE_PICKS), who get only what the picker reads (server/auth/lookup-view.ts,
 * docs/decisions.md). Derived from the schemas: a new document that declares `picks` opens the
 * pickers to its menu's users with no edit here; a picked catalog's `list` route takes this rule by
 * itself (server/entity/routes.ts).
 */
import { schemas, type EntitySchema } from '../../../schemas';

/** Pages with no schema of their own and the catalogs (schema `$id`s) their pickers read: /demo's cliente. */
const PAGE_PICKS: Record<string, string[]> = { '/demo': ['cliente'] };

const pickers: { menu: string; picks: string[] }[] = [
  ...Object.values(schemas).flatMap((schema) => {
    const hints = schema['x-resource'];
    return hints?.picks ? [{ menu: hints.menu, picks: hints.picks }] : [];
  }),
  ...Object.entries(PAGE_PICKS).map(([menu, picks]) => ({ menu, picks })),
];
for (const { menu, picks } of pickers) {
  for (const id of picks) {
    if (!(id in schemas)) throw new Error(`${menu}: x-resource.picks nombra "${id}", que no es un esquema`);
  }
}

/** The menu links of the entities and pages that pick from `catalog`. */
export const pickerMenus = (catalog: EntitySchema): string[] =>
  pickers.filter(({ picks }) => picks.includes(catalog.$id)).map(({ menu }) => menu);

/** The access rule of a catalog's picker lookup: its own menu or the menu of an entity that picks from it. */
export const pickerAccess = (catalog: EntitySchema) => ({
  access: { menu: [catalog['x-resource']!.menu, ...pickerMenus(catalog)] },
});
