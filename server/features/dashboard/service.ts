import type { AccountType } from '../../../common/contract/accounts';
import {
  DASHBOARD_TOP_CATEGORIES,
  DASHBOARD_TREND_MONTHS,
  type DashboardCategory,
  type DashboardSummary,
  OTHER_CATEGORIES,
} from '../../../common/contract/dashboard';
import { NO_CATEGORY, topWithRest } from '../../../common/contract/reports';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { accountsRepository } from '../accounts/repository';
import { budgetsRepository } from '../budgets/repository';
import { recurringPanel } from '../recurring/figures';
import { recurringRepository } from '../recurring/repository';
import { reportsRepository } from '../reports/repository';

export function createDashboardService(db: Db) {
  return {
    /**
     * The dashboard in five set-based reads, each filtered by the user: money by category of the period, the
     * six months' trend, accounts with balances, the month's budgets and the fixed expenses.
     */
    async summary(user: AuthUser, { from, to }: { from: string; to: string }): Promise<DashboardSummary> {
      const month = firstDayOfMonth(from);
      const trendFrom = addMonths(firstDayOfMonth(to), -(DASHBOARD_TREND_MONTHS - 1));
      const [byCategory, trends, accounts, budgets, fixed] = await Promise.all([
        reportsRepository.byCategory(db, user.id, from, to),
        reportsRepository.monthly(db, user.id, trendFrom, lastDayOfMonth(to)),
        accountsRepository.listWithBalances(db, user.id, { from, to, includeArchived: false }),
        budgetsRepository.listMonth(db, user.id, month),
        recurringRepository.list(db, user.id),
      ]);

      let receitas = 0;
      let despesas = 0;
      for (const row of byCategory) {
        if (row.type === 'RECEITA') receitas += row.total;
        else despesas += row.total;
      }
      const expenseCategories: DashboardCategory[] = byCategory
        .filter((row) => row.type === 'DESPESA')
        .map((row) => ({ id: row.id, name: row.name ?? NO_CATEGORY, total: row.total }))
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'pt-BR'))
        .map((row) => ({ ...row, total: centsToReais(row.total) }));

      const balances = accounts.map((a) => ({
        id: a.id,
        name: a.name,
        type: a.type as AccountType,
        month_movement: centsToReais(a.periodMovement),
        balanceCents: a.openingBalance + a.movementTotal,
      }));

      const today = todayIn(user.timeZone);
      return {
        from,
        to,
        receitas: centsToReais(receitas),
        despesas: centsToReais(despesas),
        totalReceitas: centsToReais(receitas),
        totalDespesas: centsToReais(despesas),
        saldo: centsToReais(balances.reduce((sum, a) => sum + a.balanceCents, 0)),
        trends: trends.map((t) => ({
          month: t.month,
          receitas: centsToReais(t.receitas),
          despesas: centsToReais(t.despesas),
        })),
        accounts: balances.map(({ balanceCents, ...a }) => ({ ...a, balance: centsToReais(balanceCents) })),
        budgets: budgets.map((b) => {
          const amount = Number(b.amount);
          const carried = Number(b.carried);
          const spent = Number(b.spent);
          const available = amount + carried;
          return {
            category_id: Number(b.category_id),
            category: b.category,
            budget: centsToReais(amount),
            carried: centsToReais(carried),
            available: centsToReais(available),
            spent: centsToReais(spent),
            percent: available > 0 ? Math.round((spent / available) * 1000) / 10 : null,
          };
        }),
        top_categories: topWithRest(expenseCategories, DASHBOARD_TOP_CATEGORIES, (total) => ({
          id: null,
          name: OTHER_CATEGORIES,
          total,
        })),
        fixed: recurringPanel(
          fixed.map((f) => ({
            amount: f.amount,
            categoryId: f.categoryId,
            categoryName: f.categoryName,
            nextRun: f.nextRun,
            lastRun: f.lastRun,
            intervalCount: f.intervalCount,
            createdOn: todayIn(user.timeZone, f.createdAt),
          })),
          month,
          today,
        ),
      };
    },
  };
}
