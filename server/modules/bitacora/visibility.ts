/**
 * Whether a record of any audited table belongs to a sucursal, found from the table's own columns so
 * tables added later need nothing here: a `sucursal_id` column decides, else an `obra_id` column
 * through the obra, else the table is a shared catalog (proveedores, menu) that every admin sees.
 */
import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

async function scopeColumn(db: Executor, tabla: string): Promise<'sucursal_id' | 'obra_id' | null | undefined> {
  const rows = await rowsOf<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ${tabla} AND column_name IN ('id', 'sucursal_id', 'obra_id')`,
  );
  const names = new Set(rows.map((r) => r.column_name));
  if (!names.has('id')) return undefined;
  if (names.has('sucursal_id')) return 'sucursal_id';
  if (names.has('obra_id')) return 'obra_id';
  return null;
}

/** False for unknown tables and for records that no longer exist or belong to another sucursal. */
export async function registroVisible(
  db: Executor,
  tabla: string,
  registroId: string,
  sucursalId: number,
): Promise<boolean> {
  const column = await scopeColumn(db, tabla);
  if (column === undefined) return false;
  const table = sql.identifier(tabla);
  const query =
    column === 'sucursal_id'
      ? sql`SELECT 1 FROM ${table} t WHERE t.id::text = ${registroId} AND t.sucursal_id = ${sucursalId}`
      : column === 'obra_id'
        ? sql`SELECT 1 FROM ${table} t JOIN obra o ON o.id = t.obra_id WHERE t.id::text = ${registroId} AND o.sucursal_id = ${sucursalId}`
        : sql`SELECT 1 FROM ${table} t WHERE t.id::text = ${registroId}`;
  return (await rowsOf(db, query)).length > 0;
}
