/**
 * Lost updates (docs/decisions.md): every record carries its version, `actualizado`, which every
 * update moves forward and stamps with its user (db/columns.ts `audit`). It is read as ISO 8601 UTC
 * text cut to milliseconds in SQL, so no driver rounds it. An update that sends back the version it
 * read is checked once its row is locked and its rules passed: another stored version answers 409
 * naming who changed the record and when, and the transaction stores nothing. An update without a
 * version goes ahead (API clients, older callers); the browser always sends it.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { registroModificado, VERSION } from '../../schemas/version';
import type { Tx } from '../db/client';
import { usuario } from '../db/schema';
import { HttpError } from '../http-errors';
import { requireColumn } from './mapping';

export interface Version {
  /** Reads the version under its API name, over the column's own value. */
  selection: Record<string, SQL<string>>;
  /** Answers 409 when `sent` is not the stored version of row `id`, which the caller has locked. */
  check(tx: Tx, id: number, sent: unknown): Promise<void>;
}

/** The version as the API shows it: cut, not rounded, to the milliseconds a JavaScript Date keeps. */
const versionText = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function staleVersion(nombre: string | null, actualizado: string): HttpError {
  const message = registroModificado(nombre, actualizado);
  return new HttpError(409, message, [{ field: VERSION, message }]);
}

const editor = alias(usuario, 'editor');

/** The version of `table`: its `actualizado` column, and `actualizadoPor` to name who moved it. */
export function versionOf(table: PgTable): Version {
  const id = requireColumn(table, 'id');
  const column = requireColumn(table, 'actualizado');
  const editedBy = requireColumn(table, 'actualizadoPor');
  const stored = versionText(column);
  return {
    selection: { [VERSION]: stored },
    async check(tx, recordId, sent) {
      if (sent === undefined) return;
      // Both sides cut to milliseconds: a client may send the text it read or a Date's ISO string.
      const stale = sql<boolean>`date_trunc('milliseconds', ${column}) <> date_trunc('milliseconds', ${sent}::timestamptz)`;
      const [row] = await tx
        .select({
          stale,
          actualizado: stored,
          nombre: sql<string | null>`trim(${editor.nombres} || ' ' || ${editor.apellidos})`,
        })
        .from(table)
        .leftJoin(editor, eq(editor.id, editedBy))
        .where(eq(id, recordId));
      if (row?.stale) throw staleVersion(row.nombre, row.actualizado);
    },
  };
}
