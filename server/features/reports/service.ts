import {
  type MonthlyRow,
  NO_CATEGORY,
  NO_PAYEE,
  NO_TAG,
  type ReportRow,
  type ReportSummaryAnswer,
  type TopItemsAnswer,
} from '../../../common/contract/reports';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { balancesOf } from '../forecast/public';
import { presentMonthly, presentRows, presentSummary, presentTopItems } from './presenter';
import { type LineType, reportsRepository as repo } from './repository';

export interface Period {
  from: string;
  to: string;
}

export function createReportsService(db: Db) {
  return {
    async byCategory(user: AuthUser, { from, to }: Period): Promise<ReportRow[]> {
      return presentRows(await repo.byCategory(db, user.bookId, from, to), NO_CATEGORY);
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
      const [totals, balances] = await Promise.all([
        repo.totals(db, user.bookId, from, to),
        balancesOf(db, user),
      ]);
      return presentSummary({ from, to }, totals, balances);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
