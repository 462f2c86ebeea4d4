import { DASHBOARD_TREND_MONTHS, type DashboardSummary } from '../../../common/contract/dashboard';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { accountsWithBalances } from '../accounts/public';
import { budgetsInForce } from '../budgets/public';
import { balancesOf } from '../forecast/public';
import { investedToday, withBalanceToday } from '../net-worth/public';
import { recurringFiguresOf } from '../recurring/public';
import { monthlyTotals, totalsByCategory } from '../reports/public';
import { bookStartMonth } from '../shared/book-start';
import { presentDashboard } from './presenter';

export function createDashboardService(db: Db) {
  return {
    /**
     * The dashboard in five set-based reads, each filtered by the user: money by category of the period, the
     * six months' trend, accounts with balances, the month's budgets and the fixed expenses.
     */
    async summary(user: AuthUser, { from, to }: { from: string; to: string }): Promise<DashboardSummary> {
      const month = firstDayOfMonth(from);
      // The six months ending with the period's, but none before the book began in Grana: a month before its first
      // account or row was not a month of nothing spent, it is unknown (Patrimônio says so; the chart leaves it out).
      const bookStart = await bookStartMonth(db, user.bookId, user.timeZone, todayIn(user.timeZone));
      const sixMonthsBack = addMonths(firstDayOfMonth(to), -(DASHBOARD_TREND_MONTHS - 1));
      const trendFrom = sixMonthsBack > bookStart ? sixMonthsBack : bookStart;
      const [byCategory, trends, accounts, budgets, fixed, balances] = await Promise.all([
        // Top-level categories, subcategories rolled in: the same rows as /reports/by-category's.
        totalsByCategory(db, user.bookId, from, to),
        monthlyTotals(db, user.bookId, trendFrom, lastDayOfMonth(to)),
        accountsWithBalances(db, user.bookId, {
          from,
          to,
          includeArchived: false,
          today: todayIn(user.timeZone),
        }),
        budgetsInForce(db, user.bookId, month),
        // The fixed items' figures of the period's month: its payments, what falls due in it.
        recurringFiguresOf(db, user.bookId, user.timeZone, month),
        balancesOf(db, user),
      ]);

      // The investment accounts' "Aplicado (custo)", as Contas shows it.
      const invested = await investedToday(
        db,
        user.bookId,
        todayIn(user.timeZone),
        withBalanceToday(accounts),
      );
      return presentDashboard(
        { from, to },
        {
          byCategory,
          trends,
          accounts,
          invested,
          budgets,
          balances,
          fixed,
        },
      );
    },
  };
}
