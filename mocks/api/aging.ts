/**
 * The aging per party (antigüedad de saldos) as the server sums it in SQL (server/domain/aging.ts),
 * over fixtures: each saldo al corriente until its promesaPago, then by days past it as of business
 * today; parties by name.
 */
import { AGING_BUCKETS } from '../../schemas/api/aging';
import { fromCents, toCents } from '../../schemas/money';
import { businessToday } from '../../schemas/today';

type Bucket = (typeof AGING_BUCKETS)[number];
type Named = { id: number; nombre: string };

export interface Saldo {
  parte: Named;
  saldo: number;
  promesaPago: string;
}

const DAY_MS = 86_400_000;

function bucketOf(promesaPago: string, hoy: string): number {
  const vencido = (Date.parse(hoy) - Date.parse(promesaPago)) / DAY_MS;
  return vencido <= 0 ? 0 : vencido <= 30 ? 1 : vencido <= 60 ? 2 : vencido <= 90 ? 3 : 4;
}

export function agingOf<P extends 'cliente' | 'proveedor'>(party: P, saldos: Saldo[]) {
  const hoy = businessToday();
  const porParte = new Map<number, { parte: Named; cents: bigint[] }>();
  for (const { parte, saldo, promesaPago } of saldos.filter((row) => row.saldo > 0)) {
    const entry = porParte.get(parte.id) ?? { parte, cents: [0n, 0n, 0n, 0n, 0n] };
    entry.cents[bucketOf(promesaPago, hoy)] += toCents(saldo);
    porParte.set(parte.id, entry);
  }
  return [...porParte.values()]
    .sort((a, b) => a.parte.nombre.localeCompare(b.parte.nombre) || a.parte.id - b.parte.id)
    .map(({ parte, cents }) => {
      const amounts = [...cents, cents.reduce((a, b) => a + b, 0n)].map(fromCents);
      const buckets = Object.fromEntries(AGING_BUCKETS.map((bucket, i) => [bucket, amounts[i]]));
      return { [party]: parte, ...buckets } as Record<P, Named> & Record<Bucket, number>;
    });
}
