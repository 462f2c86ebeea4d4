// Replaced by the area's page as it is built.
export { GoalsPage } from '../../app/pages';
