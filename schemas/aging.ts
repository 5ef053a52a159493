/**
 * Aging (antigüedad de saldos) and overdue, declared once for server, mocks and browser
 * (docs/domain.md): a saldo is al corriente until its promesaPago, then it ages by whole days past
 * it, as of business today (America/Hermosillo). The server sums the same ranges in SQL
 * (server/domain/aging.ts builds its FILTER clauses from AGING_RANGES) and a proof checks that SQL
 * and `agingOf` agree on generated saldos (server/domain/aging.test.ts).
 */
import { fromCents, toCents } from './money';
import { businessToday } from './today';

/** The columns of an aging row, in the report's order: the buckets, then their total. */
export const AGING_BUCKETS = ['alCorriente', 'dias1a30', 'dias31a60', 'dias61a90', 'mas90', 'total'] as const;
export type AgingColumn = (typeof AGING_BUCKETS)[number];
export type AgingBucket = Exclude<AgingColumn, 'total'>;
export type AgingAmounts = Record<AgingColumn, number>;

/** Each bucket's days past the promesaPago, both ends inclusive; `null`: open on that side. */
export const AGING_RANGES: readonly { bucket: AgingBucket; desde: number | null; hasta: number | null }[] = [
  { bucket: 'alCorriente', desde: null, hasta: 0 },
  { bucket: 'dias1a30', desde: 1, hasta: 30 },
  { bucket: 'dias31a60', desde: 31, hasta: 60 },
  { bucket: 'dias61a90', desde: 61, hasta: 90 },
  { bucket: 'mas90', desde: 91, hasta: null },
];

const DAY_MS = 86_400_000;

/** Whole days from the promesaPago to `hoy` (both `YYYY-MM-DD`): ≤ 0 while it has not passed. */
export const diasVencidos = (promesaPago: string, hoy: string = businessToday()): number =>
  Math.round((Date.parse(hoy) - Date.parse(promesaPago)) / DAY_MS);

/** The bucket of a saldo that is `dias` days past its promesaPago. */
export const bucketOf = (dias: number): AgingBucket =>
  AGING_RANGES.find(({ desde, hasta }) => (desde === null || dias >= desde) && (hasta === null || dias <= hasta))!
    .bucket;

export interface Vencible {
  promesaPago?: string;
  saldo?: number;
}

/** Overdue: its promesaPago has passed and it still has a saldo. */
export const vencida = ({ promesaPago, saldo }: Vencible, hoy: string = businessToday()): boolean =>
  Boolean(promesaPago && diasVencidos(promesaPago, hoy) > 0 && (saldo ?? 0) > 0);

type Named = { id: number; nombre: string };

export interface Saldo {
  parte: Named;
  saldo: number | string;
  promesaPago: string;
}

/**
 * The aging per party (cliente, proveedor): the positive saldos summed in cents into their buckets
 * and a total, parties by nombre then id — what the server's report answers.
 */
export function agingOf<P extends 'cliente' | 'proveedor'>(party: P, saldos: Saldo[], hoy: string = businessToday()) {
  const porParte = new Map<number, { parte: Named; cents: Map<AgingColumn, bigint> }>();
  for (const { parte, saldo, promesaPago } of saldos) {
    const cents = toCents(saldo);
    if (cents <= 0n) continue;
    const entry = porParte.get(parte.id) ?? { parte, cents: new Map(AGING_BUCKETS.map((b) => [b, 0n])) };
    const bucket = bucketOf(diasVencidos(promesaPago, hoy));
    entry.cents.set(bucket, entry.cents.get(bucket)! + cents);
    entry.cents.set('total', entry.cents.get('total')! + cents);
    porParte.set(parte.id, entry);
  }
  return [...porParte.values()]
    .sort((a, b) => a.parte.nombre.localeCompare(b.parte.nombre) || a.parte.id - b.parte.id)
    .map(({ parte, cents }) => {
      const amounts = Object.fromEntries(AGING_BUCKETS.map((b) => [b, fromCents(cents.get(b)!)])) as AgingAmounts;
      return { [party]: parte, ...amounts } as Record<P, Named> & AgingAmounts;
    });
}
