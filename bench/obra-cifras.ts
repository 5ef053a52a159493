/**
 * The obras' figures (`obra_cifras`) recomputed from their documents, for rows loaded with the
 * triggers that keep them turned off. The statement is migration 0018's own backfill, read from
 * the migration file: one SQL for both, so the bench's figures are the ones the product would keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { inTransaction } from '../server/db/tx';

const MIGRATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/db/migrations/0018_obra_cifras.sql',
);

/** The migration's last statement: `INSERT INTO obra_cifras … FROM obra o`. */
function backfill(): string {
  const last = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').at(-1)!.trim();
  if (!/INSERT INTO obra_cifras[\s\S]*FROM obra o;?$/.test(last)) {
    throw new Error(`${MIGRATION} ya no termina con el calculo de obra_cifras`);
  }
  return last;
}

/** Every obra's figures, from scratch: the backfill inserts one row per obra. */
export async function recomputeObraCifras(db: Db): Promise<void> {
  const statement = backfill();
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`DELETE FROM obra_cifras`);
    await tx.execute(sql.raw(statement));
  });
}
