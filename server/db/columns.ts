/**
 * Columns every module's tables share (the modules' own table.ts files, ./tables.ts): the search
 * text, money, quantities and rates, the audit columns, and the checks and keys they are built with.
 */
import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Accent- and case-insensitive search text over some columns (f_unaccent: migration 0000). */
export function searchText(...columns: string[]): SQL {
  const joined = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return sql.raw(`f_unaccent(lower(${joined}))`);
}

export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 4 });
/** A tax rate as a fraction (0.16, 0.08, 0). */
export const rate = (name: string) => numeric(name, { precision: 5, scale: 4 });

/** A check that `column` holds one of `values`. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * The key of a folio typed from a paper (server/domain/repeated-folio.ts): upper case, without its
 * dashes, so 'A-555', 'A555' (Serie and Folio as a CFDI fills them) and 'a-555' are one folio. The
 * indexes behind the check are on this same expression.
 */
export const folioClave = (folio: AnyPgColumn | string) => sql`upper(replace(${folio}, '-', ''))`;
/** The acting user of the running transaction (db/tx.ts), null outside one. */
export const actingUser = sql`nullif(current_setting('app.usuario_id', true), '')::integer`;
export const audit = {
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  // The record's version (server/entity/version.ts), moved by every update of any module: forward
  // by at least the millisecond the API shows, so two saves never share a version.
  actualizado: timestamp('actualizado', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`greatest(clock_timestamp(), actualizado + interval '1 millisecond')`),
  // Who moved it: the stale save's 409 names them.
  actualizadoPor: integer('actualizado_por')
    .default(actingUser)
    .$onUpdate(() => actingUser),
};
