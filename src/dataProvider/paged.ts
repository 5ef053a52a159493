/** Reads every paged shape of docs/product.md §3 (and a bare array) into react-admin's `{data, total}`. */
import type { RaRecord } from 'react-admin';

export interface Page<Row = RaRecord> {
  data: Row[];
  total: number;
}

type Body = Record<string, unknown>;

function totalOf(body: Body, rows: unknown[]): number {
  for (const key of ['totalElements', 'totalCount', 'total']) {
    const value = Number(body[key]);
    if (body[key] !== undefined && body[key] !== null && Number.isFinite(value)) return value;
  }
  return rows.length;
}

/** The rows are taken as the caller's `Row` type: the server's answer is trusted here. */
export function toPage<Row = RaRecord>(body: unknown): Page<Row> {
  if (Array.isArray(body)) return { data: body as Row[], total: body.length };
  if (typeof body !== 'object' || body === null) return { data: [], total: 0 };
  const paged = body as Body;
  const rows = Array.isArray(paged.content) ? paged.content : Array.isArray(paged.data) ? paged.data : null;
  if (rows) return { data: rows as Row[], total: totalOf(paged, rows) };
  if (typeof paged.data === 'object' && paged.data !== null) return toPage<Row>(paged.data);
  return { data: [], total: 0 };
}
