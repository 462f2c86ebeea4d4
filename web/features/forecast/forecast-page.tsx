import { useSearchParams } from 'react-router';
import { FORECAST_DAY_CHOICES, FORECAST_DEFAULT_DAYS } from '../../../common/contract/forecast';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonBlock, SkeletonRows } from '../../components/ui/skeleton';
import { FoundIncomesNote } from '../recurring/public';
import { useForecast } from './api/forecast';
import { ForecastAccounts } from './forecast-accounts';
import { ForecastChart } from './forecast-chart';
import { ForecastItems } from './forecast-items';

const selectClass = inputClass.replace('w-full', 'w-auto');

/** The choices live in the address (?dias=60&contas=1,2), so a reload or a shared link shows the same forecast. */
function useForecastChoice() {
  const [params, setParams] = useSearchParams();
  const daysParam = Number(params.get('dias'));
  const days = (FORECAST_DAY_CHOICES as readonly number[]).includes(daysParam)
    ? daysParam
    : FORECAST_DEFAULT_DAYS;
  const accountsParam = params.get('contas');
  const accounts =
    accountsParam && /^\d+(,\d+)*$/.test(accountsParam) ? accountsParam.split(',').map(Number) : undefined;
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    days,
    accounts,
    setDays: (d: number) => set('dias', d === FORECAST_DEFAULT_DAYS ? null : String(d)),
    setAccounts: (ids: number[] | undefined) => set('contas', ids ? ids.join(',') : null),
  };
}

export function ForecastPage() {
  const choice = useForecastChoice();
  const query = useForecast({ days: choice.days, accounts: choice.accounts });
  const forecast = query.data;

  return (
    <div>
      <PageHeader
        title="Previsão"
        subtitle="O saldo das suas contas nos próximos dias: gastos fixos, faturas de cartão, parcelas de dívidas e transações agendadas."
        actions={
          <>
            <label htmlFor="forecast-days" className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Período
            </label>
            <select
              id="forecast-days"
              className={selectClass}
              value={choice.days}
              onChange={(e) => choice.setDays(Number(e.target.value))}
            >
              {FORECAST_DAY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {d} dias
                </option>
              ))}
            </select>
          </>
        }
      />
      <FoundIncomesNote />

      {query.isError ? (
        <Alert tone="error" className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <span>Não foi possível carregar a previsão agora. {query.error.message}</span>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      ) : null}

      {query.isPending ? (
        <Skeleton label="Carregando a previsão...">
          <SkeletonBlock className="h-12 w-2/3 rounded-lg" />
          <div className="grid gap-3 sm:grid-cols-3">
            <SkeletonBlock className="h-20" />
            <SkeletonBlock className="h-20" />
            <SkeletonBlock className="h-20" />
          </div>
          <SkeletonBlock className="h-5 w-1/2 rounded-md" />
          <SkeletonBlock className="h-80" />
          <SkeletonRows rows={4} />
        </Skeleton>
      ) : null}

      {forecast ? (
        <div className="flex flex-col gap-4">
          <ForecastAccounts chosen={forecast.accounts} onChange={choice.setAccounts} />
          {forecast.accounts.length === 0 ? (
            <EmptyState
              title="Nenhuma conta para prever"
              description="Cadastre em Contas uma conta corrente, poupança ou carteira para ver a previsão do saldo."
            />
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                {/* By default the accounts of "Saldo em contas", the dashboard's same figure. */}
                <Figure
                  label={choice.accounts ? 'Saldo hoje das contas escolhidas' : 'Saldo em contas hoje'}
                  value={forecast.start_balance}
                  testId="forecast-start"
                />
                <Figure
                  label={`Fim do mês (${formatDateBR(forecast.month_end.date)})`}
                  value={forecast.month_end.balance}
                  testId="forecast-month-end"
                />
                <Figure label={`Em ${formatDateBR(forecast.to)}`} value={forecast.end_balance} />
              </div>
              {forecast.first_negative ? (
                <p className="font-medium text-rose-600 dark:text-rose-400" data-testid="first-negative">
                  Fica negativo em {formatDateBR(forecast.first_negative.date)} (
                  <span className="money">{formatReais(forecast.first_negative.balance)}</span>)
                </p>
              ) : (
                <p className="text-sm text-emerald-700 dark:text-emerald-400">
                  O saldo fica positivo em todos os dias do período.
                </p>
              )}
              <Card className="p-4">
                <ForecastChart
                  days={forecast.days}
                  label={`Saldo previsto dia a dia até ${formatDateBR(forecast.to)}`}
                />
              </Card>
              <Card className="p-4">
                <h2 className="mb-2 text-lg font-semibold">Próximos lançamentos</h2>
                <ForecastItems items={forecast.items} days={choice.days} />
              </Card>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Card className="p-4" data-testid={testId}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className={`money text-xl font-semibold ${value < 0 ? 'text-rose-600 dark:text-rose-400' : ''}`}>
        {formatReais(value)}
      </p>
    </Card>
  );
}
