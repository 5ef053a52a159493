/**
 * Whether a record of any audited table belongs to a sucursal, found from the table's own columns and
 * foreign keys so tables added later need nothing here: a `sucursal_id` column decides, else an
 * `obra_id` column through the obra, else the records it refers to (a document's line its document,
 * an ingreso its factura, an abono its charge, a permiso its usuario): visible when every one of
 * them is. A table referring to no record of a sucursal is a shared catalog (proveedores, menu) that
 * every admin sees.
 */
import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The table's column names (none for an unknown table). */
export async function columnsOf(db: Executor, tabla: string): Promise<Set<string>> {
  const rows = await rowsOf<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${tabla}`,
  );
  return new Set(rows.map((r) => r.column_name));
}

/** What decides a record's sucursal: its own column, its obra's, else (null) the records it refers to. */
export function scopeOf(names: Set<string>): 'sucursal_id' | 'obra_id' | null | undefined {
  if (!names.has('id')) return undefined;
  if (names.has('sucursal_id')) return 'sucursal_id';
  if (names.has('obra_id')) return 'obra_id';
  return null;
}

/** The table's single-column foreign keys to other tables: the column and the table it names. */
export function parentsOf(db: Executor, tabla: string) {
  return rowsOf<{ columna: string; padre: string }>(
    db,
    sql`SELECT a.attname AS columna, p.relname AS padre
          FROM pg_constraint c
          JOIN pg_class t ON t.oid = c.conrelid
          JOIN pg_namespace n ON n.oid = t.relnamespace
          JOIN pg_class p ON p.oid = c.confrelid
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         WHERE c.contype = 'f' AND n.nspname = 'public' AND t.relname = ${tabla}
           AND cardinality(c.conkey) = 1 AND c.confrelid <> c.conrelid
         ORDER BY a.attname`,
  );
}

/** False for unknown tables and for records that no longer exist or belong to another sucursal. */
export async function registroVisible(
  db: Executor,
  tabla: string,
  registroId: string,
  sucursalId: number,
): Promise<boolean> {
  const column = scopeOf(await columnsOf(db, tabla));
  if (column === undefined) return false;
  const table = sql.identifier(tabla);
  if (column === 'sucursal_id') {
    const query = sql`SELECT 1 FROM ${table} t WHERE t.id::text = ${registroId} AND t.sucursal_id = ${sucursalId}`;
    return (await rowsOf(db, query)).length > 0;
  }
  if (column === 'obra_id') {
    const query = sql`SELECT 1 FROM ${table} t JOIN obra o ON o.id = t.obra_id WHERE t.id::text = ${registroId} AND o.sucursal_id = ${sucursalId}`;
    return (await rowsOf(db, query)).length > 0;
  }
  const parents = await parentsOf(db, tabla);
  const values = sql.join(
    [
      sql`1 AS existe`,
      ...parents.map(({ columna }) => sql`t.${sql.identifier(columna)}::text AS ${sql.identifier(columna)}`),
    ],
    sql`, `,
  );
  const [row] = await rowsOf<Record<string, string | null>>(
    db,
    sql`SELECT ${values} FROM ${table} t WHERE t.id::text = ${registroId}`,
  );
  if (!row) return false;
  for (const { columna, padre } of parents) {
    const value = row[columna];
    if (value !== null && !(await registroVisible(db, padre, value, sucursalId))) return false;
  }
  return true;
}
