import {
  CATEGORY_NOT_FOUND_MESSAGE,
  type CategoryReportRow,
  type MonthlyRow,
  NO_PAYEE,
  NO_TAG,
  OPEN_CHILD_MESSAGE,
  type ReportRow,
  type ReportSummaryAnswer,
  type TopItemsAnswer,
} from '../../../common/contract/reports';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { balancesOf } from '../forecast/public';
import { bookStartMonth } from '../shared/book-start';
import {
  presentBreakdown,
  presentCategoryRows,
  presentMonthly,
  presentRows,
  presentSummary,
  presentTopItems,
} from './presenter';
import { type LineType, reportsRepository as repo } from './repository';

export interface Period {
  from: string;
  to: string;
}

export function createReportsService(db: Db) {
  return {
    /**
     * The top-level rows (subcategories rolled into their parents), the one read the page, the PDF and the
     * dashboard share; with parentId, that parent's breakdown. A parent of another book is not found, as any id
     * of another book; a subcategory has no breakdown of its own, and says so.
     */
    async byCategory(user: AuthUser, { from, to }: Period, parentId?: number): Promise<CategoryReportRow[]> {
      if (parentId === undefined)
        return presentCategoryRows(await repo.byCategory(db, user.bookId, from, to));
      const parent = await repo.category(db, user.bookId, parentId);
      if (!parent) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      if (parent.parentId !== null) throw badRequest(OPEN_CHILD_MESSAGE);
      return presentBreakdown(parent, await repo.byChildCategory(db, user.bookId, parent.id, from, to));
    },

    async byPayee(user: AuthUser, { from, to }: Period): Promise<ReportRow[]> {
      return presentRows(await repo.byPayee(db, user.bookId, from, to), NO_PAYEE);
    },

    async byTag(user: AuthUser, { from, to }: Period): Promise<ReportRow[]> {
      return presentRows(await repo.byTag(db, user.bookId, from, to), NO_TAG);
    },

    async monthly(user: AuthUser, { from, to }: Period): Promise<MonthlyRow[]> {
      return presentMonthly(await repo.monthly(db, user.bookId, from, to));
    },

    async top(
      user: AuthUser,
      type: LineType,
      { from, to, limit }: Period & { limit: number },
    ): Promise<TopItemsAnswer> {
      const [rows, totals] = await Promise.all([
        repo.top(db, user.bookId, type, from, to, limit),
        repo.totals(db, user.bookId, from, to),
      ]);
      return presentTopItems(rows, totals, type);
    },

    async summary(user: AuthUser, { from, to }: Period): Promise<ReportSummaryAnswer> {
      const [totals, balances, historyStart] = await Promise.all([
        repo.totals(db, user.bookId, from, to),
        balancesOf(db, user),
        bookStartMonth(db, user.bookId, user.timeZone, todayIn(user.timeZone)),
      ]);
      return presentSummary({ from, to }, totals, balances, historyStart);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
