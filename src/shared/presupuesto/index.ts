export { BudgetCard, type BudgetCardProps } from './BudgetCard';
export { budgetColor, budgetShare, type BudgetColor } from './budgetColor';
export { PRESUPUESTO } from './messages';
