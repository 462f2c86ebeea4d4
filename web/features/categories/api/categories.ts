import type { Category, CategoryCreateBody } from '../../../../common/contract/categories';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { nome, tipo } and DELETE ?id= of /categories. */
export const categoriesApi = simpleListApi<Category, CategoryCreateBody>('/categories');
export const useCategories = categoriesApi.useList;
