// The month-by-month income tax on the book's sales (common/variable-income-tax-report.ts computes it).
import { sql } from 'drizzle-orm';
import type { VariableIncomeKind } from '../../../common/contract/variable-income';
import type { InReais, VariableIncomeTaxesResponse } from '../../../common/contract/variable-income-taxes';
import { HOME_CURRENCY } from '../../../common/currencies';
import { centsToReais } from '../../../common/money';
import { scaledOf, valueCents } from '../../../common/variable-income';
import { variableIncomeTaxes } from '../../../common/variable-income-tax-report';
import { VARIABLE_INCOME_TAX_NOTES, type VariableIncomeSale } from '../../../common/variable-income-taxes';
import { type Executor, queryRows } from '../../db/connect';

/** A figure with its `…Cents` keys as reais without the suffix, all the way down. */
function inReais<T>(value: T): InReais<T> {
  if (Array.isArray(value)) return value.map(inReais) as InReais<T>;
  if (value === null || typeof value !== 'object') return value as InReais<T>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.endsWith('Cents') && typeof v === 'number') out[key.slice(0, -'Cents'.length)] = centsToReais(v);
    else out[key] = inReais(v);
  }
  return out as InReais<T>;
}

const reaisOf = <K extends string>(record: Record<K, number>): Record<K, number> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, centsToReais(v as number)])) as Record<
    K,
    number
  >;

/**
 * The book's sales in reais (held abroad, the yearly Lei 14.754 computes them: income-tax/foreign-applications.ts) up
 * to the end of `year` (at most MAX_TRADES_PER_BOOK), with their kind and gain. */
async function salesThrough(db: Executor, bookId: number, year: number): Promise<VariableIncomeSale[]> {
  const rows = await queryRows<{
    traded_on: string;
    kind: VariableIncomeKind;
    quantity: string;
    price: string;
    amount_cents: number | string;
    realized_gain_cents: number | string | null;
  }>(
    db,
    sql`select t.traded_on::text as traded_on, h.kind, t.quantity::text as quantity, t.price::text as price,
               t.amount_cents, t.realized_gain_cents
        from variable_income_trades t
        join variable_income_holdings h on h.id = t.holding_id and h.book_id = t.book_id
        join accounts a on a.id = h.account_id and a.book_id = h.book_id
        where t.book_id = ${bookId} and t.side = 'venda' and t.traded_on <= ${`${year}-12-31`}
          and a.currency = ${HOME_CURRENCY}`,
  );
  return rows.map((r) => ({
    date: r.traded_on,
    kind: r.kind,
    proceedsCents: Number(r.amount_cents),
    // The exemption limits compare the sales' value before fees.
    grossCents: Number(valueCents(scaledOf(r.quantity), scaledOf(r.price))),
    gainCents: Number(r.realized_gain_cents ?? 0),
  }));
}

/**
 * The year's tax on the sales: every sale up to the year's end is computed (an earlier year's loss offsets this
 * year's gains), and the months of the year shown, through December (or this month, for the current year).
 */
export async function taxesOfYear(
  db: Executor,
  bookId: number,
  year: number,
  today: string,
): Promise<VariableIncomeTaxesResponse> {
  const sales = await salesThrough(db, bookId, year);
  const thisYear = Number(today.slice(0, 4));
  const through = year < thisYear ? `${year}-12` : year === thisYear ? today.slice(0, 7) : undefined;
  const report = variableIncomeTaxes(sales, through === undefined ? {} : { through });
  const summary = report.years.find((y) => y.year === year) ?? null;
  const months = report.months.filter((m) => m.month.startsWith(`${year}-`));
  return {
    year,
    months: months.map(inReais),
    // Its losses are per pool, not `…Cents`: converted by name.
    summary:
      summary === null ? null : { ...inReais(summary), lossesCarriedOut: reaisOf(summary.lossesCarriedOut) },
    lossesCarriedOut: reaisOf(summary?.lossesCarriedOut ?? report.lossesCarriedOut),
    pendingTax: reaisOf(report.pendingTax),
    notes: VARIABLE_INCOME_TAX_NOTES,
  };
}
