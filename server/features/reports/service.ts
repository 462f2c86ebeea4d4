import {
  CATEGORY_NOT_FOUND_MESSAGE,
  type CategoryReportRow,
  type MonthlyRow,
  NO_PAYEE,
  OPEN_CHILD_MESSAGE,
  type ReportAnswer,
  type ReportRow,
  type ReportSummaryAnswer,
  type TagReportRow,
  type TopItemsAnswer,
} from '../../../common/contract/reports';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { balancesOf } from '../forecast/public';
import { bookStartMonth } from '../shared/book-start';
import { reportFigures as figures, type InReais, type Period } from './figures';
import {
  presentBreakdown,
  presentCategoryRows,
  presentMonthly,
  presentRows,
  presentSummary,
  presentTagRows,
  presentTopItems,
} from './presenter';
import { type LineType, reportsRepository as repo } from './repository';
import { topItems } from './top-items';

export type { Period } from './figures';

/** A report's rows as answered, with the accounts left out of them (common/contract/reports.ts LeftOut). */
const answer = <T, R>({ rows, unconverted }: InReais<T>, present: (rows: T) => R): ReportAnswer<R> => ({
  data: present(rows),
  unconverted_accounts: unconverted,
});

export function createReportsService(db: Db) {
  return {
    /**
     * The top-level rows (subcategories rolled into their parents), the one read the page, the PDF and the
     * dashboard share; with parentId, that parent's breakdown. A parent of another book is not found, as any id
     * of another book; a subcategory has no breakdown of its own, and says so.
     */
    async byCategory(
      user: AuthUser,
      period: Period,
      parentId?: number,
    ): Promise<ReportAnswer<CategoryReportRow[]>> {
      if (parentId === undefined)
        return answer(await figures.byCategory(db, user.bookId, period), presentCategoryRows);
      const parent = await repo.category(db, user.bookId, parentId);
      if (!parent) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      if (parent.parentId !== null) throw badRequest(OPEN_CHILD_MESSAGE);
      return answer(await figures.byChildCategory(db, user.bookId, parent.id, period), (rows) =>
        presentBreakdown(parent, rows),
      );
    },

    async byPayee(user: AuthUser, period: Period): Promise<ReportAnswer<ReportRow[]>> {
      return answer(await figures.byPayee(db, user.bookId, period), (rows) => presentRows(rows, NO_PAYEE));
    },

    async byTag(user: AuthUser, period: Period): Promise<ReportAnswer<TagReportRow[]>> {
      const [tags, currencies] = await Promise.all([
        figures.byTag(db, user.bookId, period),
        repo.tagCurrencies(db, user.bookId, period.from, period.to),
      ]);
      return answer(tags, (rows) => presentTagRows(rows, currencies));
    },

    async monthly(user: AuthUser, period: Period): Promise<ReportAnswer<MonthlyRow[]>> {
      return answer(await figures.monthly(db, user.bookId, period), presentMonthly);
    },

    async top(
      user: AuthUser,
      type: LineType,
      { from, to, limit }: Period & { limit: number },
    ): Promise<TopItemsAnswer> {
      const [rows, totals] = await Promise.all([
        topItems(db, user.bookId, type, { from, to }, limit),
        figures.totals(db, user.bookId, { from, to }),
      ]);
      return presentTopItems(rows, totals, type);
    },

    /** The names of the book's accounts of those ids (the PDF's line on the accounts left out). */
    accountNames(user: AuthUser, ids: readonly number[]): Promise<string[]> {
      return repo.accountNames(db, user.bookId, ids);
    },

    async summary(user: AuthUser, { from, to }: Period): Promise<ReportSummaryAnswer> {
      const [totals, balances, historyStart] = await Promise.all([
        figures.totals(db, user.bookId, { from, to }),
        balancesOf(db, user),
        bookStartMonth(db, user.bookId, user.timeZone, todayIn(user.timeZone)),
      ]);
      return presentSummary({ from, to }, totals, balances, historyStart);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
