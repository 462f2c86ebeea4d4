import { DASHBOARD_TREND_MONTHS, type DashboardSummary } from '../../../common/contract/dashboard';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { accountsWithBalances } from '../accounts/public';
import { budgetFlowPeriod, budgetsInForce } from '../budgets/public';
import { balancesOf } from '../forecast/public';
import { investedToday, withBalanceToday } from '../net-worth/public';
import { recurringFiguresOf } from '../recurring/public';
import { categoryFlows, monthlyTotals, totalsByCategory } from '../reports/public';
import { bookStartMonth } from '../shared/book-start';
import { periodsUnion } from '../shared/flows-in-reais';
import { spendingBasisOf } from '../shared/spending-basis';
import { presentDashboard } from './presenter';

export function createDashboardService(db: Db) {
  return {
    /**
     * The dashboard in set-based reads side by side, each filtered by the book: money by category of the period, the
     * six months' trend, accounts with balances (and what the investment ones applied), the month's budgets, the
     * fixed expenses and the balances today.
     */
    async summary(user: AuthUser, { from, to }: { from: string; to: string }): Promise<DashboardSummary> {
      const month = firstDayOfMonth(from);
      const today = todayIn(user.timeZone);
      const sixMonthsBack = addMonths(firstDayOfMonth(to), -(DASHBOARD_TREND_MONTHS - 1));
      // The money of accounts in other currencies read once for the month by category, the six months' trend and
      // the budgets' carry.
      const flows = categoryFlows(
        db,
        user.bookId,
        budgetFlowPeriod(db, user.bookId, month).then((carry) =>
          periodsUnion({ from: from < sixMonthsBack ? from : sixMonthsBack, to: lastDayOfMonth(to) }, carry),
        ),
      );
      const balancesRead = balancesOf(db, user);
      // The book's competência or caixa: the month's figures, the trend and the budgets all follow it.
      const base = await spendingBasisOf(db, user.bookId);
      const accountsRead = accountsWithBalances(db, user.bookId, { from, to, includeArchived: false, today });
      const [bookStart, byCategory, sixMonths, accounts, invested, budgets, fixed, balances] =
        await Promise.all([
          bookStartMonth(db, user.bookId, user.timeZone, today),
          // Top-level categories, subcategories rolled in: the same rows as /reports/by-category's.
          totalsByCategory(db, user.bookId, { from, to, base }, flows),
          monthlyTotals(db, user.bookId, { from: sixMonthsBack, to: lastDayOfMonth(to), base }, flows),
          accountsRead,
          // The investment accounts' "Aplicado (custo)", as Contas shows it.
          accountsRead.then((list) => investedToday(db, user.bookId, today, withBalanceToday(list))),
          budgetsInForce(db, user.bookId, month, flows, base),
          // The fixed items' figures of the period's month: its payments, what falls due in it.
          // Its items in other currencies at today's rates, those "Saldo em contas" converts at (same day and side).
          recurringFiguresOf(
            db,
            user.bookId,
            user.timeZone,
            month,
            balancesRead.then((b) => new Map(b.rates.map((r) => [r.currency, r]))),
          ),
          balancesRead,
        ]);
      // The six months ending with the period's, but none before the book began in Grana: a month before its first
      // account or row was not a month of nothing spent, it is unknown (Patrimônio says so; the chart leaves it out).
      // The book has no row before it, so the months left out held nothing of the sums (nor of `unconverted`).
      const trends = { ...sixMonths, rows: sixMonths.rows.filter((m) => m.month >= bookStart) };
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
