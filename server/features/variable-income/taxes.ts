// The month-by-month income tax on the book's sales (common/variable-income-tax-report.ts computes it).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { VariableIncomeKind } from '../../../common/contract/variable-income';
import {
  centsKeysInReais,
  type VariableIncomeTaxesResponse,
} from '../../../common/contract/variable-income-taxes';
import { HOME_CURRENCY } from '../../../common/currencies';
import { centsToReais } from '../../../common/money';
import { dayTradeDate, replayTrades } from '../../../common/trade-replay';
import { scaledOf, type TradeSide, valueCents } from '../../../common/variable-income';
import { variableIncomeTaxes } from '../../../common/variable-income-tax-report';
import { VARIABLE_INCOME_TAX_NOTES, type VariableIncomeSale } from '../../../common/variable-income-taxes';
import { type Executor, queryRows } from '../../db/connect';
import { inPages, TRADES_PER_TURN } from './list-reads';

const reaisOf = <K extends string>(record: Record<K, number>): Record<K, number> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, centsToReais(v as number)])) as Record<
    K,
    number
  >;

interface TaxTrade {
  id: number;
  holding_id: number;
  account_id: number;
  traded_on: string;
  kind: VariableIncomeKind;
  side: TradeSide;
  quantity: string;
  price: string | null;
  amount_cents: number | string;
}

/** A page of the book's trades in reais up to `until`, in the order the arithmetic applies them. */
function taxTradesPage(db: Executor, bookId: number, until: string, after: TaxTrade | null, limit: number) {
  return queryRows<TaxTrade>(
    db,
    sql`select t.id, t.holding_id, h.account_id, t.traded_on::text as traded_on, h.kind, t.side,
               t.quantity::text as quantity, t.price::text as price, t.amount_cents
        from variable_income_trades t
        join variable_income_holdings h on h.id = t.holding_id and h.book_id = t.book_id
        join accounts a on a.id = h.account_id and a.book_id = h.book_id
        where t.book_id = ${bookId} and t.traded_on <= ${until} and a.currency = ${HOME_CURRENCY}
          ${after === null ? sql`` : sql`and (t.holding_id, t.traded_on, t.id) > (${after.holding_id}, ${after.traded_on}::date, ${after.id})`}
        order by t.holding_id, t.traded_on, t.id
        limit ${limit}`,
  );
}

/**
 * The book's sales in reais (held abroad, the yearly Lei 14.754 computes them: income-tax/foreign-applications.ts) up
 * to the end of `year` (at most MAX_TRADES_PER_BOOK trades, read in pages), with their kind, gain and day-trade part:
 * each holding's trades replayed as the gains were stored (common/trade-replay.ts), which also tells the day trades.
 */
export async function salesThrough(
  db: Executor,
  bookId: number,
  year: number,
): Promise<VariableIncomeSale[]> {
  const trades = await inPages<TaxTrade>((after, limit) =>
    taxTradesPage(db, bookId, `${year}-12-31`, after, limit),
  );
  const sales: VariableIncomeSale[] = [];
  let sinceTurn = 0;
  for (let start = 0; start < trades.length; ) {
    const first = trades[start] as TaxTrade;
    let end = start;
    while (end < trades.length && (trades[end] as TaxTrade).holding_id === first.holding_id) end++;
    // BigInt replays of the heaviest book's 20,000 trades: a turn between pieces, as the list's (list-reads.ts).
    if (sinceTurn >= TRADES_PER_TURN) {
      await nextTurn();
      sinceTurn = 0;
    }
    sinceTurn += end - start;
    const { steps } = replayTrades(
      trades.slice(start, end).map((row) => ({
        row,
        side: row.side,
        quantity: scaledOf(row.quantity),
        amountCents: BigInt(row.amount_cents),
        date: dayTradeDate(first.kind, row.traded_on),
      })),
    );
    for (const { trade, gainCents, dayTrade } of steps) {
      if (gainCents === null || trade.side !== 'venda') continue;
      const price = scaledOf(trade.row.price ?? '0');
      sales.push({
        date: trade.row.traded_on,
        kind: first.kind,
        proceedsCents: Number(trade.amountCents),
        // The exemption limits and the 0,005% take the sales' value before fees.
        grossCents: Number(valueCents(trade.quantity, price)),
        gainCents: Number(gainCents),
        ...(dayTrade === null
          ? {}
          : {
              dayTrade: {
                grossCents: Number(valueCents(dayTrade.quantity, price)),
                gainCents: Number(dayTrade.gainCents),
              },
            }),
        brokerId: Number(first.account_id),
      });
    }
    start = end;
  }
  return sales;
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
    months: months.map(centsKeysInReais),
    // Its losses are per pool, not `…Cents`: converted by name.
    summary:
      summary === null
        ? null
        : { ...centsKeysInReais(summary), lossesCarriedOut: reaisOf(summary.lossesCarriedOut) },
    lossesCarriedOut: reaisOf(summary?.lossesCarriedOut ?? report.lossesCarriedOut),
    pendingTax: reaisOf(report.pendingTax),
    notes: VARIABLE_INCOME_TAX_NOTES,
  };
}
