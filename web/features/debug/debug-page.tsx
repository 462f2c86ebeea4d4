// Replaced by the area's page as it is built.
export { DebugPage } from '../../app/pages';
