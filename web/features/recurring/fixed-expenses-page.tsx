// Replaced by the area's page as it is built.
export { FixedExpensesPage } from '../../app/pages';
