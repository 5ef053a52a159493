/** Every document's history is read from the table the browser derives from its schema (src/shared/bitacora/tabla.ts). */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { tablaDe } from '../../src/shared/bitacora/tabla';
import * as tables from './schema';

describe('document tables', () => {
  it('are named after their schema, in snake case', () => {
    const names = new Set<string>(
      Object.values(tables).flatMap((table) => (is(table, PgTable) ? [getTableName(table)] : [])),
    );
    const documents = Object.values(schemas).filter((schema) => schema['x-lifecycle']);
    expect(documents.length).toBeGreaterThanOrEqual(7);
    for (const schema of documents) expect([schema.$id, names.has(tablaDe(schema))]).toEqual([schema.$id, true]);
  });
});
