import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { FORECAST_DAY_CHOICES } from '../../../common/contract/forecast';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useForecast } from '../forecast/public';

/**
 * 'Saldo previsto no fim do mês' from the forecast (the same query as the Previsão page's shortest window, so
 * the two share one answer): the month end's balance, and the first day below zero when there is one.
 */
export function ForecastCard() {
  const query = useForecast({ days: FORECAST_DAY_CHOICES[0] });
  const forecast = query.data;
  if (query.isError) {
    return (
      <Card className="p-4 text-sm text-slate-600 dark:text-slate-400" data-testid="card-previsao">
        Não foi possível carregar o saldo previsto agora.
      </Card>
    );
  }
  if (!forecast || forecast.accounts.length === 0) return null;
  const negative = forecast.first_negative;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="card-previsao">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Saldo previsto no fim do mês</p>
        <p
          className={cn(
            'money text-xl font-semibold',
            forecast.month_end.balance < 0
              ? 'text-red-600 dark:text-red-400'
              : 'text-slate-900 dark:text-slate-100',
          )}
        >
          {formatReais(forecast.month_end.balance)}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Em {formatDateBR(forecast.month_end.date)}: o saldo em contas de hoje com os gastos fixos, as
          faturas, as parcelas de dívidas e as transações agendadas até lá
        </p>
        {negative && negative.date <= forecast.month_end.date ? (
          <p className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">
            Fica negativo em {formatDateBR(negative.date)}
          </p>
        ) : null}
      </div>
      <Link
        to="/forecast"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        <TrendingUp size={16} aria-hidden />
        Ver previsão
      </Link>
    </Card>
  );
}
