// Replaced by the area's page as it is built.
export { ReportsPage } from '../../app/pages';
