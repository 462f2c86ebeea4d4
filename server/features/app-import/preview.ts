import type {
  AppImportAccount,
  AppImportCategory,
  AppImportPreview,
  AppImportSampleRow,
} from '../../../common/contract/app-import';
import { appCategoryKey } from '../../../common/contract/app-import';
import { centsToReais } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { freshFileLines } from '../import/public';
import { type AccountChoice, type CategoryChoice, rowCategoryKeys } from './choices';
import { installmentsToCome } from './installments-to-come';
import { type AccountStart, landsEarlier, movementIn, readAccountStarts } from './kept-balances';
import { choiceOfDayOrder } from './readers/dates';
import type { AppHistory, AppRow } from './readers/types';
import { linesOf, PIPELINE_SETTINGS } from './write';

/** How many rows the preview shows, and how many of the file's problems it lists (errorCount says how many). */
const SAMPLE_ROWS = 20;
const LISTED_ERRORS = 50;

type Choices = {
  accounts: Map<string, AccountChoice>;
  categories: Map<string, CategoryChoice>;
  keepBalances: Map<string, boolean>;
};

/**
 * The preview with what the book holds: which rows are already there (the statement import's plan and matcher,
 * asked without writing), and each of the person's accounts' balance and first row.
 */
export async function previewWithBook(
  db: Executor,
  bookId: number,
  history: AppHistory,
  choices: Choices,
  today: string,
): Promise<AppImportPreview> {
  const accountId = new Map<string, number>();
  for (const [name, choice] of choices.accounts) if ('id' in choice) accountId.set(name, choice.id);
  // Rows touching an account the import makes are new without asking; the others go to the matcher, each by its
  // index (a split's rows share their line).
  const indexed = history.rows.flatMap((row, index) => {
    const touchesNew =
      !accountId.has(row.account) || (row.destination !== undefined && !accountId.has(row.destination));
    return touchesNew ? [] : [{ row, index }];
  });
  const lines = linesOf(
    { ...history, rows: indexed.map((i) => i.row) },
    { accountId, categoryId: new Map(), tagId: new Map() },
    today,
  ).map((line, i) => ({ ...line, line: indexed[i]?.index ?? -1 }));
  const freshIndexes =
    lines.length === 0 ? new Set<number>() : await freshFileLines(db, bookId, lines, PIPELINE_SETTINGS);
  const matched = new Set(indexed.map((i) => i.index));
  const fresh = new Set(history.rows.filter((_, index) => !matched.has(index) || freshIndexes.has(index)));
  return previewOf(
    history,
    choices,
    { fresh, starts: await readAccountStarts(db, bookId, choices.accounts, today) },
    today,
  );
}

