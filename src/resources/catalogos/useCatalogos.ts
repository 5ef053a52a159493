/**
 * The admin-defined catalogs (DESIGN.md §1): GET /api/catalogo answers every catalog's schema,
 * completed by the server. Each one becomes a row of the data provider's table, so the engine's
 * screens reach its API like any other resource's.
 */
import { useQuery } from '@tanstack/react-query';
import type { EntitySchema } from '../../../schemas';
import { registerEndpoints } from '../../dataProvider';
import { apiJson } from '../../providers/http';

export const CATALOGOS_PATH = '/api/catalogo';

async function loadCatalogos(): Promise<EntitySchema[]> {
  const catalogos = await apiJson<EntitySchema[]>(CATALOGOS_PATH);
  registerEndpoints(catalogos);
  return catalogos;
}

export function useCatalogos() {
  return useQuery({ queryKey: ['catalogo'], queryFn: loadCatalogos, staleTime: Infinity });
}

/** The catalog served at `/catalogos/{nombre}`. */
export function catalogoNamed(catalogos: EntitySchema[] | undefined, nombre: string): EntitySchema | undefined {
  return catalogos?.find((schema) => schema['x-resource']?.name === `catalogos/${nombre}`);
}
