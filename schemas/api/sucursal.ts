/** Routes of the sucursal group (`/api/sucursal`). */
import { schemas } from '..';
import { answers, crud, listOf, pagedQuery, recordOf, type RouteContract } from './shared';

export const sucursalApi = {
  ...crud(schemas.sucursal, 'idSucursal', pagedQuery(['search'])),
  lista: { summary: 'Todas las sucursales (selectores)', response: answers(listOf(recordOf(schemas.sucursal))) },
} satisfies Record<string, RouteContract>;
