import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ExchangeRateSource } from '../../../common/contract/exchange-rates';
import type { CurrencyCode } from '../../../common/currencies';
import { type Executor, queryRows } from '../../db/connect';
import { bookExchangeRates } from '../../db/schema';

/** A rate as the book reads it: the PTAX's buy and sell, or the book's typed rate on both. */
export interface RateRow {
  currency: CurrencyCode;
  date: string;
  /** Decimal text, exactly as published or typed. */
  buy: string;
  sell: string;
  source: ExchangeRateSource;
}

export interface SummaryRow {
  currency: CurrencyCode;
  count: number;
  own: number;
  first: string | null;
  last: RateRow | null;
}

/** A book's rates where the PTAX has none (`b` the book's row): the one definition of "fills a gap". */
const noPtax = sql`not exists (select 1 from exchange_rates o where o.currency = b.currency and o.date = b.date)`;

/** Rows a bulk write sends per statement: 4 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1000;

/**
 * Where a rate table's rows `b` are read from, for the dates asked: its FROM and the start of its WHERE (period's
 * bounds or the join of each date's window), which merged() completes with the currencies.
 */
type RowsOf = (table: SQL) => SQL;

/** The rows of a period, from `from` to `to` (both included). */
const inPeriod =
  (from: string, to: string): RowsOf =>
  (table) =>
    sql`${table} b where b.date between ${from} and ${to}`;

/**
 * The rows within `days` days before each of `ends` (each end included): one range of the primary key per end, so
 * dates far apart read only their windows, not every day between them. A day within two windows comes twice.
 */
const inWindows =
  (ends: readonly string[], days: number): RowsOf =>
  (table) =>
    sql`unnest(${sql.param([...ends])}::date[]) as w(d) join ${table} b on b.date between w.d - ${days}::int and w.d
        where true`;

/** The book's merged rates of some currencies: the PTAX's, and the book's own on the dates it lacks. */
function merged(bookId: number, currencies: readonly CurrencyCode[], rowsOf: RowsOf) {
  const codes = sql.join(
    currencies.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql`select b.currency, b.date::text as date, b.buy::text as buy, b.sell::text as sell, 'ptax' as source
             from ${rowsOf(sql`exchange_rates`)} and b.currency in (${codes})
             union all
             select b.currency, b.date::text, b.rate::text, b.rate::text, 'livro'
             from ${rowsOf(sql`book_exchange_rates`)} and b.book_id = ${bookId} and b.currency in (${codes})
               and ${noPtax}`;
}

export const exchangeRatesRepository = {
  /**
   * Per currency: the rates the book reads, how many are the book's own, the first date and the latest rate. Reads
   * the PTAX whole (some 1,300 rows per currency for five years) and the book's own through its primary key.
   */
  async summary(db: Executor, bookId: number): Promise<SummaryRow[]> {
    const rows = await queryRows<{
      currency: CurrencyCode;
      count: number;
      own: number;
      first: string | null;
      last: string | null;
      last_buy: string | null;
      last_sell: string | null;
      last_source: ExchangeRateSource | null;
    }>(
      db,
      sql`with merged as (
            select currency, date, buy::text as buy, sell::text as sell, 'ptax' as source from exchange_rates
            union all
            select b.currency, b.date, b.rate::text, b.rate::text, 'livro'
            from book_exchange_rates b where b.book_id = ${bookId} and ${noPtax}
          )
          select currency, count(*)::int as count, (count(*) filter (where source = 'livro'))::int as own,
                 min(date)::text as first, max(date)::text as last,
                 (array_agg(buy order by date desc))[1] as last_buy,
                 (array_agg(sell order by date desc))[1] as last_sell,
                 (array_agg(source order by date desc))[1] as last_source
          from merged group by currency`,
    );
    return rows.map((r) => ({
      currency: r.currency,
      count: Number(r.count),
      own: Number(r.own),
      first: r.first,
      last:
        r.last && r.last_buy && r.last_sell && r.last_source
          ? { currency: r.currency, date: r.last, buy: r.last_buy, sell: r.last_sell, source: r.last_source }
          : null,
    }));
  },

  /**
   * The rates of some currencies from `from` to `to` (both included) as the book reads them, by currency and date:
   * one statement for all, through the primary keys. The caller bounds the period.
   */
  async rates(
    db: Executor,
    bookId: number,
    currencies: readonly CurrencyCode[],
    from: string,
    to: string,
  ): Promise<RateRow[]> {
    if (currencies.length === 0 || from > to) return [];
    return queryRows<RateRow>(
      db,
      sql`select * from (${merged(bookId, currencies, inPeriod(from, to))}) v order by currency, date`,
    );
  },

  /**
   * The rates of some currencies within `days` days before each of `ends` (each end included), as the book reads
   * them, by currency and date (a day within two windows comes twice): one statement, a range of the primary keys
   * per end. For dates far apart (a month's end each, over years): lookup.ts chooses.
   */
  async ratesInWindows(
    db: Executor,
    bookId: number,
    currencies: readonly CurrencyCode[],
    ends: readonly string[],
    days: number,
  ): Promise<RateRow[]> {
    if (currencies.length === 0 || ends.length === 0) return [];
    return queryRows<RateRow>(
      db,
      sql`select * from (${merged(bookId, currencies, inWindows(ends, days))}) v order by currency, date`,
    );
  },

  /** The PTAX's dates of a currency between two dates (one query, through the primary key). */
  async ptaxDates(db: Executor, currency: CurrencyCode, from: string, to: string): Promise<Set<string>> {
    const rows = await queryRows<{ date: string }>(
      db,
      sql`select date::text as date from exchange_rates
          where currency = ${currency} and date between ${from} and ${to}`,
    );
    return new Set(rows.map((r) => r.date));
  },

  /**
   * Writes the book's rates (a new date inserted, an existing one replaced when it differs), `CHUNK` rows per
   * statement; answers how many were inserted and how many replaced (the rest were already so).
   */
  async upsertOwn(
    db: Executor,
    bookId: number,
    currency: CurrencyCode,
    rates: ReadonlyArray<{ date: string; rate: string }>,
  ): Promise<{ inserted: number; updated: number }> {
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < rates.length; start += CHUNK) {
      const rows = rates
        .slice(start, start + CHUNK)
        .map((r) => ({ bookId, currency, date: r.date, rate: r.rate }));
      const written = await db
        .insert(bookExchangeRates)
        .values(rows)
        .onConflictDoUpdate({
          target: [bookExchangeRates.bookId, bookExchangeRates.currency, bookExchangeRates.date],
          set: { rate: sql`excluded.rate` },
          setWhere: sql`${bookExchangeRates.rate} is distinct from excluded.rate`,
        })
        // xmax is 0 on a row this statement inserted, the updating transaction's id on one it replaced.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of written) {
        if (row.inserted) inserted++;
        else updated++;
      }
    }
    return { inserted, updated };
  },

  async deleteOwn(db: Executor, bookId: number, currency: CurrencyCode, date: string): Promise<boolean> {
    const deleted = await db
      .delete(bookExchangeRates)
      .where(
        and(
          eq(bookExchangeRates.bookId, bookId),
          eq(bookExchangeRates.currency, currency),
          eq(bookExchangeRates.date, date),
        ),
      )
      .returning({ date: bookExchangeRates.date });
    return deleted.length > 0;
  },
};
