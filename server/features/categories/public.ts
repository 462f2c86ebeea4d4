// What the categories offer other features: the list's table and messages.
export { categoriesSpec } from './spec';
