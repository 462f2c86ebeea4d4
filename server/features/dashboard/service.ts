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
import { presentDashboard } from './presenter';

export function createDashboardService(db: Db) {
  return {
    /**
     * The dashboard in five set-based reads, each filtered by the user: money by category of the period, the
     * six months' trend, accounts with balances, the month's budgets and the fixed expenses.
     */
    async summary(user: AuthUser, { from, to }: { from: string; to: string }): Promise<DashboardSummary> {
      const month = firstDayOfMonth(from);
      const trendFrom = addMonths(firstDayOfMonth(to), -(DASHBOARD_TREND_MONTHS - 1));
      const [byCategory, trends, accounts, budgets, fixed, balances] = await Promise.all([
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
