import { sql } from 'drizzle-orm';
import type { CurrencyCode, RateSource, RateUsed } from '../../../common/currencies';
import { addDays } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';

/** How far back a day without a rate looks for the last one: a weekend, a holiday, Carnaval's long one. */
export const RATE_LOOKBACK_DAYS = 10;

/**
 * The rate each currency's figures of each date use, in reais per unit: the PTAX buy of that date or of the last
 * day before it with one (at most RATE_LOOKBACK_DAYS back); a rate the book typed fills only a day the Banco
 * Central did not publish. The buy side by default: money held is valued at what it buys in reais. One query per currency over the dates' span (a book holds a handful of currencies; five years of
 * PTAX are some 1,250 rows), then one pass: a currency without a rate on a date is absent from that date's map.
 */
export async function ratesOnDates(
  db: Executor,
  bookId: number,
  currencies: Iterable<CurrencyCode>,
  dates: readonly string[],
  side: 'buy' | 'sell' = 'buy',
): Promise<Map<string, Map<CurrencyCode, RateUsed>>> {
  const byDate = new Map(dates.map((d) => [d, new Map<CurrencyCode, RateUsed>()]));
  if (dates.length === 0) return byDate;
  const sorted = [...new Set(dates)].sort();
  const from = addDays(sorted[0] as string, -RATE_LOOKBACK_DAYS);
  const to = sorted[sorted.length - 1] as string;
  for (const currency of new Set(currencies)) {
    const rows = await queryRows<{ date: string; rate: string; source: RateSource }>(
      db,
      sql`select date::text as date, ${sql.raw(side === 'sell' ? 'sell' : 'buy')}::text as rate, 'ptax' as source
          from exchange_rates
          where currency = ${currency} and date between ${from}::date and ${to}::date
          union all
          select b.date::text, b.rate::text, 'livro' from book_exchange_rates b
          where b.book_id = ${bookId} and b.currency = ${currency} and b.date between ${from}::date and ${to}::date
            and not exists (select 1 from exchange_rates o where o.currency = b.currency and o.date = b.date)
          order by date`,
    );
    // Both lists ascend: each date takes the last rate at or before it, if within the look-back.
    let next = 0;
    let last: (typeof rows)[number] | undefined;
    for (const date of sorted) {
      while (next < rows.length && (rows[next] as (typeof rows)[number]).date <= date) last = rows[next++];
      if (last && last.date >= addDays(date, -RATE_LOOKBACK_DAYS))
        byDate.get(date)?.set(currency, { currency, rate: last.rate, date: last.date, source: last.source });
    }
  }
  return byDate;
}

/**
 * The rates of one date (ratesOnDates for a single day): the buy side values today's balances in reais; the sell
 * side is what a purchase abroad costs before the bill says (a book's typed rate is both).
 */
export async function ratesFor(
  db: Executor,
  bookId: number,
  currencies: Iterable<CurrencyCode>,
  date: string,
  side: 'buy' | 'sell' = 'buy',
): Promise<Map<CurrencyCode, RateUsed>> {
  return (await ratesOnDates(db, bookId, currencies, [date], side)).get(date) ?? new Map();
}
