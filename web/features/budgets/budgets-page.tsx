import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  BUDGETS_OUT_OF,
  type Budget,
  byCategoryName,
  ROLLOVER_EXPLAINED,
} from '../../../common/contract/budgets';
import { formatMonthLabel } from '../../../common/dates';
import { byName } from '../../../common/search';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { RatesNote, useAccounts } from '../../entities/account/public';
import { SpendingBasisSwitch, useCanWrite } from '../../entities/book/public';
import { useCategories } from '../../entities/category/public';
import { TX_CREATED } from '../../lib/events';
import { useSelectedMonth } from '../../lib/month-context';
import { AddBudgetForm } from './add-budget-form';
import { budgetsKey, budgetsQuery } from './api/budgets';
import { budgetSubtitle } from './budget-display';
import { BudgetList, ROLLOVER_EXPLAINED_ID } from './budget-list';
import { CopyPreviousButton } from './copy-previous-button';
import { useBudgetActions } from './use-budget-actions';

/**
 * A month without budgets of its own shows the latest earlier list (the server marks it repeated): say from
 * which month, and what changing it does.
 */
function RepeatedNotice({
  budgets,
  month,
  writable,
}: {
  budgets: readonly Budget[];
  month: string;
  writable: boolean;
}) {
  const source = budgets.find((b) => b.repeated)?.source_month;
  if (!source) return null;
  return (
    <Alert tone="info" className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <span data-testid="budgets-repeated">
        Orçamentos repetidos de {formatMonthLabel(source)}: valem até serem alterados. Alterar, adicionar ou
        excluir um orçamento aqui muda {formatMonthLabel(month)} e os meses seguintes, não os anteriores.
      </span>
      {writable ? <CopyPreviousButton month={month} /> : null}
    </Alert>
  );
}

/** The accounts in another currency whose expenses had no rate on their date, left out of what was spent. */
function LeftOutNote({ budgets }: { budgets: readonly Budget[] }) {
  const accounts = useAccounts(undefined, true);
  const ids = [...new Set(budgets.flatMap((b) => b.unconverted_accounts))].sort((a, b) => a - b);
  return (
    <RatesNote
      rates={[]}
      unconverted={ids}
      accounts={accounts.data ?? []}
      outOf={BUDGETS_OUT_OF}
      datedRows
      className="mb-3"
    />
  );
}

export function BudgetsPage() {
  const client = useQueryClient();
  const { month } = useSelectedMonth();
  const budgets = useQuery({ ...budgetsQuery(month), placeholderData: keepPreviousData });
  const categories = useCategories();
  const actions = useBudgetActions();
  const writable = useCanWrite();

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
  const list = useMemo(() => [...(budgets.data ?? [])].sort(byCategoryName), [budgets.data]);
  const monthLabel = formatMonthLabel(month);

  return (
    <>
      <PageHeader
        title="Orçamentos"
        subtitle={budgetSubtitle(list) ?? `Limites mensais por categoria em ${monthLabel}`}
        actions={<MonthSelector />}
      />
      <SpendingBasisSwitch className="mb-4" />
      {writable ? (
        <AddBudgetForm
          month={month}
          categories={expenseCategories}
          categoriesLoading={categories.isPending}
          budgets={list}
        />
      ) : null}
      <section aria-labelledby="budgets-title">
        <h2 id="budgets-title" className="mb-3 font-semibold first-letter:uppercase">
          {monthLabel}
        </h2>
        {budgets.isPending ? (
          <Skeleton label="Carregando orçamentos...">
            <SkeletonRows rows={4} />
          </Skeleton>
        ) : budgets.isError ? (
          <LoadFailed query={budgets} fallback="Erro ao carregar orçamentos" />
        ) : list.length === 0 ? (
          <EmptyState
            title="Nenhum orçamento para este mês"
            description={
              writable
                ? 'Escolha uma categoria de despesa e um valor no formulário acima para definir quanto pretende gastar nela, ou traga os orçamentos do mês anterior.'
                : undefined
            }
            action={writable ? <CopyPreviousButton month={month} /> : null}
          />
        ) : (
          <>
            <RepeatedNotice budgets={list} month={month} writable={writable} />
            <LeftOutNote budgets={list} />
            <BudgetList budgets={list} actions={actions} writable={writable} />
            <p id={ROLLOVER_EXPLAINED_ID} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {ROLLOVER_EXPLAINED}
            </p>
          </>
        )}
      </section>
    </>
  );
}
