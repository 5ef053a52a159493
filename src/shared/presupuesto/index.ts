export { BudgetCard, type BudgetCardProps } from './BudgetCard';
export { budgetColor, budgetShare, lineColor, worstColor, type BudgetColor, type BudgetLine } from './budgetColor';
export { PRESUPUESTO } from './messages';
