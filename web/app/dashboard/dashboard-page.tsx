import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { firstDayOfMonth, formatMonthLabel } from '../../../common/dates';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonBlock, SkeletonCards } from '../../components/ui/skeleton';
import { SpendingBasisSwitch, WhenWritable } from '../../entities/book/public';
import { NetWorthCard } from '../../features/net-worth/public';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { TX_CREATED } from '../../lib/events';
import { useSelectedMonth } from '../../lib/month-context';
import { AccountsPanel } from './accounts-panel';
import { dashboardKey, useDashboardSummary } from './api/dashboard';
import { BudgetsPanel } from './budgets-panel';
import { CardsPanel } from './cards-panel';
import { forecastTarget, isDashboardEmpty, monthWhen } from './dashboard-format';
import { FirstStepsCard } from './first-steps-card';
import { ForecastCard } from './forecast-card';
import { GoalsPanel } from './goals-panel';
import { RecurringPanel } from './recurring-panel';
import { SummaryCards } from './summary-cards';
import { TopCategoriesPanel } from './top-categories-panel';
import { TrendPanel } from './trend-panel';

const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

export function DashboardPage() {
  const client = useQueryClient();
  const { month, from, to } = useSelectedMonth();
  const summary = useDashboardSummary({ from, to });

  // A transaction saved in the global dialog changes every figure here.
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: dashboardKey });
    window.addEventListener(TX_CREATED, refresh);
    return () => window.removeEventListener(TX_CREATED, refresh);
  }, [client]);

  const data = summary.data;
  const today = browserToday();
  const when = monthWhen(month, today);
  // The blocks that cannot follow another month say they are about today.
  const asOf = when === 'current' ? null : 'hoje';
  const forecast = forecastTarget(month, today);
  // The panel's month is its figures' (another month's while the chosen one loads), so its title never says another.
  const shownMonth = data ? firstDayOfMonth(data.from) : month;
  const fixedMonth = { month: shownMonth, when: monthWhen(shownMonth, today) };
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={<span className="first-letter:uppercase">Visão geral de {formatMonthLabel(month)}</span>}
        actions={<MonthSelector />}
      />
      <SpendingBasisSwitch className="mb-4" />
      <div className="mb-4 empty:hidden">
        <FirstStepsCard />
      </div>
      {summary.isPending ? (
        <Skeleton label="Carregando dados...">
          <SkeletonCards cols={4} />
          <SkeletonBlock className="h-32" />
          <div className="grid gap-4 xl:grid-cols-2">
            <SkeletonBlock className="h-72" />
            <SkeletonBlock className="h-72" />
          </div>
        </Skeleton>
      ) : summary.isError && !data ? (
        <LoadFailed query={summary} fallback="Falha ao carregar o resumo">
          Erro ao carregar dados: {errorMessage(summary.error, 'Falha ao carregar o resumo')}
        </LoadFailed>
      ) : data && isDashboardEmpty(data) ? (
        <div className="flex flex-col gap-6">
          <EmptyState
            title="Sem dados disponíveis."
            description="Cadastre uma conta e registre receitas e despesas para ver aqui o resumo do mês."
            action={
              <WhenWritable>
                <Link to="/accounts" className={linkButton}>
                  Cadastrar conta
                </Link>
              </WhenWritable>
            }
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <RecurringPanel fixed={data.fixed} month={fixedMonth} accounts={data.accounts} />
            <GoalsPanel asOf={asOf} />
          </div>
        </div>
      ) : data ? (
        <div className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {summary.isError ? (
            <Alert tone="error" className="mb-4">
              Erro ao carregar dados: {errorMessage(summary.error, 'Falha ao carregar o resumo')}
            </Alert>
          ) : null}
          <div className="flex flex-col gap-4">
            <SummaryCards summary={data} asOf={asOf} />
            <div className="grid gap-4 lg:grid-cols-2">
              {/* A past month has no forecast: what happened is in its figures. */}
              {forecast ? <ForecastCard target={forecast} /> : null}
              <NetWorthCard asOf={asOf} />
            </div>
            {/* Side by side only from 1280 px: in a third of a narrower page the chart's legend loses its names. */}
            <div className="grid gap-4 xl:grid-cols-3">
              <TrendPanel trends={data.trends} className="xl:col-span-2" />
              <TopCategoriesPanel categories={data.top_categories} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <AccountsPanel accounts={data.accounts} saldo={data.saldo} />
              <RecurringPanel fixed={data.fixed} month={fixedMonth} accounts={data.accounts} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <BudgetsPanel budgets={data.budgets} />
              <GoalsPanel asOf={asOf} />
            </div>
            <CardsPanel asOf={asOf} />
          </div>
        </div>
      ) : null}
    </>
  );
}
