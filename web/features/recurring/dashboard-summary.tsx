import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import type { RecurringItem, RecurringSummary } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { FixedRatesNote } from './fixed-rates-note';
import { countText, itemWords } from './item-words';
import { PaidProgress } from './paid-progress';
import { groupByStatus } from './recurring-stats';
import { StatCard, tones } from './stat-card';
import { StatusCard } from './status-card';

/** The month's fixed expenses: their total (with how much is paid), then the paid, pending and overdue ones. */
export function DashboardSummary({
  summary,
  expenses,
  today,
}: {
  summary: RecurringSummary;
  expenses: readonly RecurringItem[];
  today: string;
}) {
  const groups = useMemo(() => groupByStatus(expenses), [expenses]);
  return (
    <section aria-label="Resumo" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total mensal"
        value={formatReais(summary.total_monthly)}
        money
        testId="card-total"
        tone={tones.brand}
        icon={<Wallet size={20} aria-hidden />}
        hint={countText(itemWords.DESPESA, summary.count, summary.count, false)}
      >
        <PaidProgress figures={summary} />
        <FixedRatesNote summary={summary} className="mt-3" />
      </StatCard>
      <StatusCard status="pago" items={groups.pago} totals={summary.paid} today={today} />
      <StatusCard status="pendente" items={groups.pendente} totals={summary.pending} today={today} />
      <StatusCard status="atrasado" items={groups.atrasado} totals={summary.overdue} today={today} />
    </section>
  );
}
