import {
  NO_PAYEE,
  type ReportRow,
  type ReportSummary,
  shareOf,
  type TopItem,
} from '../../../common/contract/reports';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { formatCents, formatReais, reaisToCents } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { breakdownOf } from './breakdown';
import { daysIn, monthsIn, type Period } from './report-period';

/** One plain fact computed from the period's figures; never an estimate. */
export interface Fact {
  key: string;
  title: string;
  /** The headline figure. */
  value: string;
  /** Whether value is an amount of money (styled as money). */
  money: boolean;
  detail: string;
}

export interface InsightInput {
  period: Period;
  summary: ReportSummary;
  /** The period before, with the month the book's history begins (GET /reports/summary's history_start). */
  previous: (ReportSummary & { history_start?: string }) | undefined;
  categories: readonly ReportRow[];
  payees: readonly ReportRow[];
  topExpenses: readonly TopItem[];
}

/** 'novembro de 2026' for one month, else '01/09/2026 a 30/11/2026'. */
export function periodLabel(period: Period): string {
  return monthsIn(period) === 1 && period.from.endsWith('-01')
    ? formatMonthLabel(period.from)
    : `${formatDateBR(period.from)} a ${formatDateBR(period.to)}`;
}

/** The change from before to now in percent, or null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return ((now - before) / before) * 100;
}

function comparison(
  kind: 'despesas' | 'receitas',
  now: number,
  before: number,
  label: string,
  historyStart: string | undefined,
): Fact {
  const title = kind === 'despesas' ? 'Despesas x período anterior' : 'Receitas x período anterior';
  // A period begun before the book's history is not a whole one: history imported from August has no June.
  if (historyStart !== undefined)
    return {
      key: `compare-${kind}`,
      title,
      value: formatReais(now),
      money: true,
      detail: `Seu histórico no Grana começa em ${formatMonthLabel(historyStart)}: o período anterior (${label}) não está completo para comparar.`,
    };
  const delta = change(now, before);
  if (delta === null) {
    return {
      key: `compare-${kind}`,
      title,
      value: formatReais(now),
      money: true,
      detail: `Sem ${kind} em ${label} para comparar.`,
    };
  }
  const direction =
    Math.abs(delta) < 0.05
      ? 'ficaram iguais'
      : delta > 0
        ? `subiram ${formatPercent(delta)}`
        : `caíram ${formatPercent(-delta)}`;
  return {
    key: `compare-${kind}`,
    title,
    value: formatReais(now),
    money: true,
    detail: `As ${kind} ${direction} em relação a ${label} (${formatReais(before)}).`,
  };
}

/** The Insights tab's facts, each only when the figures allow it. */
export function computeInsights(input: InsightInput): Fact[] {
  const { summary, previous, period } = input;
  const facts: Fact[] = [];
  const expenses = breakdownOf(input.categories, 'despesa');
  const top = expenses.rows[0];
  if (top) {
    facts.push({
      key: 'top-category',
      title: 'Maior categoria de despesa',
      value: top.name,
      money: false,
      detail: `${formatPercent(top.percent)} das despesas do período (${formatReais(top.total)}).`,
    });
  }
  const payee = breakdownOf(input.payees, 'despesa').rows.find((r) => r.id !== null && r.name !== NO_PAYEE);
  if (payee) {
    facts.push({
      key: 'top-payee',
      title: 'Para quem você mais pagou',
      value: payee.name,
      money: false,
      detail: `${formatReais(payee.total)}, ${formatPercent(payee.percent)} das despesas.`,
    });
  }
  const biggest = input.topExpenses[0];
  if (biggest && summary.despesas > 0) {
    facts.push({
      key: 'biggest-expense',
      title: 'Maior despesa',
      value: formatReais(biggest.total),
      money: true,
      detail: `${biggest.name} em ${formatDateBR(biggest.date)}: ${formatPercent(shareOf(biggest.total, summary.despesas))} das despesas.`,
    });
  }
  if (summary.savings_rate !== null) {
    facts.push({
      key: 'savings',
      title: 'Taxa de poupança',
      value: formatPercent(summary.savings_rate),
      money: false,
      detail:
        summary.resultado >= 0
          ? `Sobraram ${formatReais(summary.resultado)} das receitas do período.`
          : `As despesas passaram as receitas em ${formatReais(-summary.resultado)}.`,
    });
  }
  if (summary.despesas > 0) {
    const days = daysIn(period);
    facts.push({
      key: 'daily',
      title: 'Média de despesas por dia',
      value: formatCents(Math.round(reaisToCents(summary.despesas) / days)),
      money: true,
      detail: `${formatReais(summary.despesas)} em ${days} dias.`,
    });
  }
  if (previous) {
    const label = periodLabel({ from: previous.from, to: previous.to });
    const begins = previous.history_start;
    const partial = begins !== undefined && previous.from < begins ? begins : undefined;
    facts.push(comparison('despesas', summary.despesas, previous.despesas, label, partial));
    facts.push(comparison('receitas', summary.receitas, previous.receitas, label, partial));
  }
  return facts;
}
