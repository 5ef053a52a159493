/**
 * The table whose bitácora rows are a record's history: an entity's table is its schema's `$id` in
 * snake case (`ordenCompra` → `orden_compra`), as the tables (server/modules/<module>/table.ts) are named
 * (server/db/tablas.test.ts holds every document to it).
 */
import type { EntitySchema } from '../../../schemas';

export const tablaDe = (schema: EntitySchema): string =>
  String(schema.$id).replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
