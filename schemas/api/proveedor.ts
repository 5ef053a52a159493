/** Routes of the proveedor group (`/api/proveedor`). */
import { schemas } from '..';
import { answers, crud, listOf, lookupOf, searchQuery, type RouteContract } from './shared';

export const proveedorApi = {
  ...crud(schemas.proveedor, 'idProveedor'),
  list: {
    summary: 'Proveedores que coinciden con la busqueda (autocompletar)',
    querystring: searchQuery('toSearch'),
    response: answers(listOf(lookupOf(schemas.proveedor))),
  },
} satisfies Record<string, RouteContract>;
