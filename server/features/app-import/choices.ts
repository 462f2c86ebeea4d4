import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  appCategoryKey,
  type appImportSettingsSchema,
  APP_IMPORT_MESSAGES as M,
} from '../../../common/contract/app-import';
import { CATEGORY_PATH_SEPARATOR } from '../../../common/contract/categories';
import { type Executor, queryRows } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import type { AppAccountKind, AppCategory, AppHistory, AppRow, SourceApp } from './readers/types';

type Settings = z.output<typeof appImportSettingsSchema>;
type NewAccountTerms = Exclude<Settings['accounts'][string], number>;

/** What the book already has that the file's names may go to. */
export interface BookState {
  accounts: Array<{ id: number; name: string; type: string }>;
  categories: Array<{ id: number; name: string; type: 'receita' | 'despesa'; parentId: number | null }>;
  /** The categories the person chose at the last import of this app, by lower-cased key. */
  remembered: Map<string, number>;
}

export async function readBookState(db: Executor, bookId: number, app: SourceApp): Promise<BookState> {
  const [accounts, categories, remembered] = await Promise.all([
    queryRows<{ id: number; name: string; type: string }>(
      db,
      sql`select id, name, type from accounts where book_id = ${bookId} order by id`,
    ),
    queryRows<BookState['categories'][number]>(
      db,
      sql`select id, name, type, parent_id as "parentId" from categories where book_id = ${bookId} order by id`,
    ),
    queryRows<{ source_key: string; category_id: number }>(
      db,
      sql`select source_key, category_id from app_import_category_maps where book_id = ${bookId} and app = ${app}`,
    ),
  ]);
  return {
    accounts: accounts.map((a) => ({ ...a, id: Number(a.id) })),
    categories: categories.map((c) => ({
      ...c,
      id: Number(c.id),
      parentId: c.parentId === null ? null : Number(c.parentId),
    })),
    remembered: new Map(remembered.map((r) => [r.source_key, Number(r.category_id)])),
  };
}

export type AccountChoice = { id: number; name: string } | { create: NewAccountTerms & { name: string } };

export type CategoryChoice =
  | { id: number; path: string; remembered: boolean }
  | { create: { name: string; type: 'receita' | 'despesa'; parentKey: string | null } }
  | { none: true };

/** The key a category is remembered and chosen by: lower case, so 'Alimentação' and 'alimentação' are one. */
export const choiceKey = (key: string) => key.toLowerCase();

const lower = (s: string) => s.trim().toLowerCase();

/**
 * Where each of the file's accounts and categories goes: the person's choice (settings), else what the last import
 * of this app chose, else the book's one of the same name, else a new one. The one owner of that order, for the
 * preview (what it offers) and the write (what it does). A choice naming what is not the book's is refused here,
 * before the first write.
 */
export function resolveChoices(history: AppHistory, book: BookState, settings?: Settings) {
  const accountByName = new Map(book.accounts.map((a) => [lower(a.name), a]));
  const accounts = new Map<string, AccountChoice>();
  for (const account of history.accounts) {
    accounts.set(account.name, accountChoice(account, accountByName, book, settings));
  }

  const categoryById = new Map(book.categories.map((c) => [c.id, c]));
  const pathOf = (c: BookState['categories'][number]) => {
    const parent = c.parentId === null ? undefined : categoryById.get(c.parentId);
    return parent ? `${parent.name}${CATEGORY_PATH_SEPARATOR}${c.name}` : c.name;
  };
  // The book's categories by 'type|path' and by 'type|name' (names are unique per type).
  const bookByKey = new Map<string, BookState['categories'][number]>();
  for (const c of book.categories) {
    bookByKey.set(lower(`${c.type}|${pathOf(c)}`), c);
    bookByKey.set(lower(`${c.type}|${c.name}`), c);
  }
  const chosen = new Map(Object.entries(settings?.categories ?? {}).map(([k, v]) => [choiceKey(k), v]));
  const categories = new Map<string, CategoryChoice>();
  for (const category of history.categories) {
    const key = appCategoryKey(category);
    const choice = chosen.get(choiceKey(key));
    if (choice === 'nenhuma') categories.set(key, { none: true });
    else if (choice === 'nova') categories.set(key, { create: newCategory(category) });
    else if (choice !== undefined) {
      const found = categoryById.get(choice);
      if (!found) throw notFound(M.categoryChoice(key.slice(key.indexOf('|') + 1)));
      if (found.type !== category.type) throw badRequest(M.categoryType(category.name));
      categories.set(key, { id: found.id, path: pathOf(found), remembered: false });
    } else {
      const rememberedId = book.remembered.get(choiceKey(key));
      const remembered = rememberedId === undefined ? undefined : categoryById.get(rememberedId);
      const same = bookByKey.get(lower(key)) ?? bookByKey.get(lower(`${category.type}|${category.name}`));
      const found = remembered ?? same;
      categories.set(
        key,
        found
          ? { id: found.id, path: pathOf(found), remembered: remembered !== undefined }
          : { create: newCategory(category) },
      );
    }
  }
  forgoEmptyNewParents(history, categories, chosen);
  return { accounts, categories };
}

