/**
 * An obra's Insumos line (docs/domain.md, Obra figures): its budget, what was spent (applied
 * compras net of applied notas de crédito) and what is committed (authorized orders without a
 * compra, compras not yet applied), in cents, from the running sums of `obra_cifras`.
 */
import { eq, sql } from 'drizzle-orm';
import { toCents } from '../../schemas/money';
import type { Executor } from '../db/client';
import { obra, obraCifras } from '../db/schema';

export interface Insumos {
  presupuesto: bigint;
  ejercido: bigint;
  comprometido: bigint;
}

const figure = (column: typeof obraCifras.compras) => sql<string>`coalesce(${column}, 0)::text`;

/** The obra's Insumos line as `db` sees it now (zeros for an obra without documents). */
export async function insumosDeObra(db: Executor, obraId: number): Promise<Insumos> {
  const [row] = await db
    .select({
      presupuesto: obra.insumos,
      compras: figure(obraCifras.compras),
      notasCredito: figure(obraCifras.notasCredito),
      comprometido: figure(obraCifras.comprometido),
    })
    .from(obra)
    .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
    .where(eq(obra.id, obraId));
  return {
    presupuesto: toCents(row.presupuesto),
    ejercido: toCents(row.compras) - toCents(row.notasCredito),
    comprometido: toCents(row.comprometido),
  };
}
