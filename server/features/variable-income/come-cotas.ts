import { sql } from 'drizzle-orm';
import {
  COME_COTAS_RATE_BP,
  comeCotasDates,
  comeCotasOf,
  FUND_CLASS_LABELS,
  FUND_CLASSES,
  type FundClass,
} from '../../../common/come-cotas';
import type { TaxComeCotasFund } from '../../../common/contract/income-tax';
import { centsToReais } from '../../../common/money';
import { decimalText, scaledOf, type TradeSide } from '../../../common/variable-income';
import { type Executor, queryRows } from '../../db/connect';

const isFundClass = (v: string | null): v is FundClass => FUND_CLASSES.includes(v as FundClass);

/**
 * The come-cotas of the book's fundos in `year` (common/come-cotas.ts), each fund with its class: worked from all
 * its trades up to the year's end (the base carries from earlier years) and its cota typed on each come-cotas day
 * (that day's, never another's: a day without one is said). A fundo without its class says so, with no figure.
 * Three reads, bounded by the book's limits on holdings and trades; the days by the years since the first trade.
 */
export async function comeCotasOfYear(
  db: Executor,
  bookId: number,
  year: number,
): Promise<TaxComeCotasFund[]> {
  const funds = await queryRows<{
    id: number;
    ticker: string;
    name: string | null;
    fund_class: string | null;
  }>(
    db,
    sql`select id, ticker, name, fund_class from variable_income_holdings
        where book_id = ${bookId} and kind = 'fundo' order by ticker, id`,
  );
  if (funds.length === 0) return [];
  const ids = funds.map((f) => Number(f.id));
  const last = `${year}-12-31`;
  const trades = await queryRows<{
    holding_id: number;
    side: TradeSide;
    traded_on: string;
    quantity: string;
    amount_cents: number;
  }>(
    db,
    sql`select holding_id, side, traded_on::text as traded_on, quantity::text as quantity, amount_cents
        from variable_income_trades
        where book_id = ${bookId} and holding_id = any(${sql.param(ids)}::bigint[]) and traded_on <= ${last}
        order by holding_id, traded_on, id`,
  );
  const first = trades.reduce((min, t) => (t.traded_on < min ? t.traded_on : min), last);
  const days: string[] = [];
  for (let y = Number(first.slice(0, 4)); y <= year; y++) days.push(...comeCotasDates(y));
  const prices = await queryRows<{ holding_id: number; priced_on: string; price: string }>(
    db,
    sql`select holding_id, priced_on::text as priced_on, price::text as price from variable_income_prices
        where book_id = ${bookId} and holding_id = any(${sql.param(ids)}::bigint[])
          and priced_on = any(${sql.param(days)}::date[])`,
  );
  const priceOf = new Map(prices.map((p) => [`${Number(p.holding_id)} ${p.priced_on}`, scaledOf(p.price)]));
  const [may, november] = comeCotasDates(year);
  return funds.flatMap((fund) => {
    const id = Number(fund.id);
    const own = trades
      .filter((t) => Number(t.holding_id) === id)
      .map((t) => ({
        date: t.traded_on,
        side: t.side,
        quantity: scaledOf(t.quantity),
        amountCents: BigInt(t.amount_cents),
      }));
    if (own.length === 0) return [];
    const fundClass = isFundClass(fund.fund_class) ? fund.fund_class : null;
    const events =
      fundClass === null
        ? []
        : comeCotasOf(fundClass, own, (day) => priceOf.get(`${id} ${day}`) ?? null, last).filter(
            (e) => e.date === may || e.date === november,
          );
    const rate = fundClass === null ? null : COME_COTAS_RATE_BP[fundClass];
    return [
      {
        holdingId: id,
        ticker: fund.ticker,
        name: fund.name,
        fundClass,
        fundClassLabel: fundClass === null ? null : FUND_CLASS_LABELS[fundClass],
        rate: rate === null ? null : `${rate / 100}%`,
        events: events.map((e) => ({
          date: e.date,
          quantity: decimalText(e.quantity),
          price: e.price === null ? null : decimalText(e.price),
          value: centsToReais(Number(e.valueCents)),
          base: centsToReais(Number(e.baseCents)),
          gain: centsToReais(Number(e.gainCents)),
          tax: centsToReais(Number(e.taxCents)),
          quotasWithheld: decimalText(e.quotasWithheld),
        })),
        tax: centsToReais(Number(events.reduce((sum, e) => sum + e.taxCents, 0n))),
      },
    ];
  });
}
