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

/** Actual over budget as percent text ('0.00' when nothing was spent; '' without a budget). */
export function budgetShare(budget: bigint, actual: bigint): string {
  return shareOf(actual, budget);
}
