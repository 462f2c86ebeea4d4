import type { Balances } from '../../../common/contract/balances';
import type {
  CategoryReportRow,
  CurrencyAmount,
  MonthlyRow,
  ReportRow,
  ReportSummaryAnswer,
  ReportType,
  TagReportRow,
  TopItemsAnswer,
} from '../../../common/contract/reports';
import { NO_CATEGORY, NO_TAG, ownMoneyName } from '../../../common/contract/reports';
import { centsToReais } from '../../../common/money';
import { percentOf } from '../../../common/percent';
import type { InReais } from './figures';
import type {
  CategoryHead,
  CategoryTotal,
  GroupTotal,
  LineType,
  MonthTotals,
  PeriodTotals,
  TagCurrencyTotal,
} from './repository';
import type { TopRow } from './top-items';

const typeName = (type: LineType): ReportType => (type === 'RECEITA' ? 'receita' : 'despesa');

/** Largest first; ties by name, the 'Sem ...' row after the named ones; each with its share of its type. */
export function presentRows(rows: GroupTotal[], missingName: string): ReportRow[] {
  const totals = { receita: 0, despesa: 0 };
  for (const r of rows) totals[typeName(r.type)] += r.total;
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? missingName, type: typeName(r.type), total: r.total }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        Number(a.id === null) - Number(b.id === null) ||
        a.name.localeCompare(b.name, 'pt-BR'),
    )
    .map((r) => ({ ...r, total: centsToReais(r.total), percent: percentOf(r.total, totals[r.type]) ?? 0 }));
}

/** The top-level categories' rows; those whose category has subcategories say they open. */
export function presentCategoryRows(rows: CategoryTotal[]): CategoryReportRow[] {
  const opens = new Set(rows.filter((r) => r.hasChildren).map((r) => r.id));
  return presentRows(rows, NO_CATEGORY).map((r) => (opens.has(r.id) ? { ...r, hasChildren: true } : r));
}

/**
 * A parent's breakdown: its children's rows and its own money named ownMoneyName, each with the parent's id; the
 * percents are of the parent's money of the type, so they sum to 100 as the top-level rows do.
 */
export function presentBreakdown(parent: CategoryHead, rows: GroupTotal[]): CategoryReportRow[] {
  const named = rows.map((r) => (r.id === parent.id ? { ...r, name: ownMoneyName(parent.name) } : r));
  return presentRows(named, NO_CATEGORY).map((r) => ({ ...r, parentId: parent.id }));
}

/** resultado / receitas x 100 with one decimal, from cents; null without income. */
export function savingsRate(receitasCents: number, despesasCents: number): number | null {
  return percentOf(receitasCents - despesasCents, receitasCents);
}

export function presentMonthly(rows: MonthTotals[]): MonthlyRow[] {
  return rows.map((m) => ({
    month: m.month,
    receitas: centsToReais(m.receitas),
    despesas: centsToReais(m.despesas),
  }));
}

/** The largest items, and all of the period's income or expenses (`type`) as the total. */
export function presentTopItems(
  top: InReais<TopRow[]>,
  { rows: totals, unconverted }: InReais<PeriodTotals>,
  type: LineType,
): TopItemsAnswer {
  const rows = top.rows;
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.description.trim() || r.payee || r.category || 'Sem descrição',
      date: r.date,
      category: r.category ?? NO_CATEGORY,
      total: centsToReais(r.total),
    })),
    total: centsToReais(type === 'RECEITA' ? totals.receitas : totals.despesas),
    // The largest rows and the total leave out the same rows (those of a date without a rate).
    unconverted_accounts: [...new Set([...top.unconverted, ...unconverted])].sort((a, b) => a - b),
  };
}

export function presentSummary(
  { from, to }: { from: string; to: string },
  { rows: t, unconverted }: InReais<PeriodTotals>,
  balances: Balances,
  historyStart: string,
): ReportSummaryAnswer {
  return {
    from,
    to,
    receitas: centsToReais(t.receitas),
    despesas: centsToReais(t.despesas),
    resultado: centsToReais(t.receitas - t.despesas),
    count: t.count,
    savings_rate: savingsRate(t.receitas, t.despesas),
    unconverted_accounts: unconverted,
    balances,
    history_start: historyStart,
  };
}

/** The tags' rows with what each one's money was in other currencies (repository.ts tagCurrencies). */
export function presentTagRows(rows: GroupTotal[], currencies: TagCurrencyTotal[]): TagReportRow[] {
  const key = (id: number | null, type: ReportType) => `${id ?? ''}|${type}`;
  const byTag = new Map<string, CurrencyAmount[]>();
  for (const c of currencies) {
    const k = key(c.id === null ? null : Number(c.id), typeName(c.type));
    const list = byTag.get(k) ?? [];
    list.push({ currency: c.currency, amount: centsToReais(Number(c.total)) });
    byTag.set(k, list);
  }
  return presentRows(rows, NO_TAG).map((r) => ({
    ...r,
    currencies: (byTag.get(key(r.id, r.type)) ?? []).sort((a, b) => b.amount - a.amount),
  }));
}
