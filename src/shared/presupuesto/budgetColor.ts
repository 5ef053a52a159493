/**
 * The colour of a budget card (docs/product.md §2): red when the actual spending exceeds the
 * budget, grey when nothing was spent, green otherwise; where committed cost is known, red as soon
 * as spent + committed exceeds it (the warning before the money goes). And the share of the budget spent.
 */
import { shareOf } from '../../engine';

export type BudgetColor = 'error' | 'grey' | 'success';

export function budgetColor(budget: bigint, actual: bigint, outlook = actual): BudgetColor {
  if (outlook > budget) return 'error';
  return actual === 0n ? 'grey' : 'success';
}

/**
 * A card's headline figure: the share of the budget its colour judges — spent + committed where
 * committed is known — so a red card never shows a figure within the budget, and an order's
 * authorization moves it.
 */
export function budgetFigure(budget: bigint, actual: bigint, outlook = actual): string {
  return shareOf(outlook, budget);
}

/** Actual over budget as percent text ('0.00' when nothing was spent; '' without a budget). */
export function budgetShare(budget: bigint, actual: bigint): string {
  return shareOf(actual, budget);
}

/** One budget line in cents: its budget, what it spent and, where known (Insumos), what it committed. */
export interface BudgetLine {
  budget: bigint;
  actual: bigint;
  committed?: bigint;
}

/** A line's colour: budgetColor with spent + committed as its outlook where committed is known. */
export function lineColor({ budget, actual, committed }: BudgetLine): BudgetColor {
  return budgetColor(budget, actual, actual + (committed ?? 0n));
}

const SEVERITY: Record<BudgetColor, number> = { grey: 0, success: 1, error: 2 };

/** The colour of several lines together (an obra on the dashboard): the worst of theirs. */
export function worstColor(colors: BudgetColor[]): BudgetColor {
  return colors.reduce<BudgetColor>((worst, color) => (SEVERITY[color] > SEVERITY[worst] ? color : worst), 'grey');
}
