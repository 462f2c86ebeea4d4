import type {
  Category,
  CategoryCreateBody,
  CategoryUpdateBody,
} from '../../../../common/contract/categories';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { nome, tipo }, PUT { id, nome } and DELETE ?id= of /categories. */
export const categoriesApi = simpleListApi<Category, CategoryCreateBody, CategoryUpdateBody>('/categories');
export const categoriesKey = categoriesApi.key;

export const getCategories = categoriesApi.list;
export const categoriesQuery = categoriesApi.query;
export const useCategories = categoriesApi.useList;

export const createCategory = categoriesApi.create;
export const useCreateCategory = categoriesApi.useCreate;

export const renameCategory = categoriesApi.update;
export const useRenameCategory = categoriesApi.useUpdate;

export const deleteCategory = categoriesApi.remove;
export const useDeleteCategory = categoriesApi.useDelete;
