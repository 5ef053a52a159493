/**
 * The colour of an obra summary card (docs/product.md §2): red when the actual spending exceeds the
 * budget, grey when nothing was spent, green otherwise; and the share of the budget spent.
 */
import { shareOf } from '../../engine';

export type BudgetColor = 'error' | 'grey' | 'success';

export function budgetColor(budget: bigint, actual: bigint): BudgetColor {
  if (actual === 0n) return 'grey';
  return actual > budget ? 'error' : 'success';
}

/** Actual over budget as percent text ('0.00' when nothing was spent; '' without a budget). */
export function budgetShare(budget: bigint, actual: bigint): string {
  return shareOf(actual, budget);
}
