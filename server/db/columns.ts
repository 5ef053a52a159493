/**
 * Columns every module's tables share (./schema.ts and the modules' own table.ts files): the search
 * text, money and the audit columns.
 */
import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Accent- and case-insensitive search text over some columns (f_unaccent: migration 0000). */
export function searchText(...columns: string[]): SQL {
  const joined = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return sql.raw(`f_unaccent(lower(${joined}))`);
}

export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
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
