import { ArrowDownCircle, ArrowUpCircle, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TransactionPage } from '../../../../common/contract/transactions';
import { formatReais, sumReais } from '../../../../common/money';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';

function SummaryCard({
  label,
  value,
  tone,
  icon,
  testId,
}: {
  testId: string;
  label: string;
  value: string;
  tone: string;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <span
        className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full sm:h-10 sm:w-10', tone)}
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-2 sm:block">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {label}
        </p>
        <p className="money truncate text-base font-semibold sm:text-lg" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** One figure of the phone's summary line: a short label over the value. */
function SummaryFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 px-1 py-2 text-center">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="money truncate text-sm font-semibold tracking-tight" data-testid={testId} title={value}>
        {value}
      </p>
    </div>
  );
}

/** Under the totals when the list has rows in another currency: dollars are never added to reais. */
export const ONLY_REAIS_TEXT = 'Só contas em reais';

/** What the figures cover: the period shown, or a card's bill (which spans two months). */
// Income minus expenses is the period's "Resultado": called "Saldo" it read as an account balance beside the
// dashboard's "Saldo em contas" (a newcomer's walk). A bill's is its "Saldo".
const scopeWords = {
  period: { of: 'do período', in: 'no período', net: 'Resultado' },
  bill: { of: 'da fatura', in: 'na fatura', net: 'Saldo' },
} as const;

/**
 * Income, expenses and their balance for everything the period (or the bill) and the filters match (not only the
 * rows loaded so far); transfers move money between the person's own accounts and count in none of them.
 */
export function SummaryCards({
  totals,
  filtered,
  scope = 'period',
  onlyReais = false,
}: {
  totals: NonNullable<TransactionPage['totals']>;
  filtered: boolean;
  /** The list has rows of accounts in another currency: the figures, in reais, are of the accounts in reais. */
  onlyReais?: boolean;
  scope?: keyof typeof scopeWords;
}) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const words = scopeWords[scope];
  const { receitas, despesas, count } = totals;
  const saldo = sumReais([receitas, -despesas]);
  // On a phone the note is read, not shown: two lines of it kept a row of the list off the first screen.
  const note = (
    <p className={desktop ? 'mt-2 text-xs text-slate-500 dark:text-slate-400' : 'sr-only'}>
      {/* Counted as the totals are: a transfer listed beside them is neither (a walk read '0 transações' above one). */}
      {count === 1 ? '1 receita ou despesa' : `${count} receitas e despesas`} {words.in}
      {filtered ? ' com os filtros escolhidos' : ''}. {words.net}: receitas menos despesas. Transferências
      entre contas não entram nos totais.
    </p>
  );
  // Shown on a phone too: a row in dollars beside totals in reais would otherwise read as added to them.
  const reaisNote = onlyReais ? (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="summary-only-reais">
      {ONLY_REAIS_TEXT}
    </p>
  ) : null;
  if (!desktop) {
    // On a phone the three figures share one line, so the list starts within the first screen.
    return (
      <section aria-label={`Resumo ${words.of}`} className="mb-4">
        <div className="grid grid-cols-3 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          <SummaryFigure testId="summary-receitas" label="Receitas" value={formatReais(receitas)} />
          <SummaryFigure testId="summary-despesas" label="Despesas" value={formatReais(despesas)} />
          <SummaryFigure testId="summary-saldo" label={words.net} value={formatReais(saldo)} />
        </div>
        {reaisNote}
        {note}
      </section>
    );
  }
  return (
    <section aria-label={`Resumo ${words.of}`} className="mb-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <SummaryCard
          testId="summary-receitas"
          label={`Receitas ${words.of}`}
          value={formatReais(receitas)}
          tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
          icon={<ArrowUpCircle size={20} aria-hidden />}
        />
        <SummaryCard
          testId="summary-despesas"
          label={`Despesas ${words.of}`}
          value={formatReais(despesas)}
          tone="bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300"
          icon={<ArrowDownCircle size={20} aria-hidden />}
        />
        <SummaryCard
          testId="summary-saldo"
          label={`${words.net} ${words.of}`}
          value={formatReais(saldo)}
          tone="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          icon={<Scale size={20} aria-hidden />}
        />
      </div>
      {reaisNote}
      {note}
    </section>
  );
}
