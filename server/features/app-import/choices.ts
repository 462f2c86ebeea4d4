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
import { nearAccountKey, nearKey, nearPathKey } from './near-names';
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

/**
 * One of the person's accounts, and why: the person chose it (settings), it bears the file's account's name, or a
 * near name (near-names.ts, proposed: the person may turn it down); else a new account.
 */
export type AccountChoice =
  | { id: number; name: string; by: 'choice' | 'name' | 'near' }
  | { create: NewAccountTerms & { name: string } };

export type CategoryChoice =
  | { id: number; path: string; remembered: boolean; near: boolean }
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
  const accounts = resolveAccounts(history, book, settings);

  const categoryById = new Map(book.categories.map((c) => [c.id, c]));
  const pathOf = (c: BookState['categories'][number]) => {
    const parent = c.parentId === null ? undefined : categoryById.get(c.parentId);
    return parent ? `${parent.name}${CATEGORY_PATH_SEPARATOR}${c.name}` : c.name;
  };
  // The book's categories by 'type|path': a name is unique among its siblings only, so 'Seguros:Automóvel' is
  // not the top-level 'Automóvel'.
  const bookByKey = new Map<string, BookState['categories'][number]>();
  for (const c of book.categories) bookByKey.set(lower(`${c.type}|${pathOf(c)}`), c);
  // And by their near-equal paths (near-names.ts), the first of each: what is offered instead of "Criar nova".
  const bookByNear = new Map<string, BookState['categories'][number]>();
  for (const c of book.categories) {
    const parent = c.parentId === null ? undefined : categoryById.get(c.parentId);
    const key = `${c.type}|${nearPathKey(parent ? [parent.name, c.name] : [c.name])}`;
    if (!bookByNear.has(key)) bookByNear.set(key, c);
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
      categories.set(key, { id: found.id, path: pathOf(found), remembered: false, near: false });
    } else {
      const rememberedId = book.remembered.get(choiceKey(key));
      const remembered = rememberedId === undefined ? undefined : categoryById.get(rememberedId);
      const same = bookByKey.get(lower(key));
      const near = bookByNear.get(
        `${category.type}|${nearPathKey(category.parent ? [category.parent, category.name] : [category.name])}`,
      );
      const found = remembered ?? same ?? near;
      categories.set(
        key,
        found
          ? {
              id: found.id,
              path: pathOf(found),
              remembered: remembered !== undefined,
              near: remembered === undefined && same === undefined,
            }
          : { create: newCategory(category) },
      );
    }
  }
  proposeByOwnName(history, book, categories, chosen, pathOf);
  forgoUnusedNewCategories(history, categories, chosen);
  // Whether each account keeps today's balance when history lands before its first row (kept-balances.ts).
  const keepBalances = new Map(Object.entries(settings?.keepBalances ?? {}));
  return { accounts, categories, keepBalances };
}

/**
 * A category of the file no path matches goes to the one category of the person's, at any level, whose own name is
 * near its own and of its type, when no other of the file's goes there or wants it: Mobills' 'Casa › Energia' to
 * the starter 'Contas da casa › Energia', 'Alimentação › Restaurantes' to the top-level 'Restaurantes'. A path
 * matched first keeps 'Seguros › Automóvel' apart from a top-level 'Automóvel' the file also has.
 */
function proposeByOwnName(
  history: AppHistory,
  book: BookState,
  categories: Map<string, CategoryChoice>,
  chosen: Map<string, unknown>,
  pathOf: (c: BookState['categories'][number]) => string,
): void {
  const taken = new Set([...categories.values()].flatMap((c) => ('id' in c ? [c.id] : [])));
  const wanted = new Map<string, BookState['categories'][number]>();
  const wanting = new Map<number, number>();
  for (const category of history.categories) {
    const key = appCategoryKey(category);
    if (chosen.has(choiceKey(key)) || !('create' in (categories.get(key) ?? {}))) continue;
    const own = nearKey(category.name);
    const near = book.categories.filter(
      (c) => c.type === category.type && !taken.has(c.id) && nearKey(c.name) === own,
    );
    if (near.length !== 1 || !near[0]) continue;
    wanted.set(key, near[0]);
    wanting.set(near[0].id, (wanting.get(near[0].id) ?? 0) + 1);
  }
  for (const [key, found] of wanted)
    if (wanting.get(found.id) === 1)
      categories.set(key, { id: found.id, path: pathOf(found), remembered: false, near: true });
}

