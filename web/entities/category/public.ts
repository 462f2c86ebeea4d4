// The category, as the features need it (the Categorias page itself is web/features/categories): the person's
// categories, which every form that picks one reads.
export { useCategories } from './api/categories';
