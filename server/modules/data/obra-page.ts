/**
 * A page of a named query over one obra's documents, scoped as their lists are: 404 'Obra no
 * encontrada' for an obra the caller cannot see, then the page's rows (one query) and its count.
 */
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import { toPage, type Page, type PageRequest } from '../../db/paging';
import { assertVisibleObra } from '../../domain/closed-obra';

export async function pageOfObraQuery<T>(
  db: Executor,
  caller: Caller,
  obraId: number,
  paging: PageRequest,
  matching: { table: PgTable; where: SQL | undefined },
  rows: () => Promise<T[]>,
): Promise<Page<T>> {
  await assertVisibleObra(db, caller, obraId);
  const [content, total] = await Promise.all([rows(), countRows(db, matching.table, matching.where)]);
  return toPage(content, total, paging);
}
