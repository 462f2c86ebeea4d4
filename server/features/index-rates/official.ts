import { sql } from 'drizzle-orm';
import { readRateText } from '../../../common/contract/index-rates';
import {
  addDays,
  addMonths,
  DEFAULT_TIME_ZONE,
  formatDateBR,
  parseDate,
  todayIn,
} from '../../../common/dates';
import { INDEX_SERIES, INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';
import { type Db, type Executor, queryRows } from '../../db/connect';
import { indexRates } from '../../db/schema';
import { claimFetch, type FetchClaims, releaseFetch } from '../shared/fetch-claims';

/**
 * The Banco Central's values, fetched from its SGS and kept in index_rates for everyone. Each series is asked from
 * the day after its last stored date (OFFICIAL_START on an empty table) to today, in windows of at most ten years
 * (the SGS refuses a longer one for a daily series), at most MAX_WINDOWS_PER_RUN windows in a run: a first run on
 * an empty table takes two per series, and any later one a single window. Writes are upserts, so two processes
 * fetching at once leave the same rows; the claim in index_rate_fetches spares the second one the calls.
 */

/** The first date fetched on an empty table. */
export const OFFICIAL_START = '2010-01-01';
/** The SGS's longest window for a daily series: ten years (one day less, to stay inside it). */
const WINDOW_YEARS = 10;
/** The most SGS calls in one run, all series together. */
export const MAX_WINDOWS_PER_RUN = 15;
/** The most values one answer may hold: ten years of calendar days, with room (a larger answer is not the SGS's). */
const MAX_VALUES_PER_ANSWER = 4000;
/** The claims in index_rate_fetches: a run holds a series ten minutes at most (a process that dies frees it). */
const CLAIMS: FetchClaims = { table: 'index_rate_fetches', key: 'series', claimMs: 10 * 60_000 };
/** Rows per insert statement (3 parameters each). */
const CHUNK = 1000;

export interface FetchOptions {
  /** The SGS's address (BCB_SGS_URL), without the trailing slash. */
  baseUrl: string;
  /** Each call's limit; an answer slower than this counts as unreachable. */
  timeoutMs?: number;
  /** A series checked less than this long ago (by any process) is skipped; 0 asks every time. */
  minAgeMs?: number;
  /** The clock: today's date in São Paulo is the last asked. */
  now?: () => Date;
  /** Only these series (default: all). */
  series?: readonly IndexSeries[];
}

export interface FetchFailure {
  serie: IndexSeries;
  reason: string;
}

export interface FetchResult {
  /** Windows asked of the SGS. */
  calls: number;
  /** Values written (new dates, or a date whose published value changed). */
  stored: number;
  /** Values in the answers that could not be read (a date or a number that is not one); left out. */
  skipped: number;
  /** Series that another process held, or checked recently. */
  passed: IndexSeries[];
  failures: FetchFailure[];
}

/** A failure of the SGS (unreachable, an HTTP error, an answer that is not its JSON), said in one line. */
class SgsError extends Error {}

const sgsDate = (iso: string) => formatDateBR(iso);

/** One window of one series: the SGS's values, read; those that do not read are counted. */
async function fetchWindow(
  options: FetchOptions,
  series: IndexSeries,
  from: string,
  to: string,
): Promise<{ values: Array<{ date: string; value: string }>; skipped: number }> {
  const code = INDEX_SERIES_FACTS[series].code;
  const url =
    `${options.baseUrl}/dados/serie/bcdata.sgs.${code}/dados?formato=json` +
    `&dataInicial=${sgsDate(from)}&dataFinal=${sgsDate(to)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new SgsError(
      name === 'TimeoutError' ? 'no answer in time' : `unreachable (${(error as Error)?.message ?? error})`,
    );
  }
  const text = await response.text().catch(() => '');
  // The SGS answers 404 for a window without values (a month not yet published).
  if (response.status === 404) return { values: [], skipped: 0 };
  if (!response.ok) throw new SgsError(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SgsError('answer is not JSON');
  }
  if (!Array.isArray(body)) throw new SgsError('answer is not a list of values');
  if (body.length > MAX_VALUES_PER_ANSWER) throw new SgsError(`answer has ${body.length} values`);
  const values: Array<{ date: string; value: string }> = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const item of body as unknown[]) {
    // A period series (the TR) also carries dataFim: the value is keyed by the period's first day, `data`.
    const entry = (item ?? {}) as { data?: unknown; valor?: unknown };
    const date =
      typeof entry.data === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(entry.data)
        ? parseDate(entry.data)
        : null;
    const value =
      typeof entry.valor === 'string' || typeof entry.valor === 'number' ? readRateText(entry.valor) : null;
    if (!date || value === null || date < from || date > to || seen.has(date)) {
      skipped++;
      continue;
    }
    seen.add(date);
    values.push({ date, value });
  }
  return { values, skipped };
}

/** Upserts official values; answers how many rows it wrote (a value already stored as it is counts none). */
async function storeOfficial(
  db: Executor,
  series: IndexSeries,
  values: ReadonlyArray<{ date: string; value: string }>,
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < values.length; start += CHUNK) {
    const rows = values.slice(start, start + CHUNK).map((v) => ({ series, date: v.date, value: v.value }));
    const written = await db
      .insert(indexRates)
      .values(rows)
      .onConflictDoUpdate({
        target: [indexRates.series, indexRates.date],
        set: { value: sql`excluded.value`, fetchedAt: sql`now()` },
        setWhere: sql`${indexRates.value} is distinct from excluded.value`,
      })
      .returning({ date: indexRates.date });
    stored += written.length;
  }
  return stored;
}

async function lastOfficialDate(db: Executor, series: IndexSeries): Promise<string | null> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(date) as last from index_rates where series = ${series}`,
  );
  return row?.last ?? null;
}

/**
 * One run: for each series it can claim, the windows from its last stored date to today, stored as they come.
 * A series whose call fails stops there (what came before is kept) and is asked again at the next run; the run
 * never throws for the SGS's sake, only for the database's.
 */
export async function fetchOfficialRates(db: Db, options: FetchOptions): Promise<FetchResult> {
  const now = options.now ?? (() => new Date());
  const today = todayIn(DEFAULT_TIME_ZONE, now());
  const result: FetchResult = { calls: 0, stored: 0, skipped: 0, passed: [], failures: [] };
  for (const series of options.series ?? INDEX_SERIES) {
    if (result.calls >= MAX_WINDOWS_PER_RUN) break;
    if (!(await claimFetch(db, CLAIMS, series, options.minAgeMs ?? 0))) {
      result.passed.push(series);
      continue;
    }
    let checked = false;
    try {
      const last = await lastOfficialDate(db, series);
      let from = last ? addDays(last, 1) : OFFICIAL_START;
      while (from <= today && result.calls < MAX_WINDOWS_PER_RUN) {
        const windowEnd = addDays(addMonths(from, WINDOW_YEARS * 12), -1);
        const to = windowEnd < today ? windowEnd : today;
        result.calls++;
        const answer = await fetchWindow(options, series, from, to);
        result.skipped += answer.skipped;
        // A window is stored whole or not at all: the next run starts after the last date stored.
        result.stored += await db.transaction((tx) => storeOfficial(tx, series, answer.values));
        from = addDays(to, 1);
      }
      checked = from > today;
    } catch (error) {
      if (!(error instanceof SgsError)) throw error;
      result.failures.push({ serie: series, reason: error.message });
    } finally {
      await releaseFetch(db, CLAIMS, series, checked);
    }
  }
  return result;
}
