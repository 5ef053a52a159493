/** Paging and search shared by every list endpoint (docs/contract.md: 0-based page, size ≤ 100). */
import { and, sql, type SQL } from 'drizzle-orm';
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

/** Words asked of the index at most; the whole text is still checked on the rows they find. */
const MAX_INDEXED_WORDS = 6;

// Escaped after f_unaccent, which turns some characters into LIKE's own (full-width ％ into %).
const likeWord = (column: AnyPgColumn, word: unknown) =>
  sql`${column} LIKE '%' || replace(replace(replace(f_unaccent(lower(${word})), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** What a search asks: the words the index is asked for, and the whole phrase when it is more than them. */
export interface SearchTerms<V = string> {
  /** At least one. */
  words: V[];
  /** Checked on the rows the words find; absent when the one word is the phrase. */
  phrase?: V;
}

/** The terms of a search text; undefined when there is no text. */
export function searchTerms(text: unknown): SearchTerms | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const phrase = text.trim();
  const words = [...new Set(phrase.split(/\s+/))].filter((word) => word.length >= 3).slice(0, MAX_INDEXED_WORDS);
  if (words.length === 0 || (words.length === 1 && words[0] === phrase)) return { words: [phrase] };
  return { words, phrase };
}

/**
 * Case- and accent-insensitive substring match of `terms` against a `busqueda` column; the terms'
 * values may be placeholders (a query built once per shape, server/entity/queries.ts).
 * The trigram index is asked for each word of three letters or more on its own, whose trigrams
 * are all inside the word, and the whole text is checked on the rows it finds: the trigrams of a
 * word's edges (" 00" in "pena 00013") are in most rows and cost most of the index scan.
 */
export function searchCondition(column: AnyPgColumn, { words, phrase }: SearchTerms<unknown>): SQL {
  const found = words.map((word) => likeWord(column, word));
  if (phrase === undefined) return found[0];
  return and(...found, sql`strpos(${column}, f_unaccent(lower(${phrase}))) > 0`)!;
}

/** The search of `text` over a `busqueda` column; undefined if no text. */
export function matchesSearch(column: AnyPgColumn, text: unknown): SQL | undefined {
  const terms = searchTerms(text);
  return terms && searchCondition(column, terms);
}

export function toPage<T>(content: T[], totalElements: number, req: PageRequest): Page<T> {
  return { content, totalElements, page: req.page, pageSize: req.pageSize };
}
