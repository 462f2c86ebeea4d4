import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardAccount, DashboardRecurring } from '../../../common/contract/dashboard';
import { formatMonthLabel } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { EmptyState } from '../../components/ui/empty-state';
import { RatesNote } from '../../entities/account/public';
import { WhenWritable } from '../../entities/book/public';
import { FIXED_ITEMS_OUT_OF, inBalanceText } from '../../features/recurring/public';
import { cn } from '../../lib/cn';
import type { MonthWhen } from './dashboard-format';
import { Panel, panelLinkClass } from './panel';

/** The selected month, as the panel's figures are of it (statusInMonth on the server). */
interface PanelMonth {
  /** Its first day. */
  month: string;
  when: MonthWhen;
}

/** 'hoje' in today's month, 'em dezembro de 2026' in another: what the tiles' status is about. */
const statusWhen = ({ month, when }: PanelMonth) =>
  when === 'current' ? 'hoje' : `em ${formatMonthLabel(month)}`;

const expenseTiles = (when: MonthWhen) =>
  [
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
      // A past month's are the due dates left unpaid in it, whether paid later or not.
      label: when === 'past' ? 'Não pagos' : 'Vencidos',
      tone: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300',
    },
  ] as const;

const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

const subheading = 'mb-2 text-xs font-medium text-slate-500 uppercase dark:text-slate-400';

/**
 * The fixed items of the selected month: the expenses paid, pending and overdue (today's status in today's month, a
 * later month's all pending, an earlier month's paid in it or left unpaid), their monthly total and largest
 * categories; then, under their own heading, the fixed incomes received and still to come (never added to the
 * expenses' figures). Another month than today's is named in the title.
 */
export function RecurringPanel({
  fixed,
  month,
  accounts,
}: {
  fixed: DashboardRecurring;
  month: PanelMonth;
  /** Where the note finds the names of accounts in other currencies. */
  accounts: readonly DashboardAccount[];
}) {
  // Items left out for want of a rate today are registered still: the panel says why they are not counted.
  const leftOut = fixed.unconverted_accounts.length > 0;
  const none = fixed.count === 0 && fixed.incomes.count === 0 && !leftOut;
  const current = month.when === 'current';
  // Another month counts only the items it had (none yet in a month before they began): not an empty book.
  const noneThen = `Nenhum gasto fixo em ${formatMonthLabel(month.month)}.`;
  return (
    <Panel
      title={current ? 'Gastos fixos' : `Gastos fixos de ${formatMonthLabel(month.month)}`}
      testId="fixed-panel"
      action={
        none && current ? null : (
          <Link to="/gastos-fixos" className={panelLinkClass}>
            Gerenciar
          </Link>
        )
      }
    >
      {none && !current ? (
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="fixed-none">
          {noneThen}
        </p>
      ) : none ? (
        <EmptyState
          title="Nenhum gasto fixo cadastrado"
          description="Cadastre aluguel, internet e outras contas do mês para acompanhar os vencimentos."
          action={
            <WhenWritable>
              <Link to="/gastos-fixos" className={linkButton}>
                <Plus size={16} aria-hidden /> Cadastrar gasto fixo
              </Link>
            </WhenWritable>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          {fixed.count > 0 ? (
            <ExpenseFigures fixed={fixed} month={month} />
          ) : leftOut ? null : (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {current ? 'Nenhum gasto fixo cadastrado.' : noneThen}
            </p>
          )}
          {fixed.incomes.count > 0 ? <IncomeFigures incomes={fixed.incomes} month={month} /> : null}
          {/* Items of accounts in other currencies count at today's rate, as Previsão counts them. */}
          <RatesNote
            rates={fixed.rates}
            unconverted={fixed.unconverted_accounts}
            accounts={accounts}
            outOf={FIXED_ITEMS_OUT_OF}
          />
        </div>
      )}
    </Panel>
  );
}

function ExpenseFigures({ fixed, month }: { fixed: DashboardRecurring; month: PanelMonth }) {
  const more = fixed.categories_count - fixed.top_categories.length;
  return (
    <>
      <div>
        <StatusTiles
          label={`Situação dos gastos fixos ${statusWhen(month)}`}
          tiles={expenseTiles(month.when)}
          figures={fixed}
          testIdPrefix="fixed-"
        />
        <InBalanceNote count={fixed.paid_in_balance.count} testId="fixed-in-balance" />
      </div>
      <MonthlyTotal total={fixed.total_monthly} testId="fixed-total" />
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
          <Link to="/dashboard-gastos-fixos" className={cn(panelLinkClass, 'mt-2 inline-block')}>
            Ver mais {more} categorias...
          </Link>
        ) : null}
      </div>
    </>
  );
}

const incomeTiles = (when: MonthWhen) =>
  [
    {
      key: 'received',
      label: 'Recebidas',
      tone: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-300',
    },
    {
      key: 'to_receive',
      label: when === 'past' ? 'Não recebidas' : 'A receber',
      tone: 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300',
    },
  ] as const;

function IncomeFigures({ incomes, month }: { incomes: DashboardRecurring['incomes']; month: PanelMonth }) {
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
      <StatusTiles
        label={`Situação das receitas fixas ${statusWhen(month)}`}
        tiles={incomeTiles(month.when)}
        figures={incomes}
        testIdPrefix="fixed-income-"
      />
      <InBalanceNote count={incomes.received_in_balance.count} testId="fixed-income-in-balance" />
      <MonthlyTotal total={incomes.total_monthly} testId="fixed-income-total" className="mt-3" />
    </section>
  );
}

interface Tile<K extends string> {
  key: K;
  label: string;
  tone: string;
}

/**
 * The items by status in the month, a tile each with its count and total: the expenses' three (one line each on a
 * phone) or the incomes' two (side by side).
 */
function StatusTiles<K extends string>({
  label,
  tiles,
  figures,
  testIdPrefix,
}: {
  label: string;
  tiles: readonly Tile<K>[];
  figures: Record<K, { count: number; total: number }>;
  testIdPrefix: string;
}) {
  const three = tiles.length === 3;
  return (
    <ul className={cn('grid gap-2', three ? 'sm:grid-cols-3' : 'grid-cols-2')} aria-label={label}>
      {tiles.map((t) => (
        <li
          key={t.key}
          className={cn(
            'flex min-w-0 rounded-lg border px-3 py-2 sm:px-2',
            three ? 'items-baseline justify-between gap-2 sm:flex-col sm:gap-0' : 'flex-col',
            t.tone,
          )}
          data-testid={`${testIdPrefix}${t.key}`}
        >
          <p className="text-xs font-medium">
            {t.label}: <span data-testid="fixed-count">{figures[t.key].count}</span>
          </p>
          <p className="money text-sm font-semibold">{formatReais(figures[t.key].total)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Under the tiles, how many of those counted paid (received) have no transaction: answered 'Sim, já está no saldo'
 * when created, so the month's Receitas and Despesas have none of them.
 */
function InBalanceNote({ count, testId }: { count: number; testId: string }) {
  const text = inBalanceText(count);
  if (!text) return null;
  return (
    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid={testId}>
      {text}
    </p>
  );
}

function MonthlyTotal({ total, testId, className }: { total: number; testId: string; className?: string }) {
  return (
    <p className={cn('flex items-baseline justify-between text-sm', className)}>
      <span className="text-slate-600 dark:text-slate-400">Total mensal</span>
      <span className="money font-semibold" data-testid={testId}>
        {formatReais(total)}
      </span>
    </p>
  );
}
