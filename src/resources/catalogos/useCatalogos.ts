/**
 * The admin-defined catalogs (docs/architecture.md), read once: the data provider's `catalogos` also makes
 * each one a row of its resource table, so the engine's screens reach its API like any other
 * resource's.
 */
import type { EntitySchema } from '../../../schemas';
import { useWorkflowQuery } from '../../dataProvider';

export function useCatalogos() {
  return useWorkflowQuery('catalogos', undefined, { staleTime: Infinity });
}

/** The catalog served at `/catalogos/{nombre}`. */
export function catalogoNamed(catalogos: EntitySchema[] | undefined, nombre: string): EntitySchema | undefined {
  return catalogos?.find((schema) => schema['x-resource']?.name === `catalogos/${nombre}`);
}
