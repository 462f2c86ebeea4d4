import { Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatMonthLabel } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useAccounts } from '../../entities/account/public';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { BillsSection } from './bills-section';
import { browserToday } from './due-dates';
import { NotReady } from './load-error';
import { DueSoonAndCategories, MonthSummary } from './month-summary';
import { PayDialog } from './pay-dialog';
import { RecurringFilterBar } from './recurring-filter-bar';
import { filterRecurring, hasFilters, type RecurringFilters } from './recurring-filters';
import { RecurringFormCard } from './recurring-form-card';
import { RecurringList } from './recurring-list';
import { EmptyLine, IncomeFigures, ItemSection } from './recurring-sections';
import { byType, sortByDue } from './recurring-stats';
import { SubscriptionsCard } from './subscriptions-card';
import { FixedSuggestions } from './suggestions-card';
import { useRecurringActions } from './use-recurring-actions';
import { useRecurringFigures } from './use-recurring-figures';

/** The same empty list on every render, so the lists computed from it are not recomputed. */
const NO_ITEMS: never[] = [];

const noFilters: RecurringFilters = { status: '', accountId: '' };

export function RecurringPage() {
  const figures = useRecurringFigures();
  const accounts = useAccounts();
  const actions = useRecurringActions();
  const writable = useCanWrite();
  const [filters, setFilters] = useState<RecurringFilters>(noFilters);
  const today = browserToday();
  const items = figures.status === 'ready' ? figures.items : NO_ITEMS;
  const { expenses, incomes } = useMemo(() => byType(items), [items]);
  // Contas a pagar (one due date each) have a section of their own; the fixed expenses keep theirs.
  const bills = useMemo(() => expenses.filter((i) => i.kind === 'conta'), [expenses]);
  const fixedExpenses = useMemo(() => expenses.filter((i) => i.kind !== 'conta'), [expenses]);
  const shownBills = useMemo(() => filterRecurring(bills, filters), [bills, filters]);
  const shownExpenses = useMemo(
    () => sortByDue(filterRecurring(fixedExpenses, filters)),
    [fixedExpenses, filters],
  );
  const shownIncomes = useMemo(() => sortByDue(filterRecurring(incomes, filters)), [incomes, filters]);
  const filtered = hasFilters(filters);

  return (
    <>
      <PageHeader
        title="Gastos Fixos"
        subtitle={`Despesas e receitas que se repetem todo mês · ${formatMonthLabel(today)}`}
        actions={
          <>
            <Link
              to="/dashboard-gastos-fixos"
              className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-slate-800"
            >
              Ver dashboard
            </Link>
            <WritableOr>
              <Button
                onClick={() => void actions.runAutomatic()}
                disabled={actions.running || figures.status !== 'ready'}
              >
                <Play size={16} aria-hidden /> {actions.running ? 'Processando…' : 'Processar automáticos'}
              </Button>
            </WritableOr>
          </>
        }
      />
      {figures.status !== 'ready' ? (
        <NotReady figures={figures} />
      ) : (
        <div className="flex flex-col gap-6">
          <MonthSummary summary={figures.summary} />
          <DueSoonAndCategories expenses={expenses} summary={figures.summary} today={today} />
          <FixedSuggestions writable={writable} />
          {writable ? <RecurringFormCard today={today} /> : null}
          <div className="flex flex-col gap-6">
            <RecurringFilterBar filters={filters} onChange={setFilters} accounts={accounts.data ?? []} />
            <BillsSection bills={bills} shown={shownBills} actions={actions} writable={writable} />
            <ItemSection type="DESPESA" items={fixedExpenses} shown={shownExpenses} filtered={filtered}>
              {fixedExpenses.length === 0 ? (
                <EmptyState
                  title="Nenhum gasto fixo cadastrado"
                  description={
                    writable
                      ? 'Cadastre aluguel, internet, academia e outras contas do mês no formulário acima.'
                      : undefined
                  }
                />
              ) : shownExpenses.length === 0 ? (
                <EmptyState
                  title="Nenhum gasto fixo encontrado"
                  description="Nenhum gasto fixo combina com os filtros escolhidos."
                  action={
                    <Button variant="secondary" onClick={() => setFilters(noFilters)}>
                      Limpar filtros
                    </Button>
                  }
                />
              ) : (
                <RecurringList
                  items={shownExpenses}
                  actions={actions}
                  label="Gastos fixos"
                  writable={writable}
                />
              )}
            </ItemSection>
            <ItemSection
              type="RECEITA"
              items={incomes}
              shown={shownIncomes}
              filtered={filtered}
              figures={incomes.length > 0 ? <IncomeFigures figures={figures.summary.incomes} /> : null}
            >
              {incomes.length === 0 ? (
                <EmptyLine>
                  Nenhuma receita fixa cadastrada.
                  {writable
                    ? ' Para um salário ou um aluguel recebido, escolha “Receita fixa” em Tipo no formulário acima.'
                    : null}
                </EmptyLine>
              ) : shownIncomes.length === 0 ? (
                <EmptyLine>Nenhuma receita fixa combina com os filtros escolhidos.</EmptyLine>
              ) : (
                <RecurringList
                  items={shownIncomes}
                  actions={actions}
                  label="Receitas fixas"
                  writable={writable}
                />
              )}
            </ItemSection>
            <SubscriptionsCard items={fixedExpenses} />
          </div>
        </div>
      )}
      {actions.toPay ? <PayDialog item={actions.toPay} today={today} actions={actions} /> : null}
    </>
  );
}
