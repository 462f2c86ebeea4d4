import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { formatMonthLabel } from '../../../common/dates';
import { byName } from '../../../common/search';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-client';
import { TX_CREATED } from '../../lib/events';
import { useSelectedMonth } from '../../lib/month-context';
import { useCategories } from '../categories/api/categories';
import { AddBudgetForm } from './add-budget-form';
import { budgetsKey, budgetsQuery } from './api/budgets';
import { budgetSubtitle } from './budget-display';
import { BudgetList } from './budget-list';
import { useBudgetActions } from './use-budget-actions';

export function BudgetsPage() {
  const client = useQueryClient();
  const { month } = useSelectedMonth();
  const budgets = useQuery({ ...budgetsQuery(month), placeholderData: keepPreviousData });
  const categories = useCategories();
  const actions = useBudgetActions();

  // A transaction saved in the global dialog changes what was spent.
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: budgetsKey });
    window.addEventListener(TX_CREATED, refresh);
    return () => window.removeEventListener(TX_CREATED, refresh);
  }, [client]);

  const expenseCategories = useMemo(
    () => (categories.data ?? []).filter((c) => c.type === 'despesa').sort(byName),
    [categories.data],
  );
  const list = budgets.data ?? [];
  const monthLabel = formatMonthLabel(month);

  return (
    <>
      <PageHeader
        title="Orçamentos"
        subtitle={budgetSubtitle(list) ?? `Limites mensais por categoria em ${monthLabel}`}
        actions={<MonthSelector />}
      />
      <AddBudgetForm
        month={month}
        categories={expenseCategories}
        categoriesLoading={categories.isPending}
        budgets={list}
      />
      <section aria-labelledby="budgets-title">
        <h2 id="budgets-title" className="mb-3 font-semibold first-letter:uppercase">
          {monthLabel}
        </h2>
        {budgets.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Carregando orçamentos...</p>
        ) : budgets.isError ? (
          <Alert tone="error">{errorMessage(budgets.error, 'Erro ao carregar orçamentos')}</Alert>
        ) : list.length === 0 ? (
          <EmptyState
            title="Nenhum orçamento para este mês"
            description="Escolha uma categoria de despesa e um valor no formulário acima para definir quanto pretende gastar nela."
          />
        ) : (
          <BudgetList budgets={list} actions={actions} />
        )}
      </section>
    </>
  );
}
