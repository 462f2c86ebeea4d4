import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { useForecast } from '../../features/forecast/public';
import { cn } from '../../lib/cn';
import type { ForecastTarget } from './dashboard-format';

/**
 * 'Saldo previsto em 30/11/2026': the forecast's balance on the selected month's last day (forecastTarget: today's
 * month shares the Previsão page's shortest window, a later month asks a window reaching it), and the first day
 * below zero up to it when there is one. The title names the day, whichever month is chosen.
 */
export function ForecastCard({ target }: { target: ForecastTarget }) {
  const query = useForecast({ days: target.days });
  const forecast = query.data;
  if (query.isError) {
    return (
      <Card className="p-4 text-sm text-slate-600 dark:text-slate-400" data-testid="card-previsao">
        Não foi possível carregar o saldo previsto agora.
      </Card>
    );
  }
  if (!forecast || forecast.accounts.length === 0) return null;
  const day =
    forecast.month_end.date === target.date
      ? forecast.month_end
      : forecast.days.find((d) => d.date === target.date);
  // An answer of another window (the month chosen before, while this one loads) may not reach the day.
  if (!day) return null;
  const negative = forecast.first_negative;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="card-previsao">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Saldo previsto em {formatDateBR(day.date)}
        </p>
        <p
          className={cn(
            'money text-xl font-semibold',
            day.balance < 0 ? 'text-red-600 dark:text-red-400' : 'text-slate-900 dark:text-slate-100',
          )}
        >
          {formatReais(day.balance)}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {target.when === 'current' ? 'Fim do mês' : `Fim de ${formatMonthLabel(day.date)}`}: o saldo em
          contas de hoje com as receitas e os gastos fixos, as faturas, as parcelas de dívidas e as transações
          agendadas até lá
        </p>
        {negative && negative.date <= day.date ? (
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
