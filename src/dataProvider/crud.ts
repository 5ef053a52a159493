/**
 * react-admin's verbs over the bespoke endpoints of docs/product.md §7, one table row per resource:
 * getList → GET {list}?{search}=…&page=(0-based)&{size}=… (filters named in the list path go in it), getOne → GET {api}/{id},
 * create → POST {api}, update → PUT (or the row's verb) {api} (id in the body), delete → DELETE {api}/{id}.
 * Multipart rows send the record as a JSON part plus their file parts.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiJson, type Query } from './http';
import { withFormErrors } from './formErrors';
import { keyOfMeta, sendingWith } from './idempotency';
import { multipartWrite } from './multipart';
import { toPage } from './paged';
import type { ResourceEndpoint } from './table';

/** Search text travels as `q` (react-admin's convention); other filters go out as they are. */
function listQuery(row: ResourceEndpoint, filter: Record<string, unknown>, page: number, perPage: number): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (key === 'q') query[row.searchParam] = String(value ?? '').trim() || undefined;
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      query[key] = value as Query[string];
  }
  query.page = Math.max(page - 1, 0);
  query[row.sizeParam] = perPage;
  return query;
}

/**
 * A list path with `{name}` placeholders (`/api/ordenCompra/byObra/{obraId}`) takes those filters
 * in the path; the rest stay query parameters. A missing one is the caller's bug.
 */
function fillPath(list: string, filter: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...filter };
  const path = list.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Falta el parametro ${name} de ${list}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

const itemPath = (row: ResourceEndpoint, id: Identifier) => `${row.api}/${encodeURIComponent(String(id))}`;

/**
 * POST or PUT of a record: JSON, or the multipart body and PUT's file flags; with the form's
 * Idempotency-Key (`meta.idempotency`, ./idempotency.ts) when it has one.
 */
function write(row: ResourceEndpoint, method: 'POST' | 'PUT' | 'PATCH', data: Record<string, unknown>, meta: unknown) {
  const key = keyOfMeta(meta);
  if (!row.multipart) return withFormErrors(sendingWith(key, () => apiJson<RaRecord>(row.api, { method, body: data })));
  const { body, flags } = multipartWrite(row.multipart, data);
  const query = method === 'PUT' ? flags : undefined;
  return withFormErrors(sendingWith(key, () => apiJson<RaRecord>(row.api, { method, body, query })));
}

/** The table is read on every call: rows registered after start (admin catalogs) count at once. */
export function crudProvider(table: readonly ResourceEndpoint[]): DataProvider {
  const rowOf = (resource: string): ResourceEndpoint => {
    const row = table.find((known) => known.name === resource);
    if (!row) throw new Error(`Recurso desconocido: ${resource}`);
    return row;
  };
  const getList = async (resource: string, filter: Record<string, unknown>, page = 1, perPage = 10) => {
    const row = rowOf(resource);
    const { path, rest } = fillPath(row.list, filter ?? {});
    return toPage(await apiJson(path, { query: listQuery(row, rest, page, perPage) }));
  };
  const getOne = async (resource: string, id: Identifier) => apiJson<RaRecord>(itemPath(rowOf(resource), id));
  const remove = async (resource: string, id: Identifier) => {
    const row = rowOf(resource);
    if (!row.canDelete) throw new Error(`El recurso ${resource} no permite eliminar registros`);
    await apiJson(itemPath(row, id), { method: 'DELETE' });
  };

  return {
    getList: (resource, { filter, pagination }) =>
      getList(resource, filter, pagination?.page, pagination?.perPage) as never,
    getOne: async (resource, { id }) => ({ data: (await getOne(resource, id)) as never }),
    getMany: async (resource, { ids }) => ({
      data: (await Promise.all(ids.map((id) => getOne(resource, id)))) as never,
    }),
    getManyReference: (resource, { target, id, filter, pagination }) =>
      getList(resource, { ...filter, [target]: id }, pagination?.page, pagination?.perPage) as never,
    create: async (resource, { data, meta }) => {
      const created = await write(rowOf(resource), 'POST', data, meta);
      return { data: created as never };
    },
    // The route gives the id as text; the loaded record keeps the server's own (numeric) id.
    update: async (resource, { id, data, previousData, meta }) => {
      const body = { ...data, id: data.id ?? previousData?.id ?? id };
      const row = rowOf(resource);
      const updated = await write(row, row.updateMethod, body, meta);
      return { data: (updated ?? body) as never };
    },
    updateMany: async (resource, { ids, data }) => {
      const row = rowOf(resource);
      await Promise.all(ids.map((id) => apiJson(row.api, { method: 'PUT', body: { ...data, id } })));
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      await remove(resource, id);
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },
  };
}
