/**
 * An obra's figures (docs/domain.md, Obra figures) as the reads take them from the running sums of
 * `obra_cifras`: numeric text from SQL, cents here. What each budget line spent is defined once:
 * Insumos = applied compras net of applied notas de crédito, Mano de Obra = nóminas, Indirectos =
 * applied gastos. Select `cifrasColumns` from `obra` left-joined to `obraCifras` (zeros for an obra
 * without documents).
 */
import { eq, sql } from 'drizzle-orm';
import { toCents } from '../../schemas/money';
import type { Executor } from '../db/client';
import { obra, obraCifras } from '../db/schema';

const figure = (column: typeof obraCifras.compras) => sql<string>`coalesce(${column}, 0)::text`;

export const cifrasColumns = {
  compras: figure(obraCifras.compras),
  notasCredito: figure(obraCifras.notasCredito),
  comprometido: figure(obraCifras.comprometido),
  gastos: figure(obraCifras.gastos),
  nominas: figure(obraCifras.nominas),
  facturado: figure(obraCifras.facturado),
  cobrado: figure(obraCifras.cobrado),
};
export type Cifras = { [K in keyof typeof cifrasColumns]: string };

/** What each budget line spent, in cents, and their sum. */
export function ejercidoDe(cifras: Cifras) {
  const insumos = toCents(cifras.compras) - toCents(cifras.notasCredito);
  const manoObra = toCents(cifras.nominas);
  const indirectos = toCents(cifras.gastos);
  return { insumos, manoObra, indirectos, total: insumos + manoObra + indirectos };
}

export interface Insumos {
  presupuesto: bigint;
  ejercido: bigint;
  comprometido: bigint;
}

/** The obra's Insumos line as `db` sees it now. */
export async function insumosDeObra(db: Executor, obraId: number): Promise<Insumos> {
  const [row] = await db
    .select({ presupuesto: obra.insumos, ...cifrasColumns })
    .from(obra)
    .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
    .where(eq(obra.id, obraId));
  return {
    presupuesto: toCents(row.presupuesto),
    ejercido: ejercidoDe(row).insumos,
    comprometido: toCents(row.comprometido),
  };
}
