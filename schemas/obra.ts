/**
 * The obra's money rules (docs/domain.md, Obra), for the server, the demo seed and the mocks
 * alike: its utilidad, and how its summary and the dashboard read its figures (what its documents
 * add up to: the server's `obra_cifras`, the mocks' fixtures) against its budget — in integer
 * cents, JSON numbers only at the end.
 */
import { porcentaje } from './costo-partida';
import { fromCents, toCents } from './money';

type Amount = string | number;

/** An obra's contract and cost budget, as numeric text or JSON numbers. */
export interface CostosDeObra {
  costoTotal: Amount;
  insumos: Amount;
  manoObra: Amount;
  indirectos: Amount;
}

/** What an obra's documents add up to, totals with IVA: spent per budget line, committed, billed, collected. */
export interface CifrasDeObra {
  insumos: Amount;
  manoObra: Amount;
  indirectos: Amount;
  comprometido: Amount;
  facturado: Amount;
  cobrado: Amount;
}

/** The obra's cost budget (or what it spent), insumos + manoObra + indirectos, in cents. */
export const presupuestoDe = (obra: Omit<CostosDeObra, 'costoTotal'>) =>
  toCents(obra.insumos) + toCents(obra.manoObra) + toCents(obra.indirectos);

/** utilidad = costoTotal − (insumos + manoObra + indirectos). */
export const utilidadDe = (obra: CostosDeObra): bigint => toCents(obra.costoTotal) - presupuestoDe(obra);

/** The three budget lines of the summary's cards (and the dashboard's colour): budget against spent, Insumos with what is committed. */
export function lineasDeObra(
  presupuesto: Omit<CostosDeObra, 'costoTotal'>,
  cifras: Pick<CifrasDeObra, 'insumos' | 'manoObra' | 'indirectos' | 'comprometido'>,
) {
  const line = (name: 'insumos' | 'manoObra' | 'indirectos') => ({
    presupuesto: fromCents(toCents(presupuesto[name])),
    ejercido: fromCents(toCents(cifras[name])),
  });
  return {
    insumos: { ...line('insumos'), comprometido: fromCents(toCents(cifras.comprometido)) },
    manoObra: line('manoObra'),
    indirectos: line('indirectos'),
  };
}

/**
 * The summary's money (GET /api/obra/{idObra}/resumen): the lines, what was spent, billed and
 * collected, the planned utilidad beside the utilidad to date (facturado − ejercido), and the
 * avance financiero (ejercido over the cost budget).
 */
export function cifrasDelResumen(obra: CostosDeObra, cifras: CifrasDeObra) {
  const ejercido = presupuestoDe(cifras);
  const facturado = toCents(cifras.facturado);
  return {
    ...lineasDeObra(obra, cifras),
    ejercido: fromCents(ejercido),
    facturado: fromCents(facturado),
    cobrado: fromCents(toCents(cifras.cobrado)),
    utilidadPlaneada: fromCents(utilidadDe(obra)),
    utilidadActual: fromCents(facturado - ejercido),
    financiero: porcentaje(ejercido, presupuestoDe(obra)),
  };
}
