import { AlertTriangle, CalendarClock, Clock } from 'lucide-react';
import type { RecurringSummary } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { StatCard, tones } from './stat-card';

/** The month's figures of the fixed expenses: what is expected, how many are pending and how many overdue. */
export function MonthSummary({ summary }: { summary: RecurringSummary }) {
  return (
    <section aria-label="Resumo do mês" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <StatCard
        label="Previsto do mês"
        className="col-span-2 sm:col-span-1"
        value={formatReais(summary.predicted_month)}
        money
        // Both newcomers' walks read this card as all the month expects: it is the expenses', and the incomes
        // have their own figure in their section.
        hint="Dos gastos fixos; o das receitas fixas está na seção delas"
        testId="summary-previsto"
        icon={<CalendarClock size={20} aria-hidden />}
        tone={tones.brand}
      />
      <StatCard
        label="Pendentes"
        value={summary.pending.count}
        testId="summary-pendentes"
        icon={<Clock size={20} aria-hidden />}
        tone={tones.pendente}
      />
      <StatCard
        label="Atrasados"
        value={summary.overdue.count}
        testId="summary-atrasados"
        icon={<AlertTriangle size={20} aria-hidden />}
        tone={tones.atrasado}
      />
    </section>
  );
}
