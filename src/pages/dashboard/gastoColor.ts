/**
 * docs/product.md §2 'Gasto contra Presupuesto': an obra's colour is its summary cards' (one rule,
 * budgetColor): red when any of its three lines is past its budget — Insumos counting what is
 * committed —, grey when it spent nothing, green otherwise; and, what only the dashboard can tell,
 * amber when within every budget it spent a larger share of it than of its time. Compared in cents,
 * never as floats.
 */
import { shareOf, toCents } from '../../../schemas/money';
import type { ObraAvance } from '../../dataProvider';
import { lineColor, worstColor, type BudgetColor } from '../../shared/presupuesto';
import { AVANCE_EN_CURSO } from './avanceColor';

export type GastoColor = BudgetColor | 'adelantado';

/** The theme's error red and warning amber (src/theme.ts), the cards' grey (grey.700), the progress chart's green. */
export const GASTO_COLOR: Record<GastoColor, string> = {
  error: '#c62828',
  adelantado: '#b35000',
  success: AVANCE_EN_CURSO,
  grey: '#616161',
};

/** The percent of the budget an amount is, to the hundredth, to draw; null for an obra without a budget. */
export function gastoShare({ presupuesto, ejercido }: { presupuesto: number; ejercido: number }): number | null {
  const share = shareOf(toCents(ejercido), toCents(presupuesto));
  return share === '' ? null : Number(share);
}

/** Whether the obra spent a larger share of its budget than of its time (or past its budget). */
export function gastoAdelantado({
  avance,
  presupuesto,
  ejercido,
}: Pick<ObraAvance, 'avance' | 'presupuesto' | 'ejercido'>): boolean {
  const spent = toCents(ejercido);
  const budget = toCents(presupuesto);
  // spent / budget > avance / 100, without dividing: avance in hundredths of a percent against 10000.
  // Time stops at 100 %, so spending past the budget is always ahead.
  const elapsed = BigInt(Math.round(Math.min(avance, 100) * 100));
  return spent * 10000n > elapsed * budget;
}

export const PARTIDAS = ['insumos', 'manoObra', 'indirectos'] as const;
export type Partida = (typeof PARTIDAS)[number];

/** Each line's colour as its summary card shows it. */
export function partidaColors(obra: ObraAvance): Record<Partida, BudgetColor> {
  const color = (linea: { presupuesto: number; ejercido: number; comprometido?: number }) =>
    lineColor({
      budget: toCents(linea.presupuesto),
      actual: toCents(linea.ejercido),
      committed: linea.comprometido === undefined ? undefined : toCents(linea.comprometido),
    });
  return { insumos: color(obra.insumos), manoObra: color(obra.manoObra), indirectos: color(obra.indirectos) };
}

/** The lines past their budget (red cards). */
export const partidasExcedidas = (obra: ObraAvance): Partida[] =>
  PARTIDAS.filter((partida) => partidaColors(obra)[partida] === 'error');

/** The colour of the obra's summary cards taken together: the worst of the three. */
export const obraBudgetColor = (obra: ObraAvance): BudgetColor => worstColor(Object.values(partidaColors(obra)));

export function gastoColor(obra: ObraAvance): GastoColor {
  const color = obraBudgetColor(obra);
  return color === 'success' && gastoAdelantado(obra) ? 'adelantado' : color;
}
