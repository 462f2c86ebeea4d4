import { categoryPath } from '../../../common/contract/categories';
import { type ListFilters, listRowsWhere } from '../transactions/public';
import { partsOfPage } from './by-transaction';
import type { ReadStep } from './read-steps';
import { exportRepository as repo } from './repository';
import {
  PAGE_ROWS,
  type SplitRow,
  type TagLinkRow,
  type TransactionRow,
  transactionsExportRepository as transactionsRepo,
} from './transactions-repository';

/** The book's names by id, read once before the rows: a file names an account, a category, a payee, a tag. */
export interface BookNames {
  accounts: Map<number, string>;
  /** Each account's currency (ISO 4217): its rows' amounts are in it. */
  accountCurrencies: Map<number, string>;
  categories: Map<number, string>;
  payees: Map<number, string>;
  tags: Map<number, string>;
}

/** A page of rows with their split parts and tag links. */
export interface RowPage {
  rows: TransactionRow[];
  splits: Map<number, SplitRow[]>;
  tagLinks: Map<number, TagLinkRow[]>;
}

const names = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [Number(r.id), r.name]));

/** A subcategory is written 'Pai:Filho', as other apps' QIF and CSV files write theirs (and Grana's import reads). */
const categoryPaths = (rows: Array<{ id: number; name: string; parentId: number | null }>) => {
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return new Map(
    rows.map((r) => [
      Number(r.id),
      categoryPath({ name: r.name, parentId: r.parentId === null ? null : Number(r.parentId) }, byId),
    ]),
  );
};

export function readBookNames(step: ReadStep, bookId: number): Promise<BookNames> {
  return step(async (tx) => {
    const accounts = await repo.accounts(tx, bookId);
    return {
      accounts: names(accounts),
      accountCurrencies: new Map(accounts.map((a) => [Number(a.id), a.currency])),
      categories: categoryPaths(await repo.categories(tx, bookId)),
      payees: names(await repo.payees(tx, bookId)),
      tags: names(await repo.tags(tx, bookId)),
    };
  });
}

/** A name by id, or '' (none, or one created after the names were read). */
export const nameOf = (map: Map<number, string>, id: number | null | undefined) =>
  id === null || id === undefined ? '' : (map.get(Number(id)) ?? '');

/**
 * The rows the list shows for these filters (transactions/public.ts), oldest first, a page per step, each page
 * handed to `write` and dropped: 100,000 rows are never held at once. Each page starts past the last row read, so
 * the walk ends with the rows; when the steps are not one snapshot each row is still written once, as it was
 * when its page was read.
 */
export async function walkRows(
  step: ReadStep,
  bookId: number,
  filters: ListFilters,
  write: (page: RowPage) => void,
): Promise<void> {
  const which = listRowsWhere(bookId, filters);
  let after: { date: string; id: number } | null = null;
  for (let full = true; full; ) {
    const page: RowPage = await step(async (tx) => {
      const ids = await transactionsRepo.spreadsheetIdPage(tx, which, after, PAGE_ROWS);
      full = ids.length === PAGE_ROWS;
      after = ids[ids.length - 1] ?? after;
      const rows = await transactionsRepo.spreadsheetRowsByIds(
        tx,
        bookId,
        ids.map((r) => Number(r.id)),
      );
      return { rows, ...(await partsOfPage(tx, bookId, rows)) };
    });
    write(page);
  }
}
