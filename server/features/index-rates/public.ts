// What the index series offer the other features: the values an investment is computed from, and the job's fetch.
import type { IndexSeries, SeriesValues } from '../../../common/index-series';
import type { Executor } from '../../db/connect';
import { indexRatesRepository as repo } from './repository';

export { type FetchOptions, type FetchResult, fetchOfficialRates } from './official';

/**
 * The values of each series from `from` to `to` (ISO dates, both included) as the book reads them: the Banco
 * Central's, and the book's own on the dates the Banco Central's series lacks (never over an official value: the
 * series is the same for everyone). Each map is in date order, one for each series asked (empty without values).
 * One query for all the series, through the primary keys.
 */
export async function readSeries(
  db: Executor,
  bookId: number,
  series: IndexSeries[],
  from: string,
  to: string,
): Promise<Record<IndexSeries, SeriesValues>> {
  const names = [...new Set(series)];
  const out = {} as Record<IndexSeries, Map<string, number>>;
  for (const name of names) out[name] = new Map();
  if (names.length === 0) return out;
  for (const row of await repo.seriesValues(db, bookId, names, from, to))
    out[row.series].set(row.date, row.value);
  return out;
}
