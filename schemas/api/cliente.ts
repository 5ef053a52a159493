/** Routes of the cliente group (`/api/cliente`). */
import { schemas } from '..';
import { answers, crud, listOf, lookupOf, searchQuery, type RouteContract } from './shared';

export const clienteApi = {
  ...crud(schemas.cliente, 'idCliente'),
  list: {
    summary: 'Clientes que coinciden con la busqueda (autocompletar)',
    querystring: searchQuery('toSearch'),
    response: answers(listOf(lookupOf(schemas.cliente))),
  },
} satisfies Record<string, RouteContract>;
