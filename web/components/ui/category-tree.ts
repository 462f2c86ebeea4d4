import {
  CATEGORY_SCREEN_SEPARATOR,
  type Category,
  type CategoryType,
  categoryPath,
} from '../../../common/contract/categories';
import { byName, foldForSearch } from '../../../common/search';

/** How the screen writes a subcategory beside its parent: 'Alimentação › Delivery'. */
export const CATEGORY_TREE_SEPARATOR = CATEGORY_SCREEN_SEPARATOR;

/** One line of a category list shown as a tree: the category, its depth, and its full name. */
export interface CategoryTreeEntry<C extends Category = Category> {
  category: C;
  /** 0 for a top-level category, 1 for a subcategory listed under its parent. */
  depth: 0 | 1;
  /** 'Alimentação › Delivery' for a subcategory, the name alone for a top-level one. */
  path: string;
  /** The parent's id for a subcategory shown under it; null otherwise. */
  parentId: number | null;
}

/** 'Pai › Filho' for a subcategory whose parent is in the list, the name alone otherwise. */
export const categoryLabel = (
  category: Pick<Category, 'name' | 'parentId'>,
  byId: ReadonlyMap<number, Pick<Category, 'name'>>,
): string => categoryPath(category, byId, CATEGORY_TREE_SEPARATOR);

/** The categories by id, for categoryLabel. */
export const categoriesById = <C extends Pick<Category, 'id' | 'name'>>(categories: readonly C[]) =>
  new Map(categories.map((c) => [c.id, c]));

/**
 * The categories (of one type when given) as a tree: top-level ones by name, each followed by its subcategories by
 * name. A subcategory whose parent is not in the list (another type, or not loaded) stands at the top level under
 * its full name, so it is never lost.
 */
export function categoryTree<C extends Category>(
  categories: readonly C[],
  type?: CategoryType,
): CategoryTreeEntry<C>[] {
  const own = categories.filter((c) => !type || c.type === type);
  const ids = new Set(own.map((c) => c.id));
  const byId = categoriesById(categories);
  const children = new Map<number, C[]>();
  const tops: C[] = [];
  for (const c of own) {
    if (c.parentId !== null && ids.has(c.parentId)) {
      const list = children.get(c.parentId) ?? [];
      list.push(c);
      children.set(c.parentId, list);
    } else {
      tops.push(c);
    }
  }
  const entries: CategoryTreeEntry<C>[] = [];
  for (const top of tops.sort(byName)) {
    entries.push({ category: top, depth: 0, path: categoryLabel(top, byId), parentId: null });
    for (const child of (children.get(top.id) ?? []).sort(byName)) {
      entries.push({ category: child, depth: 1, path: categoryLabel(child, byId), parentId: top.id });
    }
  }
  return entries;
}

/**
 * The entries a typed text finds, in the tree's order: those whose name or full name holds the text (accents and
 * case aside), the children of a parent it finds ('alim' finds Alimentação and its subcategories), and the parent
 * of a child it finds, so the child is still seen under it ('deliv' finds Alimentação › Delivery). Blank: all.
 */
export function searchCategoryTree<C extends Category>(
  entries: readonly CategoryTreeEntry<C>[],
  text: string,
): CategoryTreeEntry<C>[] {
  const wanted = foldForSearch(text.trim());
  if (wanted === '') return [...entries];
  const hit = new Set(
    entries.filter((e) => foldForSearch(e.path).includes(wanted)).map((e) => e.category.id),
  );
  const shown = new Set(hit);
  for (const e of entries) {
    if (e.parentId === null) continue;
    if (hit.has(e.parentId)) shown.add(e.category.id);
    if (hit.has(e.category.id)) shown.add(e.parentId);
  }
  return entries.filter((e) => shown.has(e.category.id));
}

/** Whether the category has subcategories in the list. */
export const hasChildren = (
  category: Pick<Category, 'id'>,
  categories: readonly Pick<Category, 'parentId'>[],
) => categories.some((c) => c.parentId === category.id);

/** The categories that may be the parent of `category` (or of a new one of `type`): top-level, same type, not itself. */
export function parentChoices<C extends Category>(
  categories: readonly C[],
  type: CategoryType,
  category?: Pick<Category, 'id'>,
): C[] {
  return categories
    .filter((c) => c.type === type && c.parentId === null && c.id !== category?.id)
    .sort(byName);
}
