// Replaced by the area's page as it is built.
export { CategoriesPage } from '../../app/pages';
