/**
 * Helpers of the model-based proofs (server/proofs/ledger.test.ts, ledger-estimaciones.test.ts):
 * an HTTP answer as the model reads it, the pick of a command's index, a command's weight, and
 * whether a request wrote anything.
 */
import { desc, inArray } from 'drizzle-orm';
import type { Arbitrary } from 'fast-check';
import { expect } from 'vitest';
import type { Executor } from '../db/client';
import { bitacora } from '../db/schema';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const answerOf = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json() });

/** The answer's body, once its status is `status` (else the failure shows the body). */
export function expectAnswer(answer: Answer, status: number, where: string) {
  expect(answer.status, `${where}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(status);
  return answer.body;
}

/** The `n`th of `list`, round: a command draws a natural number before it knows the model. */
export const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

/** `arbitrary` `weight` times over: fc.commands draws each entry alike. */
export const times = <T>(weight: number, arbitrary: Arbitrary<T>) => Array.from({ length: weight }, () => arbitrary);

/**
 * The id of the last data row written (0 before any), unchanged across a request that wrote
 * nothing: the audit trigger (migration 0003) records every insert, update and delete of every table.
 */
export async function lastChange(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: bitacora.id })
    .from(bitacora)
    .where(inArray(bitacora.accion, ['INSERT', 'UPDATE', 'DELETE']))
    .orderBy(desc(bitacora.id))
    .limit(1);
  return row?.id ?? 0;
}
