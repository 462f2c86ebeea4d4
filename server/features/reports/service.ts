import type { CalendarAnswer, FlowAnswer } from '../../../common/contract/money-flow';
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
import type { SpendingBasis, SpendingBasisAnswer } from '../../../common/contract/spending-basis';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { balancesOf } from '../forecast/public';
import { bookStartMonth } from '../shared/book-start';
import { setSpendingBasis, spendingBasisOf } from '../shared/spending-basis';
import { reportFigures as figures, type InReais, type Period } from './figures';
import { flowOf } from './flow';
import {
  presentBreakdown,
  presentCategoryRows,
  presentMonthly,
  presentRows,
  presentSummary,
  presentTagRows,
  presentTopItems,
} from './presenter';
import { putAside } from './put-aside';
import { type LineType, reportsRepository as repo } from './repository';
import { topItems } from './top-items';

export type { Period } from './figures';

/** A report's rows as answered, with the accounts left out of them (common/contract/reports.ts LeftOut). */
const answer = <T, R>({ rows, unconverted }: InReais<T>, present: (rows: T) => R): ReportAnswer<R> => ({
  data: present(rows),
  unconverted_accounts: unconverted,
});

export function createReportsService(db: Db) {
  /** The period with its basis: the one asked, else the book's (competência or caixa). */
  const withBasis = async (user: AuthUser, period: Period): Promise<Required<Period>> => ({
    from: period.from,
    to: period.to,
    base: period.base ?? (await spendingBasisOf(db, user.bookId)),
  });

  return {
    /** GET /reports/flow: where the period's money came from and went, by category and subcategory. */
    async flow(user: AuthUser, asked: Period): Promise<FlowAnswer> {
      const period = await withBasis(user, asked);
      const { rows, unconverted } = await figures.byLeaf(db, user.bookId, period);
      const aside = await putAside(db, user.bookId, period.from, period.to);
      return flowOf(rows, period.base, unconverted, aside);
    },

    /** GET /reports/calendar: the period's money day by day. */
    async calendar(user: AuthUser, asked: Period): Promise<CalendarAnswer> {
      return (await figures.byDay(db, user.bookId, await withBasis(user, asked))).rows;
    },

    /** The book's spending basis. */
    async basis(user: AuthUser): Promise<SpendingBasisAnswer> {
      return { base: await spendingBasisOf(db, user.bookId) };
    },

    async setBasis(user: AuthUser, base: SpendingBasis): Promise<SpendingBasisAnswer> {
      await setSpendingBasis(db, user.bookId, base);
      return { base };
    },

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
      period = await withBasis(user, period);
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
      const based = await withBasis(user, period);
      return answer(await figures.byPayee(db, user.bookId, based), (rows) => presentRows(rows, NO_PAYEE));
    },

    async byTag(user: AuthUser, period: Period): Promise<ReportAnswer<TagReportRow[]>> {
      const [tags, currencies] = await Promise.all([
        figures.byTag(db, user.bookId, await withBasis(user, period)),
        repo.tagCurrencies(db, user.bookId, period.from, period.to),
      ]);
      return answer(tags, (rows) => presentTagRows(rows, currencies));
    },

    async monthly(user: AuthUser, period: Period): Promise<ReportAnswer<MonthlyRow[]>> {
      return answer(await figures.monthly(db, user.bookId, await withBasis(user, period)), presentMonthly);
    },

    async top(
      user: AuthUser,
      type: LineType,
      { limit, ...period }: Period & { limit: number },
    ): Promise<TopItemsAnswer> {
      const based = await withBasis(user, period);
      const [rows, totals] = await Promise.all([
        topItems(db, user.bookId, type, based, limit),
        figures.totals(db, user.bookId, based),
      ]);
      return presentTopItems(rows, totals, type);
    },

    /** The names of the book's accounts of those ids (the PDF's line on the accounts left out). */
    accountNames(user: AuthUser, ids: readonly number[]): Promise<string[]> {
      return repo.accountNames(db, user.bookId, ids);
    },

    async summary(user: AuthUser, period: Period): Promise<ReportSummaryAnswer> {
      const { from, to } = period;
      const [totals, balances, historyStart] = await Promise.all([
        figures.totals(db, user.bookId, await withBasis(user, period)),
        balancesOf(db, user),
        bookStartMonth(db, user.bookId, user.timeZone, todayIn(user.timeZone)),
      ]);
      return presentSummary({ from, to }, totals, balances, historyStart);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
