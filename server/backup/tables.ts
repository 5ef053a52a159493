/**
 * The database as a backup sees it, the same on PGlite and PostgreSQL: the application's tables
 * (schema public) with the columns a row is restored through (generated ones are recomputed), in
 * an order where every referenced table comes first, and the schema version (the last migration
 * applied, by its journal timestamp).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';

export interface TableInfo {
  name: string;
  /** Columns written on restore: every column but the generated ones. */
  columns: string[];
  /** Columns with a sequence behind them (serial ids), set past their largest value after a restore. */
  serials: string[];
}

/** Tables that are not data: the files travel as files (their own entries), never as rows. */
export const NOT_DATA = new Set(['archivo', 'archivo_parte']);

const rows = rowsOf;

/** The tables of schema public, each after the tables it references. */
export async function dataTables(db: Executor): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string; generated: string; serial: boolean }>(
    db,
    sql`SELECT table_name AS "table", column_name AS "column", is_generated AS generated,
          coalesce(column_default LIKE 'nextval(%', false) AS serial
        FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const references = await rows<{ table: string; referenced: string }>(
    db,
    sql`SELECT DISTINCT tc.table_name AS "table", ccu.table_name AS referenced
        FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`,
  );
  const byName = new Map<string, TableInfo>();
  for (const { table, column, generated, serial } of columns) {
    if (NOT_DATA.has(table)) continue;
    const info = byName.get(table) ?? { name: table, columns: [], serials: [] };
    if (generated === 'NEVER') info.columns.push(column);
    if (serial) info.serials.push(column);
    byName.set(table, info);
  }
  return dependencyOrder([...byName.values()], references);
}

/** Tables sorted so that each comes after those it references (self-references aside). */
function dependencyOrder(tables: TableInfo[], references: { table: string; referenced: string }[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const index = pending.findIndex((table) =>
      references.every((r) => r.table !== table.name || r.referenced === table.name || placed.has(r.referenced)),
    );
    // A cycle between tables (none today) is restored in name order; session_replication_role lets it load.
    const [next] = pending.splice(index === -1 ? 0 : index, 1);
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** The journal timestamp of the last migration applied; 0 for a database never migrated. */
export async function schemaVersion(db: Executor): Promise<number> {
  const [table] = await rows<{ found: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!table?.found) return 0;
  const [last] = await rows<{ version: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS version FROM drizzle.__drizzle_migrations`,
  );
  return Number(last?.version ?? 0);
}

/** Whether the database already holds the application's data (any user). */
export async function hasData(db: Executor): Promise<boolean> {
  const [found] = await rows<{ exists: boolean }>(db, sql`SELECT to_regclass('public.usuario') IS NOT NULL AS exists`);
  if (!found?.exists) return false;
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM usuario`);
  return n > 0;
}
