// Replaced by the area's page as it is built.
export { DashboardPage } from '../../app/pages';
