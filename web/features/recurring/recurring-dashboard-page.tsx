import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatMonthLabel } from '../../../common/dates';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { WhenWritable } from '../../entities/book/public';
import { CategoryBars } from './category-bars';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { DashboardSummary } from './dashboard-summary';
import { DashboardTable } from './dashboard-table';
import { browserToday } from './due-dates';
import { ItemList } from './item-list';
import { NotReady } from './load-error';
import { filterRecurring, hasFilters, type RecurringFilters } from './recurring-filters';
import { EmptyLine, IncomeFigures, ItemSection } from './recurring-sections';
import { byType, dueWithin, sortByDue } from './recurring-stats';
import { useRecurringFigures } from './use-recurring-figures';

/** The same empty list on every render, so the lists computed from it are not recomputed. */
const NO_ITEMS: never[] = [];

const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

export function RecurringDashboardPage() {
  const figures = useRecurringFigures();
  const [filters, setFilters] = useState<RecurringFilters>({ status: '', categoryId: '', search: '' });
  const today = browserToday();
  const items = figures.status === 'ready' ? figures.items : NO_ITEMS;
  // The cards and the lists beside them are of the expenses; the incomes have their own section below.
  const { expenses, incomes } = useMemo(() => byType(items), [items]);
  const shownExpenses = useMemo(() => sortByDue(filterRecurring(expenses, filters)), [expenses, filters]);
  const shownIncomes = useMemo(() => sortByDue(filterRecurring(incomes, filters)), [incomes, filters]);
  const filtered = hasFilters(filters);

  return (
    <>
      <PageHeader
        title="Dashboard Gastos Fixos"
        subtitle={`Como estão suas contas fixas em ${formatMonthLabel(today)}`}
        actions={
          <Link to="/gastos-fixos" className={linkButton}>
            Gerenciar Gastos
          </Link>
        }
      />
      {figures.status !== 'ready' ? (
        <NotReady figures={figures} />
      ) : items.length === 0 ? (
        <EmptyState
          title="Nenhum gasto fixo cadastrado"
          description="Cadastre aluguel, internet, academia e outras contas do mês para acompanhar os vencimentos aqui."
          action={
            <WhenWritable>
              <Link to="/gastos-fixos" className={linkButton}>
                <Plus size={16} aria-hidden /> Cadastrar gasto fixo
              </Link>
            </WhenWritable>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <DashboardSummary summary={figures.summary} expenses={expenses} today={today} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <h2 className="mb-3 font-semibold">Distribuição por categoria</h2>
              <CategoryBars categories={figures.summary.top_categories} label="Distribuição por categoria" />
            </Card>
            <Card>
              <h2 className="mb-3 font-semibold">Vencendo nos próximos 7 dias</h2>
              <ItemList
                items={dueWithin(expenses, today, 7, 5)}
                today={today}
                label="Vencendo nos próximos 7 dias"
                empty="Nada vence nos próximos 7 dias."
              />
            </Card>
          </div>
          <div className="flex flex-col gap-6">
            <DashboardFilterBar filters={filters} onChange={setFilters} items={items} />
            <ItemSection
              type="DESPESA"
              title="Todos os gastos fixos"
              items={expenses}
              shown={shownExpenses}
              filtered={filtered}
            >
              {expenses.length === 0 ? (
                <EmptyLine>Nenhum gasto fixo cadastrado.</EmptyLine>
              ) : shownExpenses.length === 0 ? (
                <EmptyState
                  title="Nenhum gasto fixo encontrado"
                  description="Nenhum gasto fixo combina com a busca e os filtros escolhidos."
                />
              ) : (
                <DashboardTable items={shownExpenses} label="Todos os gastos fixos" />
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
                <EmptyLine>Nenhuma receita fixa cadastrada.</EmptyLine>
              ) : shownIncomes.length === 0 ? (
                <EmptyLine>Nenhuma receita fixa combina com a busca e os filtros escolhidos.</EmptyLine>
              ) : (
                <DashboardTable items={shownIncomes} label="Receitas fixas" />
              )}
            </ItemSection>
          </div>
        </div>
      )}
    </>
  );
}
