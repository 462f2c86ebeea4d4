import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { IndexRateOrigin } from '../../../common/contract/index-rates';
import type { IndexSeries } from '../../../common/index-series';
import { type Executor, queryRows } from '../../db/connect';
import { bookIndexRates } from '../../db/schema';

export interface SummaryRow {
  series: IndexSeries;
  count: number;
  own: number;
  first: string | null;
  last: string | null;
  lastOrigin: IndexRateOrigin | null;
}

export interface ValueRow {
  date: string;
  /** The stored decimal as text: exactly what was published or typed. */
  value: string;
  origin: IndexRateOrigin;
}

/** A book's values where the Banco Central has none (`b` the book's row): the one definition of "fills a gap". */
const noOfficial = sql`not exists (select 1 from index_rates o where o.series = b.series and o.date = b.date)`;

/** Rows a bulk write sends per statement: 4 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1000;

export const indexRatesRepository = {
  /**
   * Per series: the values the book reads (the Banco Central's and the book's on the dates it lacks), how many are
   * the book's, the first and last dates and where the last comes from. Reads the official series whole (a few
   * thousand rows each) and the book's own through its primary key.
   */
  async summary(db: Executor, bookId: number): Promise<SummaryRow[]> {
    const rows = await queryRows<{
      series: IndexSeries;
      count: number;
      own: number;
      first: string | null;
      last: string | null;
      last_origin: IndexRateOrigin | null;
    }>(
      db,
      sql`with merged as (
            select series, date, 'banco_central' as origin from index_rates
            union all
            select b.series, b.date, 'livro' from book_index_rates b where b.book_id = ${bookId} and ${noOfficial}
          )
          select series, count(*)::int as count, (count(*) filter (where origin = 'livro'))::int as own,
                 min(date) as first, max(date) as last,
                 (array_agg(origin order by date desc))[1] as last_origin
          from merged group by series`,
    );
    return rows.map((r) => ({
      series: r.series,
      count: Number(r.count),
      own: Number(r.own),
      first: r.first,
      last: r.last,
      lastOrigin: r.last_origin,
    }));
  },

  /**
   * A series' values between `from` and `to` (either open when null), of one origin or both, by date in the order
   * asked, at most `limit` (the caller asks one more to know whether there are others). Each side of the union
   * reads its table's primary key in that order.
   */
  async values(
    db: Executor,
    bookId: number,
    query: {
      series: IndexSeries;
      from: string | null;
      to: string | null;
      origin: IndexRateOrigin | null;
      newestFirst: boolean;
      limit: number;
    },
  ): Promise<ValueRow[]> {
    const { series, from, to, origin, newestFirst, limit } = query;
    const period = (column: SQL) =>
      sql`${from === null ? sql`true` : sql`${column} >= ${from}`} and ${to === null ? sql`true` : sql`${column} <= ${to}`}`;
    const official = sql`select date, value, 'banco_central' as origin from index_rates
            where series = ${series} and ${period(sql`date`)}`;
    const own = sql`select b.date, b.value, 'livro' as origin from book_index_rates b
            where b.book_id = ${bookId} and b.series = ${series} and ${period(sql`b.date`)} and ${noOfficial}`;
    const sides =
      origin === 'banco_central' ? official : origin === 'livro' ? own : sql`${official} union all ${own}`;
    return queryRows<ValueRow>(
      db,
      sql`select date, value::text as value, origin from (${sides}) v
          order by date ${newestFirst ? sql`desc` : sql`asc`} limit ${limit}`,
    );
  },

  /**
   * The same as numbers, every value of the period of each series asked, in one statement (a round trip less for
   * each series the investments read): what the investments' engine reads, by series and date.
   */
  async seriesValues(
    db: Executor,
    bookId: number,
    series: readonly IndexSeries[],
    from: string,
    to: string,
  ): Promise<Array<{ series: IndexSeries; date: string; value: number }>> {
    const names = sql.join(
      series.map((name) => sql`${name}`),
      sql`, `,
    );
    const rows = await queryRows<{ series: IndexSeries; date: string; value: number | string }>(
      db,
      sql`select series, date, value from index_rates
          where series in (${names}) and date between ${from} and ${to}
          union all
          select b.series, b.date, b.value from book_index_rates b
          where b.book_id = ${bookId} and b.series in (${names}) and b.date between ${from} and ${to}
            and ${noOfficial}
          order by series, date`,
    );
    return rows.map((r) => ({ series: r.series, date: r.date, value: Number(r.value) }));
  },

  async hasOfficial(db: Executor, series: IndexSeries, date: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`select 1 from index_rates where series = ${series} and date = ${date} limit 1`,
    );
    return rows.length > 0;
  },

  /** The official dates of a series among those given (one query, through the primary key). */
  async officialDates(db: Executor, series: IndexSeries, from: string, to: string): Promise<Set<string>> {
    const rows = await queryRows<{ date: string }>(
      db,
      sql`select date from index_rates where series = ${series} and date between ${from} and ${to}`,
    );
    return new Set(rows.map((r) => r.date));
  },

  /**
   * Writes the book's values (a new date inserted, an existing one replaced when it differs), `CHUNK` rows per
   * statement; answers how many were inserted and how many replaced (the rest were already so).
   */
  async upsertOwn(
    db: Executor,
    bookId: number,
    series: IndexSeries,
    values: ReadonlyArray<{ date: string; value: string }>,
  ): Promise<{ inserted: number; updated: number }> {
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < values.length; start += CHUNK) {
      const rows = values
        .slice(start, start + CHUNK)
        .map((v) => ({ bookId, series, date: v.date, value: v.value }));
      const written = await db
        .insert(bookIndexRates)
        .values(rows)
        .onConflictDoUpdate({
          target: [bookIndexRates.bookId, bookIndexRates.series, bookIndexRates.date],
          set: { value: sql`excluded.value` },
          setWhere: sql`${bookIndexRates.value} is distinct from excluded.value`,
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

  async deleteOwn(db: Executor, bookId: number, series: IndexSeries, date: string): Promise<boolean> {
    const deleted = await db
      .delete(bookIndexRates)
      .where(
        and(
          eq(bookIndexRates.bookId, bookId),
          eq(bookIndexRates.series, series),
          eq(bookIndexRates.date, date),
        ),
      )
      .returning({ date: bookIndexRates.date });
    return deleted.length > 0;
  },
};
