/**
 * The admin-defined catalogs: GET /api/catalogo answers every catalog's schema, completed by the
 * server. Each becomes a row of the resource table, so CRUD reaches its API like any other
 * resource's.
 */
import { apiJson } from '../http';
import { registerEndpoints } from '../table';
import { query } from './method';
import type { EntitySchema } from './types';

export const catalogoMethods = {
  catalogos: query(async () => {
    const catalogos = await apiJson<EntitySchema[]>('/api/catalogo');
    registerEndpoints(catalogos);
    return catalogos;
  }),
};
