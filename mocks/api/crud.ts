/**
 * The answers of a plain catalog's API (docs/product.md §7, docs/contract.md), for mocks of catalogs that
 * need nothing else: paged search, one record, create (201) and update validated with the shared
 * schema (409 for a stale version, ./version.ts), optionally delete. Writes are answered but not
 * kept: every test starts from the fixtures.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { EntitySchema } from '../../schemas';
import { serveRecords } from './served-records';
import { validateRecord } from '../validation';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

export const INVALID_INPUT = 'Datos invalidos';

type Stored = { id?: number };

export interface CrudMock<T extends Stored> {
  schema: EntitySchema;
  /** `GET {api}/{id}`, `POST {api}`, `PUT {api}`. */
  api: string;
  /** The paged list when it is not `api`. */
  list?: string;
  searchParam?: string;
  sizeParam?: string;
  records: T[];
  /** Fields `searchParam` matches, case- and accent-insensitive. */
  searched: (keyof T)[];
  notFound: string;
  /** What the server adds to a stored record: nested names, computed fields, the sucursal. */
  answer?: (record: T) => T;
  delete?: boolean;
}

/** The body checked as the server checks it: the prepared value, or the 400 answer. */
export function validated<T>(
  schema: EntitySchema,
  body: unknown,
): { value: T; error?: undefined } | { error: Response } {
  const { value, errors } = validateRecord<T>(schema, body);
  if (!errors) return { value };
  return {
    error: errorResponse(
      400,
      INVALID_INPUT,
      Object.entries(errors).map(([field, message]) => ({ field, message })),
    ),
  };
}

export function crudHandlers<T extends Stored>(mock: CrudMock<T>): RequestHandler[] {
  const {
    schema,
    api,
    list = api,
    searchParam = 'toSearch',
    sizeParam = 'pageSize',
    records,
    searched,
    notFound,
  } = mock;
  const answer = mock.answer ?? ((record: T) => record);
  serveRecords(schema, records);
  const find = (id: unknown) => records.find((r) => String(r.id) === String(id));
  const handlers: RequestHandler[] = [
    http.get(list, ({ request }) => {
      const url = new URL(request.url);
      return pageResponse(
        records.filter((r) => matchesSearch(r, searched, url.searchParams.get(searchParam))),
        url,
        sizeParam,
      );
    }),
    http.get(`${api}/:id`, ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json(found) : errorResponse(404, notFound);
    }),
    http.post(api, async ({ request }) => {
      const checked = validated<T>(schema, await request.json());
      if (checked.error) return checked.error;
      const id = Math.max(0, ...records.map((r) => r.id ?? 0)) + 1;
      return HttpResponse.json(saved(answer({ ...checked.value, id })), { status: 201 });
    }),
    http.put(api, async ({ request }) => {
      const checked = validated<T>(schema, await request.json());
      if (checked.error) return checked.error;
      const stored = find(checked.value.id);
      return stored ? savedOrStale(stored, checked.value, answer(checked.value)) : errorResponse(404, notFound);
    }),
  ];
  if (mock.delete) {
    handlers.push(
      http.delete(`${api}/:id`, ({ params }) => {
        const found = find(params.id);
        return found ? HttpResponse.json(found) : errorResponse(404, notFound);
      }),
    );
  }
  return handlers;
}
