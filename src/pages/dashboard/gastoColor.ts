/**
 * docs/product.md §2 'Gasto contra Presupuesto': an obra's spending as a share of its budget beside
 * the share of its time elapsed. Red when the money runs ahead of the schedule (more of the budget
 * spent than of the time) or past the budget; green otherwise. Compared in cents, never as floats.
 */
import { shareOf, toCents } from '../../../schemas/money';
import { AVANCE_EN_CURSO } from './avanceColor';

/** The theme's error red (src/theme.ts); green as the progress chart's. */
export const GASTO_ADELANTADO = '#c62828';
export const GASTO_EN_TIEMPO = AVANCE_EN_CURSO;

export interface GastoDeObra {
  /** Time elapsed, 0 to 100. */
  avance: number;
  presupuesto: number;
  ejercido: number;
}

/** The percent of the budget spent, to the hundredth, to draw; null for an obra without a budget. */
export function gastoShare({ presupuesto, ejercido }: GastoDeObra): number | null {
  const share = shareOf(toCents(ejercido), toCents(presupuesto));
  return share === '' ? null : Number(share);
}

export function gastoAdelantado({ avance, presupuesto, ejercido }: GastoDeObra): boolean {
  const spent = toCents(ejercido);
  const budget = toCents(presupuesto);
  // spent / budget > avance / 100, without dividing: avance in hundredths of a percent against 10000.
  // Time stops at 100 %, so spending past the budget is always ahead.
  const elapsed = BigInt(Math.round(Math.min(avance, 100) * 100));
  return spent * 10000n > elapsed * budget;
}

export const gastoColor = (obra: GastoDeObra): string => (gastoAdelantado(obra) ? GASTO_ADELANTADO : GASTO_EN_TIEMPO);
