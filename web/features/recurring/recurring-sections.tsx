import type { ReactNode } from 'react';
import type { RecurringIncomeFigures } from '../../../common/contract/dashboard';
import type { RecurringItem, RecurringType } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { countText, inBalanceText, itemWords } from './item-words';

/** The ids of the two sections' headings, which name them (and which tests and screen readers find). */
const headingIds: Record<RecurringType, string> = {
  DESPESA: 'fixed-expenses-title',
  RECEITA: 'fixed-incomes-title',
};

interface SectionProps {
  type: RecurringType;
  /** All the items of the kind, and those the filters let through. */
  items: readonly RecurringItem[];
  shown: readonly RecurringItem[];
  filtered: boolean;
  /** The heading, when not the kind's own ('Todos os gastos fixos' on the dashboard). */
  title?: string;
  /** Beside the heading: a few figures of the kind. */
  figures?: ReactNode;
  children: ReactNode;
}

/** The items of one kind: 'Gastos fixos' or 'Receitas fixas', how many, and its list or its empty state. */
export function ItemSection({ type, items, shown, filtered, title, figures, children }: SectionProps) {
  const words = itemWords[type];
  const id = headingIds[type];
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={id} className="font-semibold">
            {title ?? words.title}
          </h2>
          <p
            className="text-xs text-slate-500 dark:text-slate-400"
            data-testid={type === 'RECEITA' ? 'income-count' : 'fixed-count'}
          >
            {countText(words, shown.length, items.length, filtered)}
          </p>
        </div>
        {figures}
      </div>
      {children}
    </section>
  );
}

/**
 * The incomes' own small figures: what is expected this month and what already came in (the server's), saying how
 * much of it was already in the balance, with no transaction (so 'Receitas do mês' has none of it).
 */
export function IncomeFigures({ figures }: { figures: RecurringIncomeFigures }) {
  const inBalance = inBalanceText(figures.received_in_balance.count);
  return (
    <dl className="flex gap-6 text-sm">
      <div>
        <dt className="text-xs text-slate-500 dark:text-slate-400">Previsto do mês</dt>
        <dd className="money font-semibold" data-testid="income-expected">
          {formatReais(figures.expected_month)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500 dark:text-slate-400">Recebido</dt>
        <dd
          className="money font-semibold text-emerald-700 dark:text-emerald-400"
          data-testid="income-received"
        >
          {formatReais(figures.received.total)}
        </dd>
        {inBalance ? (
          <dd className="text-xs text-slate-500 dark:text-slate-400" data-testid="income-in-balance">
            {inBalance}
          </dd>
        ) : null}
      </div>
    </dl>
  );
}

/** A section's quiet empty line (the incomes', which many people never use). */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}
