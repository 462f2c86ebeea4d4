import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { LoadFailed } from '../../components/ui/load-failed';
import { WhenWritable } from '../../entities/book/public';
import { goalStatus, goalsQuery } from '../../features/goals/public';
import { cn } from '../../lib/cn';
import { dashboardGoals } from './dashboard-format';
import { Panel, PanelEmpty, panelLinkClass } from './panel';

/** The first 3 active goals with their progress today; the rest behind 'Ver mais N metas'. */
export function GoalsPanel({ asOf }: { asOf?: string | null }) {
  const goals = useQuery(goalsQuery());
  const { shown, more } = dashboardGoals(goals.data ?? []);
  return (
    <Panel title="Metas" asOf={asOf} testId="goals-panel">
      {goals.isPending ? (
        <PanelEmpty>Carregando metas...</PanelEmpty>
      ) : goals.isError ? (
        <LoadFailed query={goals} fallback="Erro ao carregar metas" />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-4">
          <PanelEmpty>Nenhuma meta cadastrada</PanelEmpty>
          <WhenWritable>
            <Link to="/goals" className={panelLinkClass}>
              Criar uma meta
            </Link>
          </WhenWritable>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {shown.map((g) => {
              const done = g.completed;
              return (
                <li key={g.id} data-testid="dashboard-goal">
                  <div className="mb-1 flex items-baseline justify-between gap-2">
                    <span className="min-w-0 truncate text-sm font-medium">{g.name}</span>
                    <span
                      className={cn(
                        'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                        done
                          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
                          : 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
                      )}
                    >
                      {goalStatus(g)}
                    </span>
                  </div>
                  <div
                    className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                    role="progressbar"
                    aria-label={`Progresso de ${g.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.min(100, g.percent)}
                  >
                    <div
                      className={cn('h-full rounded-full', done ? 'bg-emerald-500' : 'bg-sky-500')}
                      style={{ width: `${Math.min(100, Math.max(g.percent, 0))}%` }}
                    />
                  </div>
                  <p className="mt-1 flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                    <span>
                      <span className="money">{formatReais(g.current_amount)}</span> de{' '}
                      <span className="money">{formatReais(g.target_amount)}</span>
                    </span>
                    <span className="tabular-nums">{formatPercent(g.percent)}</span>
                  </p>
                </li>
              );
            })}
          </ul>
          {more > 0 ? (
            <Link to="/goals" className={cn(panelLinkClass, 'mt-3 inline-block')}>
              Ver mais {more} metas
            </Link>
          ) : (
            <Link to="/goals" className={cn(panelLinkClass, 'mt-3 inline-block')}>
              Ver metas
            </Link>
          )}
        </>
      )}
    </Panel>
  );
}
