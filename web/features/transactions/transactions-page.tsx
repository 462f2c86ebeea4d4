// Replaced by the area's page as it is built.
export { TransactionsPage } from '../../app/pages';
