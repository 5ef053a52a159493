/** Routes of the sucursal group (`/api/sucursal`). */
import { schemas } from '..';
import { answers, crud, listOf, lookupOf, pagedQuery, type RouteContract } from './shared';

const catalog = crud(schemas.sucursal, 'idSucursal', pagedQuery(['search']));

export const sucursalApi = {
  ...catalog,
  // Both feed every user's selectors and fields: the limits, address and phone are the catalog's.
  get: { ...catalog.get, response: answers(lookupOf(schemas.sucursal)) },
  lista: { summary: 'Todas las sucursales (selectores)', response: answers(listOf(lookupOf(schemas.sucursal))) },
} satisfies Record<string, RouteContract>;
