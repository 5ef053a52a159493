/**
 * One row of an aging report (antigüedad de saldos), receivables (per cliente) and payables (per
 * proveedor) alike: the saldos al corriente until their promesaPago, then by days past it.
 */
import { object, type JsonSchema } from './shared';

export const AGING_BUCKETS = ['alCorriente', 'dias1a30', 'dias31a60', 'dias61a90', 'mas90', 'total'] as const;

const money = { type: 'number' };

export const agingRow = (party: 'cliente' | 'proveedor'): JsonSchema =>
  object(
    {
      [party]: object({ id: { type: 'integer' }, nombre: { type: 'string' } }, ['id', 'nombre']),
      ...Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, money])),
    },
    [party, ...AGING_BUCKETS],
  );
