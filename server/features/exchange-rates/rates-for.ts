import type { ExchangeRateSide } from '../../../common/contract/exchange-rates';
import type { CurrencyCode, RateUsed } from '../../../common/currencies';
import type { Executor } from '../../db/connect';
import { ratesOnEach } from './lookup';

/**
 * The rates every sum in reais of accounts in other currencies converts at, by date and currency, said as the
 * answers say them (RateUsed): lookup.ts's rule (the rate of the date or the last day before it with one, ten days
 * back at most; a book's typed rate only where the PTAX has none). The buy side by default: money held is valued at
 * what it buys in reais; the sell side is what a purchase abroad costs before the bill says. A currency without a
 * rate on a date is absent from that date's map. One query for every currency (ratesOnEach).
 */
export async function ratesOnDates(
  db: Executor,
  bookId: number,
  currencies: Iterable<CurrencyCode>,
  dates: readonly string[],
  side: ExchangeRateSide = 'buy',
): Promise<Map<string, Map<CurrencyCode, RateUsed>>> {
  const wanted = new Map([...new Set(currencies)].map((currency) => [currency, dates]));
  const found = await ratesOnEach(db, bookId, wanted, side);
  const byDate = new Map(dates.map((d) => [d, new Map<CurrencyCode, RateUsed>()]));
  for (const [currency, rates] of found) {
    for (const [date, rate] of rates) {
      if (rate) byDate.get(date)?.set(currency, { currency, ...rate });
    }
  }
  return byDate;
}

/** The rates of one date (ratesOnDates for a single day). */
export async function ratesFor(
  db: Executor,
  bookId: number,
  currencies: Iterable<CurrencyCode>,
  date: string,
  side: ExchangeRateSide = 'buy',
): Promise<Map<CurrencyCode, RateUsed>> {
  return (await ratesOnDates(db, bookId, currencies, [date], side)).get(date) ?? new Map();
}
