import { ArrowDownCircle, ArrowUpCircle, CalendarClock, CreditCard, Layers, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { BALANCE_LABELS } from '../../../common/contract/balances';
import type { DashboardSummary } from '../../../common/contract/dashboard';
import { FLOWS_OUT_OF } from '../../../common/contract/reports';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { RatesNote } from '../../entities/account/public';
import { FIXED_ITEMS_OUT_OF } from '../../features/recurring/public';
import { cn } from '../../lib/cn';
import { quietWhenZero } from './dashboard-format';
import { AsOf } from './panel';

/**
 * A figure is never cut short: its type is as large as fits the card's width (a container query unit), up to
 * 1.5rem, so R$ 4.688,89 stays large and R$ 1.180.245,91 still fits a quarter of the page or half a phone. A
 * bold digit is about 0.62em wide.
 */
const fittedSize = (text: string) => `clamp(0.75rem, ${(100 / (0.62 * text.length)).toFixed(2)}cqi, 1.5rem)`;

function StatCard({
  label,
  asOf,
  value,
  hint,
  note,
  icon,
  tone,
  testId,
}: {
  label: string;
  /** 'hoje' on a balance card while another month is chosen. */
  asOf?: string | null;
  value: number;
  hint: ReactNode;
  /** Under the hint: what the figure counted apart (the rates of accounts in other currencies). */
  note?: ReactNode;
  icon: ReactNode;
  tone: string;
  testId: string;
}) {
  const text = formatReais(value);
  return (
    <Card className="@container min-w-0 p-3 sm:p-4" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
          {label}
          <AsOf when={asOf} />
        </p>
        <span className={cn('hidden sm:inline-flex', tone)} aria-hidden>
          {icon}
        </span>
      </div>
      <p
        className={cn('money mt-1 leading-tight font-semibold whitespace-nowrap', tone)}
        style={{ fontSize: fittedSize(text) }}
        data-testid="card-value"
      >
        {text}
      </p>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      {note}
    </Card>
  );
}

const balanceTone = (value: number) =>
  value < 0 ? 'text-red-600 dark:text-red-400' : 'text-slate-900 dark:text-slate-100';

/**
 * The balances today (contract/balances.ts: the money in the accounts, the card bills to pay and the later
 * installments apart; 'hoje' said while another month is chosen), the month's income and expenses, and the fixed
 * expenses due in the month.
 */
export function SummaryCards({ summary, asOf }: { summary: DashboardSummary; asOf?: string | null }) {
  const { balances } = summary;
  const accounts = balances.account_count;
  const due = summary.fixed.predicted_count;
  return (
    <section aria-label="Resumo do mês" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <StatCard
        label={BALANCE_LABELS.accounts}
        asOf={asOf}
        value={balances.accounts}
        hint={
          accounts === 1
            ? '1 conta, fora cartões e investimentos'
            : `${accounts} contas, fora cartões e investimentos`
        }
        note={
          <RatesNote
            rates={balances.rates}
            unconverted={balances.unconverted_accounts}
            accounts={summary.accounts}
            className="mt-1"
          />
        }
        icon={<Wallet size={20} />}
        tone={balanceTone(balances.accounts)}
        testId="card-saldo"
      />
      <StatCard
        label={BALANCE_LABELS.bills_to_pay}
        asOf={asOf}
        value={balances.bills_to_pay}
        hint={
          <>
            {BALANCE_LABELS.net} <span className="money">{formatReais(balances.net)}</span>
          </>
        }
        icon={<CreditCard size={20} />}
        tone={quietWhenZero(balances.bills_to_pay, 'text-amber-700 dark:text-amber-400')}
        testId="card-faturas"
      />
      <StatCard
        label={BALANCE_LABELS.future_installments}
        asOf={asOf}
        value={balances.future_installments}
        hint="Nas próximas faturas"
        icon={<Layers size={20} />}
        tone="text-slate-700 dark:text-slate-300"
        testId="card-parcelas"
      />
      <StatCard
        label="Receitas do mês"
        value={summary.receitas}
        hint="Entradas do período"
        icon={<ArrowUpCircle size={20} />}
        tone={quietWhenZero(summary.receitas, 'text-emerald-700 dark:text-emerald-400')}
        testId="card-receitas"
      />
      <StatCard
        label="Despesas do mês"
        value={summary.despesas}
        hint="Saídas do período"
        note={
          // The month's figures leave out the rows of an account in another currency with no rate on their date.
          <RatesNote
            rates={[]}
            unconverted={summary.unconverted_accounts}
            accounts={summary.accounts}
            outOf={FLOWS_OUT_OF}
            datedRows
            className="mt-1"
          />
        }
        icon={<ArrowDownCircle size={20} />}
        tone={quietWhenZero(summary.despesas, 'text-red-600 dark:text-red-400')}
        testId="card-despesas"
      />
      <StatCard
        label="Gastos fixos previstos"
        value={summary.fixed.predicted_month}
        hint={due === 1 ? '1 vencimento no mês' : `${due} vencimentos no mês`}
        icon={<CalendarClock size={20} />}
        tone={quietWhenZero(summary.fixed.predicted_month, 'text-amber-700 dark:text-amber-400')}
        note={
          // Items of accounts in other currencies count at today's rate; one without a rate is left out, and named.
          <RatesNote
            rates={summary.fixed.rates}
            unconverted={summary.fixed.unconverted_accounts}
            accounts={summary.accounts}
            outOf={FIXED_ITEMS_OUT_OF}
            className="mt-1"
          />
        }
        testId="card-fixos"
      />
    </section>
  );
}
