/**
 * An obra's figures (docs/domain.md, Obra figures) as the reads take them from the running sums of
 * `obra_cifras`: numeric text from SQL, cents in the callers. What each budget line spent is defined
 * once, here, in SQL: Insumos = applied compras net of applied notas de crédito, Mano de Obra =
 * nóminas, Indirectos = applied gastos, and their sum. Select the columns from `obra` left-joined to
 * `obraCifras` (zeros for an obra without documents).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { toCents } from '../../schemas/money';
import type { Executor } from '../db/client';
import { obra, obraCifras } from '../db/schema';

const figure = (column: typeof obraCifras.compras) => sql`coalesce(${column}, 0)`;
const text = (amount: SQL) => sql<string>`(${amount})::text`;

const insumos = sql`${figure(obraCifras.compras)} - ${figure(obraCifras.notasCredito)}`;
const manoObra = figure(obraCifras.nominas);
const indirectos = figure(obraCifras.gastos);

/** What each line spent and their sum. */
export const ejercidoColumns = {
  insumos: text(insumos),
  manoObra: text(manoObra),
  indirectos: text(indirectos),
  total: text(sql`${insumos} + ${manoObra} + ${indirectos}`),
};

/** The rest of the figures: committed, billed and collected. */
export const otrasCifrasColumns = {
  comprometido: text(figure(obraCifras.comprometido)),
  facturado: text(figure(obraCifras.facturado)),
  cobrado: text(figure(obraCifras.cobrado)),
};

export interface Insumos {
  presupuesto: bigint;
  ejercido: bigint;
  comprometido: bigint;
}

/** The obra's Insumos line as `db` sees it now. */
export async function insumosDeObra(db: Executor, obraId: number): Promise<Insumos> {
  const [row] = await db
    .select({
      presupuesto: obra.insumos,
      ejercido: ejercidoColumns.insumos,
      comprometido: otrasCifrasColumns.comprometido,
    })
    .from(obra)
    .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
    .where(eq(obra.id, obraId));
  return {
    presupuesto: toCents(row.presupuesto),
    ejercido: toCents(row.ejercido),
    comprometido: toCents(row.comprometido),
  };
}
