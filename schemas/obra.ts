/**
 * The obra's utilidad (docs/domain.md, Obra), for the server's write rule, the demo seed, the
 * summary and the mocks alike: costoTotal − (insumos + manoObra + indirectos), in integer cents.
 */
import { toCents } from './money';

/** An obra's contract and cost budget, as numeric text or JSON numbers. */
export interface CostosDeObra {
  costoTotal: string | number;
  insumos: string | number;
  manoObra: string | number;
  indirectos: string | number;
}

export const utilidadDe = (obra: CostosDeObra): bigint =>
  toCents(obra.costoTotal) - (toCents(obra.insumos) + toCents(obra.manoObra) + toCents(obra.indirectos));
