import { Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatMonthLabel } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Field, inputClass, SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { WhenWritable } from '../books/public';
import { CategoryBars } from './category-bars';
import { DashboardTable } from './dashboard-table';
import { browserToday } from './due-dates';
import { ItemList } from './item-list';
import { countText, itemWords } from './item-words';
import { NotReady } from './load-error';
import { PaidProgress } from './paid-progress';
import { filterRecurring, hasFilters, NO_CATEGORY_FILTER, type RecurringFilters } from './recurring-filters';
import { EmptyLine, IncomeFigures, ItemSection } from './recurring-sections';
import { byType, dueWithin, groupByStatus, sortByDue } from './recurring-stats';
import { StatCard, tones } from './stat-card';
import { StatusCard } from './status-card';
import { StatusFilterSelect } from './status-filter-select';
import { useRecurringFigures } from './use-recurring-figures';

/** The same empty list on every render, so the lists computed from it are not recomputed. */
const NO_ITEMS: never[] = [];

const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

/** The categories the items use, by name, for the category filter. */
function categoriesOf(items: readonly { category_id: number | null; category_name: string | null }[]) {
  const seen = new Map<number, string>();
  let uncategorised = false;
  for (const i of items) {
    if (i.category_id === null) uncategorised = true;
    else seen.set(i.category_id, i.category_name ?? '');
  }
  const list = [...seen].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'));
  return { list, uncategorised };
}

export function RecurringDashboardPage() {
  const figures = useRecurringFigures();
  const [filters, setFilters] = useState<RecurringFilters>({ status: '', categoryId: '', search: '' });
  const today = browserToday();
  const items = figures.status === 'ready' ? figures.items : NO_ITEMS;
  // The cards and the lists beside them are of the expenses; the incomes have their own section below.
  const { expenses, incomes } = useMemo(() => byType(items), [items]);
  const groups = useMemo(() => groupByStatus(expenses), [expenses]);
  const shownExpenses = useMemo(() => sortByDue(filterRecurring(expenses, filters)), [expenses, filters]);
  const shownIncomes = useMemo(() => sortByDue(filterRecurring(incomes, filters)), [incomes, filters]);
  const filtered = hasFilters(filters);
  const categories = categoriesOf(items);

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
          <section aria-label="Resumo" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Total Mensal"
              value={formatReais(figures.summary.total_monthly)}
              money
              testId="card-total"
              tone={tones.brand}
              icon={<Wallet size={20} aria-hidden />}
              hint={countText(itemWords.DESPESA, figures.summary.count, figures.summary.count, false)}
            >
              <PaidProgress figures={figures.summary} />
            </StatCard>
            <StatusCard status="pago" items={groups.pago} totals={figures.summary.paid} today={today} />
            <StatusCard
              status="pendente"
              items={groups.pendente}
              totals={figures.summary.pending}
              today={today}
            />
            <StatusCard
              status="atrasado"
              items={groups.atrasado}
              totals={figures.summary.overdue}
              today={today}
            />
          </section>
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
            <search
              aria-label="Filtros"
              className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <Field label="Buscar" className="col-span-2 sm:col-span-1">
                {(id) => (
                  <input
                    id={id}
                    type="search"
                    placeholder="Descrição"
                    maxLength={100}
                    className={cn(inputClass)}
                    value={filters.search}
                    onChange={(e) => setFilters({ ...filters, search: e.target.value })}
                  />
                )}
              </Field>
              <SelectField
                label="Categoria"
                value={filters.categoryId}
                onChange={(e) => setFilters({ ...filters, categoryId: e.target.value })}
              >
                <option value="">Todas</option>
                {categories.list.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
                {categories.uncategorised ? <option value={NO_CATEGORY_FILTER}>Sem categoria</option> : null}
              </SelectField>
              <StatusFilterSelect
                value={filters.status}
                onChange={(status) => setFilters({ ...filters, status })}
              />
            </search>
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
