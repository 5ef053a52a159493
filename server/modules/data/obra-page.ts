/**
 * A page of a named query over one obra's documents, scoped as their lists are: 404 'Obra no
 * encontrada' for an obra the caller cannot see, then, among the obra's documents of the caller's
 * sucursal that also match the query's own filters, the page's rows (one query) and their count.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import { toPage, type Page, type PageRequest } from '../../db/paging';
import { assertVisibleObra } from '../../domain/closed-obra';
import { visibleTo } from '../common/sucursal';

/** A table of an obra's documents: the columns its scope reads. */
type ObraDocuments = PgTable & { obraId: AnyPgColumn; sucursalId: AnyPgColumn };

export async function pageOfObraQuery<T>(
  db: Executor,
  caller: Caller,
  obraId: number,
  paging: PageRequest,
  matching: { table: ObraDocuments; filters?: (SQL | undefined)[] },
  rows: (where: SQL | undefined) => Promise<T[]>,
): Promise<Page<T>> {
  await assertVisibleObra(db, caller, obraId);
  const { table, filters = [] } = matching;
  const where = and(eq(table.obraId, obraId), visibleTo(caller, table.sucursalId), ...filters);
  const [content, total] = await Promise.all([rows(where), countRows(db, table, where)]);
  return toPage(content, total, paging);
}
