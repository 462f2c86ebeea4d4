import type { AppCategoryRef } from './types';

/**
 * A category path to a reference: 'Pai:Filho', 'Pai > Filho', 'Pai / Filho' (each reader says which separators its
 * app writes). Deeper paths keep their last two levels.
 */
export function categoryFromPath(text: string, separator: RegExp = /\s*[:>]\s*/): AppCategoryRef | undefined {
  const parts = text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const name = parts[parts.length - 1];
  if (name === undefined) return undefined;
  const parent = parts[parts.length - 2];
  return parent === undefined ? { name } : { name, parent };
}

/** A category from separate category and subcategory cells. */
export function categoryFromCells(category: string, subcategory: string): AppCategoryRef | undefined {
  if (category === '' && subcategory === '') return undefined;
  if (category === '') return { name: subcategory };
  if (subcategory === '' || subcategory === category) return { name: category };
  return { name: subcategory, parent: category };
}
