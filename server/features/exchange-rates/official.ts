import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { readRateText } from '../../../common/contract/index-rates';
import { type CurrencyCode, PTAX_CURRENCIES } from '../../../common/currencies';
import { addDays, DEFAULT_TIME_ZONE, isIsoDate, splitIsoDate, todayIn } from '../../../common/dates';
import { type Db, type Executor, queryRows } from '../../db/connect';
import { exchangeRates } from '../../db/schema';
import { claimFetch, type FetchClaims, releaseFetch } from '../shared/fetch-claims';

/**
 * The Banco Central's PTAX, fetched from its Olinda OData service (CotacaoMoedaPeriodo) and kept in exchange_rates
 * for everyone. Each currency is asked from the day after its last stored date (OFFICIAL_START on an empty table)
 * to today, in windows of a year, at most MAX_WINDOWS_PER_RUN windows in a run. The service answers every bulletin
 * of each day (an opening, intermediate ones, the closing); the PTAX of a day is its closing bulletin, and only it
 * is kept. Writes are upserts, so two processes fetching at once leave the same rows; the claim in
 * exchange_rate_fetches spares the second one the calls.
 */

/** The first date fetched on an empty table: five years of rates before Grana's currencies. */
export const OFFICIAL_START = '2021-01-01';
/** One window: a year of days (about 1,250 bulletins, some 250 KB of JSON). */
const WINDOW_DAYS = 366;
/** The most Olinda calls in one run, all currencies together: a first run on an empty table takes 6 for each. */
export const MAX_WINDOWS_PER_RUN = 70;
/** The most bulletins one answer may hold: a year's five a day, with room (a larger answer is not Olinda's). */
const MAX_BULLETINS_PER_ANSWER = 5000;
/** The largest answer read: a year's bulletins are some 250 KB. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** The most decimal places a published rate is kept with (Olinda's have four or five). */
const MAX_PUBLISHED_DECIMALS = 10;
/** The claims in exchange_rate_fetches: a run holds a currency ten minutes at most. */
const CLAIMS: FetchClaims = { table: 'exchange_rate_fetches', key: 'currency', claimMs: 10 * 60_000 };
/**
 * Rows per insert statement (4 parameters each). A window's year is written in a few statements, each its own short
 * write: on PGlite the server's requests wait behind a write, so a year in one statement (or one transaction) made
 * "Saldo em contas" wait for it. The upserts are idempotent and written in date order, so a run stopped between two
 * of them leaves the last stored date where the next run starts.
 */
const CHUNK = 250;

/**
 * The bulletin whose figures are the day's PTAX. CotacaoMoedaPeriodo names it 'Fechamento'; other texts of the
 * same service and of those that relay it say 'Fechamento PTAX': both are the closing bulletin. 'Abertura' and
 * 'Intermediário' never are.
 */
const CLOSING = /^Fechamento( PTAX)?$/i;

export interface PtaxFetchOptions {
  /** Olinda's address (BCB_PTAX_URL), without the trailing slash. */
  baseUrl: string;
  /** Each call's limit; an answer slower than this counts as unreachable. */
  timeoutMs?: number;
  /** A currency checked less than this long ago (by any process) is skipped; 0 asks every time. */
  minAgeMs?: number;
  /** The clock: today's date in São Paulo is the last asked. */
  now?: () => Date;
  /** Only these currencies (default: every one with a PTAX). */
  currencies?: readonly CurrencyCode[];
  /**
   * The pause before a call when an earlier one was answered and written: a first run asks some 60 windows, and the server's own requests
   * (the same event loop, on PGlite the same database) get the time between them. 0 in tests.
   */
  pauseMs?: number;
}

export interface PtaxFetchFailure {
  currency: CurrencyCode;
  reason: string;
}

export interface PtaxFetchResult {
  /** Windows asked of Olinda. */
  calls: number;
  /** Days written (new dates, or a date whose published rates changed). */
  stored: number;
  /** Closing bulletins that could not be read (a date or a number that is not one); left out. */
  skipped: number;
  /** Currencies that another process held, or checked recently. */
  passed: CurrencyCode[];
  failures: PtaxFetchFailure[];
}

interface PtaxDay {
  date: string;
  buy: string;
  sell: string;
}

/** A failure of Olinda (unreachable, an HTTP error, an answer that is not its JSON), said in one line. */
class OlindaError extends Error {}

