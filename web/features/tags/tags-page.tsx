// Replaced by the area's page as it is built.
export { TagsPage } from '../../app/pages';
