// Replaced by the area's page as it is built.
export { AccountsPage } from '../../app/pages';
