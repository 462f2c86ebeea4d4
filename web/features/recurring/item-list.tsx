import type { RecurringItem } from '../../../common/contract/recurring';
import { formatDateBR } from '../../../common/dates';
import { dueText } from './due-dates';
import { IN_BALANCE_TEXT, itemAmountText } from './item-words';
import { StatusChip } from './status-chip';

interface Props {
  items: readonly RecurringItem[];
  today: string;
  label: string;
  empty: string;
  /** Narrow cards: no chip and no account, only how far the due date is. */
  compact?: boolean;
}

/**
 * Paid (or received) items say when they were, instead of when they fall due; one counted paid with no transaction
 * says so (IN_BALANCE_TEXT), with no date.
 */
function whenText(item: RecurringItem, today: string, compact: boolean): string {
  if (item.payment_status === 'pago' && item.paid_in_balance) return IN_BALANCE_TEXT;
  if (item.payment_status === 'pago') {
    const done = item.type === 'RECEITA' ? 'Recebida' : 'Pago';
    return item.last_run ? `${done} em ${formatDateBR(item.last_run)}` : `${done} neste mês`;
  }
  const due = dueText(item.next_run, today, item.type);
  return compact
    ? `${formatDateBR(item.next_run).slice(0, 5)} · ${due}`
    : `${formatDateBR(item.next_run)} · ${due}`;
}

/** A short list of fixed expenses: description, account, due date and amount (the cards and 'Próximos'). */
export function ItemList({ items, today, label, empty, compact = false }: Props) {
  if (items.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
              {item.description}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {compact
                ? whenText(item, today, true)
                : `${item.account_name} · ${whenText(item, today, false)}`}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="money text-sm font-semibold">{itemAmountText(item)}</span>
            {compact ? null : <StatusChip status={item.payment_status} type={item.type} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
