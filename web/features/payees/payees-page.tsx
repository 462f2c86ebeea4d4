// Replaced by the area's page as it is built.
export { PayeesPage } from '../../app/pages';
