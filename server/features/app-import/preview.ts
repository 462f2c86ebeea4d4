import type {
  AppImportAccount,
  AppImportCategory,
  AppImportPreview,
  AppImportSampleRow,
} from '../../../common/contract/app-import';
import { appCategoryKey } from '../../../common/contract/app-import';
import { centsToReais } from '../../../common/money';
import { type AccountChoice, type CategoryChoice, rowCategoryKeys } from './choices';
import { installmentsToCome } from './installments-to-come';
import type { AppHistory, AppRow } from './readers/types';

/** How many rows the preview shows, and how many of the file's problems it lists (errorCount says how many). */
const SAMPLE_ROWS = 20;
const LISTED_ERRORS = 50;

/** The file's figures, and where each account and category goes: what the page shows before anything is written. */
export function previewOf(
  history: AppHistory,
  choices: { accounts: Map<string, AccountChoice>; categories: Map<string, CategoryChoice> },
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
      match: choice && 'id' in choice ? { id: choice.id, name: choice.name } : null,
    };
  });
  const categories: AppImportCategory[] = history.categories.flatMap((c) => {
    const key = appCategoryKey(c);
    const choice = choices.categories.get(key);
    const figures = perCategory.get(key) ?? { rows: 0, cents: 0 };
    // A parent that will not be made (its children go to the person's own categories) has nothing to choose.
    if (choice && 'none' in choice && figures.rows === 0) return [];
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
    from,
    to,
    transfers,
    installments,
    installmentsToCome: installmentsToCome(history.rows).count,
    payees: payees.size,
    tags: [...tags.values()].sort((a, b) => a.localeCompare(b, 'pt-BR')).slice(0, 100),
    accounts,
    categories,
    sample: history.rows.slice(0, SAMPLE_ROWS).map(sampleRow),
    errors: history.errors.slice(0, LISTED_ERRORS),
    errorCount: history.errors.length,
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
