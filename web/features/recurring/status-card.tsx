import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { RecurringStatusTotals } from '../../../common/contract/dashboard';
import type { PaymentStatus, RecurringItem } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { ItemList } from './item-list';
import { StatCard, tones } from './stat-card';

const cards: Record<PaymentStatus, { label: string; empty: string; icon: typeof Clock }> = {
  pago: { label: 'Pagos', empty: 'Nenhum pago neste mês.', icon: CheckCircle2 },
  pendente: { label: 'Pendentes', empty: 'Nenhum pendente.', icon: Clock },
  atrasado: { label: 'Atrasados', empty: 'Nenhum vencido.', icon: AlertTriangle },
};

/** The dashboard's card for one status: how many, how much, and the first 3 of them. */
export function StatusCard({
  status,
  items,
  totals,
  today,
}: {
  status: PaymentStatus;
  /** The items of this status, soonest first: the card lists the first 3. */
  items: readonly RecurringItem[];
  /** The server's count and total of this status. */
  totals: RecurringStatusTotals;
  today: string;
}) {
  const { label, empty, icon: Icon } = cards[status];
  const more = items.length - 3;
  return (
    <StatCard
      label={label}
      value={totals.count}
      testId={`card-${status}`}
      tone={tones[status]}
      icon={<Icon size={20} aria-hidden />}
      hint={<span className="money">{formatReais(totals.total)}</span>}
    >
      <ItemList items={items.slice(0, 3)} today={today} label={label} empty={empty} compact />
      {more > 0 ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          e mais {more} {more === 1 ? 'gasto' : 'gastos'}
        </p>
      ) : null}
    </StatCard>
  );
}
