import { useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { TX_CREATED } from '../../lib/events';
import { netWorthKey, useNetWorth } from './api/net-worth';
import { changeSentence, changeTone, hasNothing } from './net-worth-data';

/**
 * The dashboard's 'Patrimônio líquido': today's figure and its change from last month's end, to the page. `asOf`
 * ('hoje') follows the title while the dashboard shows another month.
 */
export function NetWorthCard({ asOf }: { asOf?: string | null }) {
  const client = useQueryClient();
  const query = useNetWorth(1);

  // A transaction saved in the global dialog changes the figure, as it changes the dashboard's.
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: netWorthKey });
    window.addEventListener(TX_CREATED, refresh);
    return () => window.removeEventListener(TX_CREATED, refresh);
  }, [client]);

  const answer = query.data;
  if (query.isError) {
    return (
      <Card className="p-4 text-sm text-slate-600 dark:text-slate-400" data-testid="card-patrimonio">
        Não foi possível carregar o patrimônio agora.
      </Card>
    );
  }
  const current = answer?.months.at(-1);
  if (!answer || !current || hasNothing(answer)) return null;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="card-patrimonio">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Patrimônio líquido
          {asOf ? <span className="font-normal text-slate-500 dark:text-slate-400"> · {asOf}</span> : null}
        </p>
        <p
          className={cn(
            'money text-xl font-semibold',
            current.total < 0 ? 'text-red-600 dark:text-red-400' : 'text-slate-900 dark:text-slate-100',
          )}
        >
          {formatReais(current.total)}
        </p>
        <p className={cn('text-xs font-medium', changeTone(answer.change.month))}>{changeSentence(answer)}</p>
      </div>
      <Link
        to="/patrimonio"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        <Scale size={16} aria-hidden />
        Ver patrimônio
      </Link>
    </Card>
  );
}