/**
 * A parent the file names only as the home of its children, none of which is new (the person sent them to
 * categories of their own): left uncreated, or the book would get an empty category. One the person asked for by
 * name ('nova') is made all the same.
 */
function forgoEmptyNewParents(
  history: AppHistory,
  categories: Map<string, CategoryChoice>,
  chosen: Map<string, unknown>,
): void {
  const keyOf = rowCategoryKeys(history);
  const needed = new Set<string>();
  for (const row of history.rows) {
    const key = keyOf(row);
    if (key !== null) needed.add(key);
  }
  for (const choice of categories.values())
    if ('create' in choice && choice.create.parentKey !== null) needed.add(choice.create.parentKey);
  const parents = new Set(
    history.categories.flatMap((c) => (c.parent ? [appCategoryKey({ type: c.type, name: c.parent })] : [])),
  );
  for (const [key, choice] of categories) {
    if ('create' in choice && parents.has(key) && !needed.has(key) && !chosen.has(choiceKey(key)))
      categories.set(key, { none: true });
  }
}

/**
 * A row's category key: the category's own type (the majority of its money), not the row's, so a refund under an
 * expense category stays under it.
 */
export function rowCategoryKeys(history: AppHistory): (row: AppRow) => string | null {
  const typeOf = new Map(history.categories.map((c) => [`${c.parent ?? ''}\u0000${c.name}`, c.type]));
  return (row) => {
    if (!row.category || row.type === 'TRANSFER') return null;
    const type =
      typeOf.get(`${row.category.parent ?? ''}\u0000${row.category.name}`) ??
      (row.type === 'RECEITA' ? 'receita' : 'despesa');
    return appCategoryKey({ type, ...row.category });
  };
}

function newCategory(category: AppCategory): {
  name: string;
  type: 'receita' | 'despesa';
  parentKey: string | null;
} {
  return {
    name: category.name,
    type: category.type,
    parentKey: category.parent ? appCategoryKey({ type: category.type, name: category.parent }) : null,
  };
}

const KIND_OF: Record<AppAccountKind, NewAccountTerms['type']> = {
  checking: 'checking',
  savings: 'savings',
  cash: 'cash',
  credit_card: 'credit_card',
  investment: 'investment',
  wallet: 'wallet',
};

function accountChoice(
  account: AppHistory['accounts'][number],
  byName: Map<string, BookState['accounts'][number]>,
  book: BookState,
  settings: Settings | undefined,
): AccountChoice {
  const chosen = settings?.accounts[account.name];
  if (typeof chosen === 'number') {
    const found = book.accounts.find((a) => a.id === chosen);
    if (!found) throw notFound(M.accountChoice(account.name));
    return { id: found.id, name: found.name };
  }
  const same = byName.get(lower(account.name));
  // A new account asked for by name that the book already has goes to that one: names are unique in a book.
  if (same) return { id: same.id, name: same.name };
  if (chosen) return { create: { ...chosen, name: account.name } };
  return { create: { type: KIND_OF[account.kind], name: account.name } };
}

/** Refuses (400) a new card without its bill's terms: they cannot be guessed from another app's file. */
export function checkNewCards(accounts: Map<string, AccountChoice>): void {
  for (const choice of accounts.values()) {
    if (!('create' in choice) || choice.create.type !== 'credit_card') continue;
    const { closing_day, due_day, credit_limit } = choice.create;
    if (closing_day == null || due_day == null || credit_limit == null)
      throw badRequest(M.cardTerms(choice.create.name));
  }
}
