// What the categories offer other features: the list's spec, and the starter set a new person gets.
export { categoriesSpec } from './spec';
export { deleteUntouchedStarterCategories, giveStarterCategories, ownCategoryExists } from './starter-set';
