import {
  EXCHANGE_RATE_LOOKBACK_DAYS,
  EXCHANGE_RATE_RANGE_MAX_DAYS,
  type ExchangeRateSide,
  type ExchangeRateSource,
} from '../../../common/contract/exchange-rates';
import type { CurrencyCode } from '../../../common/currencies';
import { addDays, daysBetween } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { type RateRow, exchangeRatesRepository as repo } from './repository';

/**
 * The one lookup of a rate every feature uses: the rate a figure of a date is converted at. The PTAX of that date,
 * or of the last day before it that has one, looking back at most EXCHANGE_RATE_LOOKBACK_DAYS calendar days (a
 * weekend, a holiday, a long holiday); the book's typed rate stands where the PTAX has none for a date (a gap, or a
 * currency it does not quote). `side` says which PTAX: 'buy' values money held (the Receita values assets abroad at
 * the PTAX buy), 'sell' what is paid (a purchase's estimate); a typed rate is the same on both.
 */
export interface ExchangeRate {
  /** Reais per unit, decimal text exactly as published or typed. */
  rate: string;
  /** The rate's own date: the date asked, or the last day before it that has a rate. */
  date: string;
  source: ExchangeRateSource;
}

/** A period longer than a series may be (GET /exchange-rates/:moeda's and a chart's bound). */
export class RangeTooLongError extends Error {}

const pick = (row: RateRow, side: ExchangeRateSide): ExchangeRate => ({
  rate: side === 'buy' ? row.buy : row.sell,
  date: row.date,
  source: row.source,
});

/** The last row on or before `date` (rows in date order), within the lookback; null when none. */
function lastOnOrBefore(rows: readonly RateRow[], date: string): RateRow | null {
  let low = 0;
  let high = rows.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((rows[mid] as RateRow).date <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const row = found < 0 ? null : (rows[found] as RateRow);
  return row && daysBetween(row.date, date) <= EXCHANGE_RATE_LOOKBACK_DAYS ? row : null;
}

/**
 * The rows a set of dates may use, of some currencies, in one query (by currency, then date): those from the lookback
 * before the first date to the last; or, when the dates are far apart (Patrimônio's month ends over five years: 61
 * lookbacks of 11 days in 1,800 days), only those within each date's lookback (the bench's dollar: 462 rows instead
 * of 1,261, on PGlite about 5 ms of CPU instead of 10 a currency, 30/11/2026 on a loaded 2-core machine). `asked`
 * is sorted.
 */
function rowsFor(
  db: Executor,
  bookId: number,
  currencies: readonly CurrencyCode[],
  asked: readonly string[],
) {
  const first = addDays(asked[0] as string, -EXCHANGE_RATE_LOOKBACK_DAYS);
  const last = asked[asked.length - 1] as string;
  const windowDays = asked.length * (EXCHANGE_RATE_LOOKBACK_DAYS + 1);
  if (windowDays * 2 > daysBetween(first, last)) return repo.rates(db, bookId, currencies, first, last);
  return repo.ratesInWindows(db, bookId, currencies, asked, EXCHANGE_RATE_LOOKBACK_DAYS);
}

/** Sorted, each once. */
const sortedDates = (dates: Iterable<string>) => [...new Set(dates)].sort();

/**
 * Both sides of the rate each of `dates` uses for one currency, in one query (rowsFor): a map from each date asked
 * to its row, or null where none is within the lookback.
 */
export async function rateRowsOn(
  db: Executor,
  bookId: number,
  currency: CurrencyCode,
  dates: Iterable<string>,
): Promise<Map<string, RateRow | null>> {
  const asked = sortedDates(dates);
  const out = new Map<string, RateRow | null>();
  if (asked.length === 0) return out;
  const rows = await rowsFor(db, bookId, [currency], asked);
  for (const date of asked) out.set(date, lastOnOrBefore(rows, date));
  return out;
}

/** The rate each of `dates` uses for one currency on one side (see rateRowsOn): one query. */
export async function ratesOn(
  db: Executor,
  bookId: number,
  currency: CurrencyCode,
  dates: Iterable<string>,
  side: ExchangeRateSide,
): Promise<Map<string, ExchangeRate | null>> {
  const out = new Map<string, ExchangeRate | null>();
  for (const [date, row] of await rateRowsOn(db, bookId, currency, dates))
    out.set(date, row ? pick(row, side) : null);
  return out;
}

/** The rate one date uses (see ratesOn), or null when none is within the lookback. */
export async function rateOn(
  db: Executor,
  bookId: number,
  currency: CurrencyCode,
  date: string,
  side: ExchangeRateSide,
): Promise<ExchangeRate | null> {
  return (await ratesOn(db, bookId, currency, [date], side)).get(date) ?? null;
}

/**
 * The rates of many figures at once (accounts in several currencies, each with its dates): one query for every
 * currency (the rows of the dates any of them asks: a dashboard's dollar and euro share their days), never one per
 * account. Answers a map per currency from each date asked to its rate (or null).
 */
export async function ratesOnEach(
  db: Executor,
  bookId: number,
  wanted: ReadonlyMap<CurrencyCode, Iterable<string>>,
  side: ExchangeRateSide,
): Promise<Map<CurrencyCode, Map<string, ExchangeRate | null>>> {
  const askedOf = new Map([...wanted].map(([currency, dates]) => [currency, sortedDates(dates)]));
  const currencies = [...askedOf].filter(([, asked]) => asked.length > 0).map(([currency]) => currency);
  const rows = currencies.length
    ? await rowsFor(db, bookId, currencies, sortedDates([...askedOf.values()].flat()))
    : [];
  const rowsOf = new Map<string, RateRow[]>();
  for (const row of rows) {
    const own = rowsOf.get(row.currency);
    if (own) own.push(row);
    else rowsOf.set(row.currency, [row]);
  }
  const out = new Map<CurrencyCode, Map<string, ExchangeRate | null>>();
  for (const [currency, asked] of askedOf) {
    const own = rowsOf.get(currency) ?? [];
    const rates = new Map<string, ExchangeRate | null>();
    for (const date of asked) {
      const row = lastOnOrBefore(own, date);
      rates.set(date, row ? pick(row, side) : null);
    }
    out.set(currency, rates);
  }
  return out;
}

/**
 * A chart's series: each calendar day from `from` to `to` with the rate it uses (the lookback applies to each),
 * at most EXCHANGE_RATE_RANGE_MAX_DAYS days (a longer period throws RangeTooLongError). One query.
 */
export async function rateSeries(
  db: Executor,
  bookId: number,
  currency: CurrencyCode,
  from: string,
  to: string,
  side: ExchangeRateSide,
): Promise<Array<{ date: string; rate: ExchangeRate | null }>> {
  if (from > to) return [];
  if (daysBetween(from, to) + 1 > EXCHANGE_RATE_RANGE_MAX_DAYS) throw new RangeTooLongError();
  const rows = await repo.rates(db, bookId, [currency], addDays(from, -EXCHANGE_RATE_LOOKBACK_DAYS), to);
  const out: Array<{ date: string; rate: ExchangeRate | null }> = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = lastOnOrBefore(rows, date);
    out.push({ date, rate: row ? pick(row, side) : null });
  }
  return out;
}
