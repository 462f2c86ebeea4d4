import { AlertTriangle, CalendarClock, Clock } from 'lucide-react';
import type { RecurringItem, RecurringSummary } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { CategoryBars } from './category-bars';
import { FixedRatesNote } from './fixed-rates-note';
import { ItemList } from './item-list';
import { soonestUnpaid } from './recurring-stats';
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
      >
        <FixedRatesNote summary={summary} />
      </StatCard>
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

/** 'Próximos Vencimentos' (the next three unpaid) beside the month's top 5 categories. */
export function DueSoonAndCategories({
  expenses,
  summary,
  today,
}: {
  expenses: readonly RecurringItem[];
  summary: RecurringSummary;
  today: string;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <h2 id="proximos-title" className="mb-3 font-semibold">
          Próximos Vencimentos
        </h2>
        <ItemList
          items={soonestUnpaid(expenses, 3)}
          today={today}
          label="Próximos Vencimentos"
          empty="Nenhum vencimento em aberto."
        />
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold">Maiores categorias</h2>
        <CategoryBars categories={summary.top_categories} label="Maiores categorias" />
      </Card>
    </div>
  );
}