/** The file's figures, and where each account and category goes: what the page shows before anything is written. */
export function previewOf(
  history: AppHistory,
  choices: Choices,
  book: { fresh: Set<AppRow>; starts: Map<number, AccountStart> },
  today: string,
): AppImportPreview {
  const categoryKeyOf = rowCategoryKeys(history);
  const perAccount = new Map<string, { rows: number; cents: number }>();
  const perCategory = new Map<string, { rows: number; cents: number }>();
  const payees = new Set<string>();
  const tags = new Map<string, string>();
  let from: string | null = null;
  let to: string | null = null;
  let transfers = 0;
  let installments = 0;
  const add = (map: Map<string, { rows: number; cents: number }>, key: string, cents: number) => {
    const entry = map.get(key) ?? { rows: 0, cents: 0 };
    entry.rows += 1;
    entry.cents += cents;
    map.set(key, entry);
  };
  for (const row of history.rows) {
    if (from === null || row.date < from) from = row.date;
    if (to === null || row.date > to) to = row.date;
    if (row.type === 'TRANSFER') {
      transfers += 1;
      add(perAccount, row.account, -row.amountCents);
      if (row.destination) add(perAccount, row.destination, row.amountCents);
    } else {
      add(perAccount, row.account, row.type === 'RECEITA' ? row.amountCents : -row.amountCents);
    }
    const key = categoryKeyOf(row);
    if (key) add(perCategory, key, row.amountCents);
    if (row.installment) installments += 1;
    if (row.payee?.trim()) payees.add(row.payee.trim().toLowerCase());
    for (const tag of row.tags) if (tag.trim()) tags.set(tag.trim().toLowerCase(), tag.trim());
  }

  const openings = new Map(history.openings.map((o) => [o.account, o.cents]));
  const accounts: AppImportAccount[] = history.accounts.map((a) => {
    const choice = choices.accounts.get(a.name);
    const figures = perAccount.get(a.name) ?? { rows: 0, cents: 0 };
    return {
      name: a.name,
      kind: a.kind,
      rows: figures.rows,
      movement: centsToReais(figures.cents),
      opening: centsToReais(openings.get(a.name) ?? 0),
      match: choice && 'id' in choice ? { id: choice.id, name: choice.name, by: choice.by } : null,
      ...balancesOf(a.name, choice, book, choices.keepBalances, openings.get(a.name) ?? 0),
    };
  });
  const categories: AppImportCategory[] = history.categories.flatMap((c) => {
    const key = appCategoryKey(c);
    const choice = choices.categories.get(key);
    const figures = perCategory.get(key) ?? { rows: 0, cents: 0 };
    // A category no row uses is neither made nor offered; a parent that will be made for its children is.
    if (figures.rows === 0 && !(choice && 'create' in choice)) return [];
    return {
      key,
      name: c.name,
      parent: c.parent ?? null,
      type: c.type,
      rows: figures.rows,
      total: centsToReais(figures.cents),
      match: choice && 'id' in choice ? choice : null,
    } satisfies AppImportCategory;
  });
  return {
    app: history.app,
    rows: history.rows.length,
    fresh: book.fresh.size,
    known: history.rows.length - book.fresh.size,
    from,
    to,
    transfers,
    installments,
    installmentsToCome: installmentsToCome(history.rows, today).count,
    payees: payees.size,
    tags: [...tags.values()].sort((a, b) => a.localeCompare(b, 'pt-BR')).slice(0, 100),
    accounts,
    categories,
    sample: history.rows.slice(0, SAMPLE_ROWS).map(sampleRow),
    errors: history.errors.slice(0, LISTED_ERRORS),
    errorCount: history.errors.length,
    dayOrder: history.dayOrder
      ? { order: choiceOfDayOrder(history.dayOrder.order), asked: !history.dayOrder.decided }
      : null,
  };
}

/**
 * An account's balance before and after the import's new rows, and the history that lands before its first row in
 * Grana: kept out of today's balance by moving the opening balance unless the person unticked it (kept-balances.ts).
 */
function balancesOf(
  name: string,
  choice: AccountChoice | undefined,
  book: { fresh: Set<AppRow>; starts: Map<number, AccountStart> },
  keepBalances: Map<string, boolean>,
  openingCents: number,
): Pick<AppImportAccount, 'balanceBefore' | 'balanceAfter' | 'earlier' | 'keepBalance'> {
  const start = choice && 'id' in choice ? book.starts.get(choice.id) : undefined;
  let freshCents = 0;
  let earlierCents = 0;
  let earlierRows = 0;
  for (const row of book.fresh) {
    if (row.account !== name && row.destination !== name) continue;
    const cents = movementIn(row, name);
    freshCents += cents;
    if (start && landsEarlier(row, start)) {
      earlierCents += cents;
      earlierRows += 1;
    }
  }
  const offered = start !== undefined && earlierRows > 0;
  const keepBalance = offered && keepBalances.get(name) !== false;
  // A new account opens with the app's starting balance; one of the person's keeps its own.
  const before = start?.balanceCents ?? 0;
  const after = (start ? before : openingCents) + freshCents - (keepBalance ? earlierCents : 0);
  return {
    balanceBefore: centsToReais(before),
    balanceAfter: centsToReais(after),
    earlier: offered ? { before: start.firstDate, movement: centsToReais(earlierCents) } : null,
    keepBalance,
  };
}

function sampleRow(row: AppRow): AppImportSampleRow {
  return {
    line: row.line,
    date: row.date,
    description: row.description,
    amount: centsToReais(row.amountCents),
    type: row.type,
    account: row.account,
    destination: row.destination ?? null,
    category: row.category
      ? row.category.parent
        ? `${row.category.parent}:${row.category.name}`
        : row.category.name
      : null,
    installment: row.installment ? `${row.installment.number}/${row.installment.count}` : null,
  };
}
