/**
 * Named data queries (docs/product.md §7 data): a screen asks the server's registry for a query by
 * name with its parameters — never SQL. `consultaPaginada` answers a page as every list does.
 */
import type { DataPagedReply, DataRunReply } from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { query } from './method';

export type ConsultaParams = Record<string, string | number | boolean | undefined>;

export const dataMethods = {
  consulta: query(({ query: name, params }: { query: string; params?: ConsultaParams }) =>
    apiJson<DataRunReply>('/api/data', { method: 'POST', body: { query: name, params } }),
  ),
  consultaPaginada: query(
    ({
      query: name,
      params,
      page = 0,
      pageSize = 10,
    }: {
      query: string;
      params?: ConsultaParams;
      page?: number;
      pageSize?: number;
    }) => apiJson<DataPagedReply>('/api/data/paged', { method: 'POST', body: { query: name, params, page, pageSize } }),
  ),
};
