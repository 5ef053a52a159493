/** Whether a request wrote anything: the audit trigger (migration 0003) records every insert, update and delete of every table. */
import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bitacora } from '../db/schema';

/** The id of the last data row written (0 before any): unchanged across a request that wrote nothing. */
export async function lastChange(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: bitacora.id })
    .from(bitacora)
    .where(inArray(bitacora.accion, ['INSERT', 'UPDATE', 'DELETE']))
    .orderBy(desc(bitacora.id))
    .limit(1);
  return row?.id ?? 0;
}