/** Olinda's dates: 'MM-DD-YYYY'. */
function olindaDate(iso: string): string {
  const { year, month, day } = splitIsoDate(iso);
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${year}`;
}

export function ptaxUrl(baseUrl: string, currency: CurrencyCode, from: string, to: string): string {
  return (
    `${baseUrl}/olinda/servico/PTAX/versao/v1/odata/` +
    'CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)' +
    `?@moeda='${currency}'&@dataInicial='${olindaDate(from)}'&@dataFinalCotacao='${olindaDate(to)}'` +
    '&$format=json'
  );
}

/** The body as text, refused past `limit` bytes (without reading the rest). */
async function boundedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) throw new OlindaError(`answer of ${declared} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new OlindaError(`answer over ${limit} bytes`);
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Olinda's JSON read with each number's own text (JSON.parse's source access): '5.32450' stays '5.32450', never
 * rounded through a float.
 */
function parseKeepingNumbers(text: string): unknown {
  return JSON.parse(text, (_key, value, context?: { source?: string }) =>
    typeof value === 'number' && typeof context?.source === 'string' ? { numberText: context.source } : value,
  );
}

/** A published rate: a JSON number's own text, or a string; positive, with its digits as published. */
function publishedRate(value: unknown): string | null {
  const raw =
    value && typeof value === 'object' && 'numberText' in value
      ? (value as { numberText: string }).numberText
      : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = readRateText(raw);
  if (text === null || text.startsWith('-') || Number(text) <= 0) return null;
  if ((text.split('.')[1]?.length ?? 0) > MAX_PUBLISHED_DECIMALS) return null;
  return text;
}

/** One window of one currency: the closing bulletins, read; those that do not read are counted. */
async function fetchWindow(
  options: PtaxFetchOptions,
  currency: CurrencyCode,
  from: string,
  to: string,
): Promise<{ days: PtaxDay[]; skipped: number }> {
  let response: Response;
  try {
    response = await fetch(ptaxUrl(options.baseUrl, currency, from, to), {
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new OlindaError(
      name === 'TimeoutError' ? 'no answer in time' : `unreachable (${(error as Error)?.message ?? error})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new OlindaError(`HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = parseKeepingNumbers(await boundedText(response, MAX_ANSWER_BYTES));
  } catch (error) {
    if (error instanceof OlindaError) throw error;
    const name = error instanceof Error ? error.name : '';
    throw new OlindaError(name === 'TimeoutError' ? 'no answer in time' : 'answer is not JSON');
  }
  const list = (body as { value?: unknown } | null)?.value;
  if (!Array.isArray(list)) throw new OlindaError('answer is not a list of bulletins');
  if (list.length > MAX_BULLETINS_PER_ANSWER) throw new OlindaError(`answer has ${list.length} bulletins`);
  return readClosings(list, from, to);
}

/** The closing bulletin of each day in the window; an unreadable one (or a day's second) is skipped. */
function readClosings(list: unknown[], from: string, to: string): { days: PtaxDay[]; skipped: number } {
  const days: PtaxDay[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const item of list) {
    const entry = (item ?? {}) as Record<string, unknown>;
    if (typeof entry.tipoBoletim !== 'string' || !CLOSING.test(entry.tipoBoletim.trim())) continue;
    const stamp = typeof entry.dataHoraCotacao === 'string' ? entry.dataHoraCotacao.slice(0, 10) : '';
    const date = isIsoDate(stamp) ? stamp : null;
    const buy = publishedRate(entry.cotacaoCompra);
    const sell = publishedRate(entry.cotacaoVenda);
    if (!date || !buy || !sell || date < from || date > to || seen.has(date)) {
      skipped++;
      continue;
    }
    seen.add(date);
    days.push({ date, buy, sell });
  }
  return { days, skipped };
}

/** Upserts the PTAX of some days; answers how many rows it wrote (a day already stored as it is counts none). */
async function storeOfficial(
  db: Executor,
  currency: CurrencyCode,
  days: readonly PtaxDay[],
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < days.length; start += CHUNK) {
    const rows = days.slice(start, start + CHUNK).map((d) => ({ currency, ...d }));
    const written = await db
      .insert(exchangeRates)
      .values(rows)
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.date],
        set: { buy: sql`excluded.buy`, sell: sql`excluded.sell`, fetchedAt: sql`now()` },
        setWhere: sql`(${exchangeRates.buy}, ${exchangeRates.sell}) is distinct from (excluded.buy, excluded.sell)`,
      })
      .returning({ date: exchangeRates.date });
    stored += written.length;
  }
  return stored;
}

async function lastOfficialDate(db: Executor, currency: CurrencyCode): Promise<string | null> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(date)::text as last from exchange_rates where currency = ${currency}`,
  );
  return row?.last ?? null;
}

/**
 * One run: for each currency it can claim, the windows from its last stored date to today, each stored whole in
 * one transaction as it comes. A currency whose call fails stops there (what came before is kept) and is asked
 * again at the next run; the run never throws for Olinda's sake, only for the database's.
 */
export async function fetchPtax(db: Db, options: PtaxFetchOptions): Promise<PtaxFetchResult> {
  const now = options.now ?? (() => new Date());
  const today = todayIn(DEFAULT_TIME_ZONE, now());
  const result: PtaxFetchResult = { calls: 0, stored: 0, skipped: 0, passed: [], failures: [] };
  let answered = false;
  for (const currency of options.currencies ?? PTAX_CURRENCIES) {
    if (result.calls >= MAX_WINDOWS_PER_RUN) break;
    if (!(await claimFetch(db, CLAIMS, currency, options.minAgeMs ?? 0))) {
      result.passed.push(currency);
      continue;
    }
    let checked = false;
    try {
      const last = await lastOfficialDate(db, currency);
      let from = last ? addDays(last, 1) : OFFICIAL_START;
      while (from <= today && result.calls < MAX_WINDOWS_PER_RUN) {
        const windowEnd = addDays(from, WINDOW_DAYS - 1);
        const to = windowEnd < today ? windowEnd : today;
        if (answered && options.pauseMs) await sleep(options.pauseMs);
        result.calls++;
        const answer = await fetchWindow(options, currency, from, to);
        result.skipped += answer.skipped;
        result.stored += await storeOfficial(db, currency, answer.days);
        answered = true;
        from = addDays(to, 1);
      }
      checked = from > today;
    } catch (error) {
      if (!(error instanceof OlindaError)) throw error;
      result.failures.push({ currency, reason: error.message });
    } finally {
      await releaseFetch(db, CLAIMS, currency, checked);
    }
  }
  return result;
}
