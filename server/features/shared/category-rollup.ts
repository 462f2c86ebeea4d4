import { type SQL, sql } from 'drizzle-orm';

/*
 * Subcategories roll up into their parent wherever money is read by category (reports, the dashboard, budgets,
 * the transactions' filter). The tree has one level (categories' service keeps it so), so "the top-level
 * category of a row" is coalesce(parent_id, id) and "a category and its children" is id = X or parent_id = X:
 * no recursion. Every feature takes these fragments from here, so the rule has one owner. The money stays stored
 * per category (category_month_totals, transactions): rolling up at read time means moving a child to another
 * parent moves its figures with it, with nothing to rewrite.
 */

/** A categories row's alias in a query: a fixed name written by the code, never a value from a request. */
export type CategoryAlias = 'c' | 'k' | 'sc';

/** The top-level category's id of the categories row `alias`: its parent's for a subcategory, its own otherwise. */
export function topCategoryId(alias: CategoryAlias): SQL {
  const a = sql.raw(alias);
  return sql`coalesce(${a}.parent_id, ${a}.id)`;
}

/**
 * The ids of a category and of its children, as an array computed once (an InitPlan, served by the primary key
 * and categories_parent_idx) rather than an IN (subquery), so a filter on it can still use an index of the rows.
 * For a subcategory, or a category of another book, it holds that id alone or nothing.
 */
export function categoryAndChildren(bookId: number, categoryId: number): SQL {
  return sql`array(select k.id from categories k
                   where k.book_id = ${bookId} and (k.id = ${categoryId} or k.parent_id = ${categoryId}))`;
}

/**
 * The category ids a row of money of the categories row `alias` counts under, as a lateral list: its own, and its
 * parent's when it is a subcategory (null otherwise, to be filtered out). A budget on a parent then sums its own
 * money and its children's, and a budget on a child sums the child's alone, from one grouped read.
 */
export function countedUnder(alias: CategoryAlias): SQL {
  const a = sql.raw(alias);
  return sql`(values (${a}.id), (${a}.parent_id))`;
}

/** The book's categories that have children, one row each (id): grouped once, joined, never asked per row. */
export function parentsWithChildren(bookId: number): SQL {
  return sql`select k.parent_id as id from categories k
             where k.book_id = ${bookId} and k.parent_id is not null
             group by k.parent_id`;
}
