// Replaced by the area's page as it is built.
export { FixedDashboardPage } from '../../app/pages';
