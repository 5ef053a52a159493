/**
 * One row of an aging report (antigüedad de saldos), receivables (per cliente) and payables (per
 * proveedor) alike: the buckets of ../aging.ts.
 */
import { AGING_BUCKETS } from '../aging';
import { object, type JsonSchema } from './shared';

const money = { type: 'number' };

export const agingRow = (party: 'cliente' | 'proveedor'): JsonSchema =>
  object(
    {
      [party]: object({ id: { type: 'integer' }, nombre: { type: 'string' } }, ['id', 'nombre']),
      ...Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, money])),
    },
    [party, ...AGING_BUCKETS],
  );
