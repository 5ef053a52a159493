/**
 * Every fixture set a handler serves, with the schema it is served as: mocks/fixtures.test.ts checks
 * each row against its schema, so a new handler group's fixtures are checked with no edit there.
 */
import type { EntitySchema } from '../../schemas';

export const servedRecords: { schema: EntitySchema; rows: readonly object[] }[] = [];

/** Records that `rows` are served as `schema`'s records; answers them. */
export function serveRecords<T extends object>(schema: EntitySchema, rows: T[]): T[] {
  servedRecords.push({ schema, rows });
  return rows;
}
