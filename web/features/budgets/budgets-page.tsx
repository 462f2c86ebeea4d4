// Replaced by the area's page as it is built.
export { BudgetsPage } from '../../app/pages';
