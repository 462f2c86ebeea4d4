// What categories offer the other features: the person's categories, which every form that picks one reads.
export { useCategories } from './api/categories';