/**
 * Only the categories the rows use are made, with the parents of those made: a file that lists every category the
 * app knows (Quicken's !Type:Cat, Actual's tables) brings the 3 it uses, not its 71. A parent whose children all go
 * to the person's own categories, and which holds no row of its own, is not made either. One the person asked for
 * by name ('nova') is made all the same.
 */
function forgoUnusedNewCategories(
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
  for (const key of [...needed]) {
    const choice = categories.get(key);
    if (choice && 'create' in choice && choice.create.parentKey !== null) needed.add(choice.create.parentKey);
  }
  for (const [key, choice] of categories) {
    if ('create' in choice && !needed.has(key) && !chosen.has(choiceKey(key)))
      categories.set(key, { none: true });
  }
}

/**
 * A row's category key: the category's own type (the app's list, else the majority of its money), not the row's,
 * so a refund under an expense category stays under it.
 */
export function rowCategoryKeys(history: AppHistory): (row: AppRow) => string | null {
  const typeOf = new Map(history.categories.map((c) => [`${c.parent ?? ''}\u0000${c.name}`, c.type]));
  return (row) => {
    if (!row.category || row.type === 'TRANSFER') return null;
    const type =
      row.categoryType ??
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

/**
 * Where each of the file's accounts goes: the person's choice, else their account of the same name, else the one
 * account of theirs of a near name and the same kind (a card only to a card) that no other of the file's takes,
 * else a new one of the kind the file suggests.
 */
function resolveAccounts(
  history: AppHistory,
  book: BookState,
  settings: Settings | undefined,
): Map<string, AccountChoice> {
  const byName = new Map(book.accounts.map((a) => [lower(a.name), a]));
  const given = history.accounts.map((account) => givenAccount(account, byName, book, settings));
  const taken = new Set(given.flatMap((choice) => (choice && 'id' in choice ? [choice.id] : [])));
  const accounts = new Map<string, AccountChoice>();
  history.accounts.forEach((account, i) => {
    const near = given[i] ? undefined : nearAccount(account, book, taken);
    if (near) taken.add(near.id);
    accounts.set(
      account.name,
      given[i] ??
        (near
          ? { id: near.id, name: near.name, by: 'near' }
          : { create: { type: KIND_OF[account.kind], name: account.name } }),
    );
  });
  return accounts;
}

/** The person's choice, or their account of the file's account's name; undefined: left to the default. */
function givenAccount(
  account: AppHistory['accounts'][number],
  byName: Map<string, BookState['accounts'][number]>,
  book: BookState,
  settings: Settings | undefined,
): AccountChoice | undefined {
  const chosen = settings?.accounts[account.name];
  if (typeof chosen === 'number') {
    const found = book.accounts.find((a) => a.id === chosen);
    if (!found) throw notFound(M.accountChoice(account.name));
    return { id: found.id, name: found.name, by: 'choice' };
  }
  const same = byName.get(lower(account.name));
  // A new account asked for by name that the book already has goes to that one: names are unique in a book.
  if (same) return { id: same.id, name: same.name, by: 'name' };
  if (chosen) return { create: { ...chosen, name: account.name } };
  return undefined;
}

/** The one account of the person's whose name is near the file's account's, of its kind and not taken. */
function nearAccount(
  account: AppHistory['accounts'][number],
  book: BookState,
  taken: Set<number>,
): BookState['accounts'][number] | undefined {
  const key = nearAccountKey(account.name);
  if (key === '') return undefined;
  const card = account.kind === 'credit_card';
  const near = book.accounts.filter(
    (a) => (a.type === 'credit_card') === card && nearAccountKey(a.name) === key,
  );
  return near.length === 1 && near[0] && !taken.has(near[0].id) ? near[0] : undefined;
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
