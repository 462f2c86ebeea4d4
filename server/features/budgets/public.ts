// What the budgets offer other features: the budgets in force in a month, as the API shows them.

/** The budgets that apply to a month (each category's latest from that month or before), spent in reais. */
export { budgetFlowPeriod, budgetsInForce } from './in-force';
export { presentBudget } from './presenter';
export { type DeletedBudget, putBackBudget } from './put-back';
export type { BudgetRow } from './repository';
