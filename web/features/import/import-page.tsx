// Replaced by the area's page as it is built.
export { ImportPage } from '../../app/pages';
