/** Paging and search shared by every list endpoint (docs/contract.md: 0-based page, size ≤ 100). */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http-errors';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_MESSAGE, pageSizeMessage } from '../../schemas/api/shared';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  page: number;
  pageSize: number;
}

export { MAX_PAGE_SIZE };

function toInt(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : NaN;
}

/** Reads `page` and a page size (named `pageSize`, or `size` for the obra list) from a query. */
export function pageRequest(query: Record<string, unknown>, sizeParam = 'pageSize'): PageRequest {
  const page = toInt(query.page, 0);
  const pageSize = toInt(query[sizeParam], 10);
  if (!(page >= 0 && page <= MAX_PAGE)) throw badRequest(PAGE_MESSAGE);
  if (!(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
    throw badRequest(pageSizeMessage(sizeParam));
  }
  return { page, pageSize, offset: page * pageSize };
}

/** Case- and accent-insensitive substring match against a `busqueda` column; undefined if no text. */
export function matchesSearch(column: AnyPgColumn, text: unknown): SQL | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const escaped = text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} LIKE '%' || f_unaccent(lower(${escaped})) || '%'`;
}

export function toPage<T>(content: T[], totalElements: number, req: PageRequest): Page<T> {
  return { content, totalElements, page: req.page, pageSize: req.pageSize };
}
