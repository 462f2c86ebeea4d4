import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardRecurring } from '../../../common/contract/dashboard';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { Panel, panelLinkClass } from './panel';

const statusTiles = [
  {
    key: 'paid',
    label: 'Pagos',
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-300',
  },
  {
    key: 'pending',
    label: 'Pendentes',
    tone: 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-300',
  },
  {
    key: 'overdue',
    label: 'Vencidos',
    tone: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300',
  },
] as const;

const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

const subheading = 'mb-2 text-xs font-medium text-slate-500 uppercase dark:text-slate-400';

/**
 * The fixed items: the expenses paid, pending and overdue today, their monthly total and largest categories; then,
 * under their own heading, the fixed incomes received and still to come (never added to the expenses' figures).
 */
export function RecurringPanel({ fixed }: { fixed: DashboardRecurring }) {
  const none = fixed.count === 0 && fixed.incomes.count === 0;
  return (
    <Panel
      title="Gastos fixos"
      testId="fixed-panel"
      action={
        none ? null : (
          <Link to="/fixed" className={panelLinkClass}>
            Gerenciar
          </Link>
        )
      }
    >
      {none ? (
        <EmptyState
          title="Nenhum gasto fixo cadastrado"
          description="Cadastre aluguel, internet e outras contas do mês para acompanhar os vencimentos."
          action={
            <Link to="/fixed" className={linkButton}>
              <Plus size={16} aria-hidden /> Cadastrar gasto fixo
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          {fixed.count > 0 ? (
            <ExpenseFigures fixed={fixed} />
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">Nenhum gasto fixo cadastrado.</p>
          )}
          {fixed.incomes.count > 0 ? <IncomeFigures incomes={fixed.incomes} /> : null}
        </div>
      )}
    </Panel>
  );
}

function ExpenseFigures({ fixed }: { fixed: DashboardRecurring }) {
  const more = fixed.categories_count - fixed.top_categories.length;
  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-3" aria-label="Situação dos gastos fixos hoje">
        {statusTiles.map((t) => (
          <li
            key={t.key}
            className={cn(
              'flex min-w-0 items-baseline justify-between gap-2 rounded-lg border px-3 py-2 sm:flex-col sm:gap-0 sm:px-2',
              t.tone,
            )}
            data-testid={`fixed-${t.key}`}
          >
            <p className="text-xs font-medium">
              {t.label}: <span data-testid="fixed-count">{fixed[t.key].count}</span>
            </p>
            <p className="money text-sm font-semibold">{formatReais(fixed[t.key].total)}</p>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between text-sm">
        <span className="text-slate-600 dark:text-slate-400">Total mensal</span>
        <span className="money font-semibold" data-testid="fixed-total">
          {formatReais(fixed.total_monthly)}
        </span>
      </p>
      <div>
        <h3 className={subheading}>Maiores categorias</h3>
        <ol className="flex flex-col gap-2">
          {fixed.top_categories.map((c) => (
            <li key={c.id ?? 'none'} data-testid="fixed-category">
              <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">{c.name}</span>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">
                  <span className="money text-slate-900 dark:text-slate-100">{formatReais(c.total)}</span> ·{' '}
                  {formatPercent(c.percent)}
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <div
                  className="h-full rounded-full bg-amber-500"
                  style={{ width: `${Math.max(c.percent, 1.5)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
        {more > 0 ? (
          <Link to="/fixed-dashboard" className={cn(panelLinkClass, 'mt-2 inline-block')}>
            Ver mais {more} categorias...
          </Link>
        ) : null}
      </div>
    </>
  );
}

const incomeTiles = [
  {
    key: 'received',
    label: 'Recebidas',
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-300',
  },
  {
    key: 'to_receive',
    label: 'A receber',
    tone: 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300',
  },
] as const;

function IncomeFigures({ incomes }: { incomes: DashboardRecurring['incomes'] }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="fixed-incomes"
      className="border-t border-slate-100 pt-4 dark:border-slate-800"
    >
      <h3 id={titleId} className={subheading}>
        Receitas fixas
      </h3>
      <ul className="grid grid-cols-2 gap-2" aria-label="Situação das receitas fixas hoje">
        {incomeTiles.map((t) => (
          <li
            key={t.key}
            className={cn('flex min-w-0 flex-col rounded-lg border px-3 py-2 sm:px-2', t.tone)}
            data-testid={`fixed-income-${t.key}`}
          >
            <p className="text-xs font-medium">
              {t.label}: {incomes[t.key].count}
            </p>
            <p className="money text-sm font-semibold">{formatReais(incomes[t.key].total)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between text-sm">
        <span className="text-slate-600 dark:text-slate-400">Total mensal</span>
        <span className="money font-semibold" data-testid="fixed-income-total">
          {formatReais(incomes.total_monthly)}
        </span>
      </p>
    </section>
  );
}
