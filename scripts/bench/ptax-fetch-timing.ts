/**
 * Issue 77's PTAX fetch of five years, timed where it runs: the server's own job (server/jobs/exchange-rates.ts,
 * features/exchange-rates/official.ts) on an empty exchange_rates, against a local Olinda (server/test/fake-olinda.ts,
 * as the bank sync's step uses the local Pluggy) that publishes every PTAX currency's rates of each business day
 * from OFFICIAL_START to yesterday (ptax-series.ts). The job starts with the server; its first call is held at a
 * gate in front of the local Olinda while the measured person's "Saldo em contas" is read alone, then the gate
 * opens and the same read goes on, one request after another, until every currency's last day is stored; then alone
 * again. Counted: the calls Olinda answered (the design's bound: MAX_WINDOWS_PER_RUN windows of a year per run),
 * the days stored, the time from the gate's opening to the last day stored, and the server's memory meanwhile.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { PTAX_CURRENCIES } from '../../common/currencies';
import { addDays } from '../../common/dates';
import { MAX_WINDOWS_PER_RUN, OFFICIAL_START } from '../../server/features/exchange-rates/official';
import { fakeOlinda } from '../../server/test/fake-olinda';
import type { LoadTarget, Unavailable } from './http-load';
import { type EngineTarget, openTarget } from './prepare';
import { ptaxSeries } from './ptax-series';
import type { ServerHandle } from './server';
import { type Latency, latencyOf, msSince } from './stats';
import { readWhile } from './sync-timing';

/** The read timed beside the fetch: Contas' and the dashboard's "Saldo em contas", which converts at the PTAX. */
export const PTAX_READ_PATH = '/accounts/balances';

export interface PtaxFetchFigures {
  currencies: number;
  /** Business days published per currency, and in all. */
  daysEach: number;
  published: number;
  /** Olinda's answers the run asked for (windows of a year), and the design's bound on them. */
  calls: number;
  bound: number;
  /** Rates in exchange_rates once done (every published day of every currency when the run finished). */
  stored: number;
  finished: boolean;
  /** From the gate's opening to the last currency's last day stored (to the time limit when it never was). */
  ms: number;
  /** VmRSS of the server's processes at the gate, at its highest during the fetch, and once done. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  rssAfterMb: number | null;
  /** "Saldo em contas": before the gate opened, while the job ran, and right after it. */
  readAlone: Latency;
  readDuring: Latency;
  readAfter: Latency;
}

/** What the server needs to fetch from the local Olinda (started by startPtaxFetch). */
export interface PtaxFetchSetup {
  env: Record<string, string>;
  open(): void;
  asked(): number;
  lastAsked(): Set<string>;
  published: number;
  daysEach: number;
  /** The last day published (yesterday, or the business day before it). */
  lastDay: string;
  close(): Promise<void>;
}

/** Empties the PTAX (the job then fetches its five years) with the server down, in-process as the seed writes. */
export async function emptyPtax(target: EngineTarget): Promise<void> {
  const database = await openTarget(target);
  await database.db.execute(sql`delete from exchange_rates`);
  await database.db.execute(sql`delete from exchange_rate_fetches`);
  await database.close();
}

/** The local Olinda with five years of every currency, behind a gate that holds each call until open(). */
export async function startPtaxFetch(today: string): Promise<PtaxFetchSetup> {
  const olinda = fakeOlinda();
  const yesterday = addDays(today, -1);
  let daysEach = 0;
  let lastDay = '';
  for (const currency of PTAX_CURRENCIES) {
    const days = ptaxSeries(currency, OFFICIAL_START, yesterday);
    daysEach = days.length;
    lastDay = days.at(-1)?.date ?? '';
    olinda.state.published.set(currency, days);
  }
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gated = createServer((req: IncomingMessage, res: ServerResponse) => {
    void gate.then(() => olinda.server.emit('request', req, res));
  });
  await new Promise<void>((resolve) => gated.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gated.address() as AddressInfo).port}`;
  return {
    env: { EXCHANGE_RATES_FETCH_HOURS: '24', BCB_PTAX_URL: url },
    open,
    asked: () => olinda.asked.length,
    // A currency whose window reaching today was asked: its last answer is on its way.
    lastAsked: () => new Set(olinda.asked.filter((a) => a.to >= yesterday).map((a) => a.currency)),
    published: daysEach * PTAX_CURRENCIES.length,
    daysEach,
    lastDay,
    async close() {
      gated.closeAllConnections();
      await new Promise((resolve) => gated.close(resolve));
    },
  };
}

interface SummaryRow {
  moeda: string;
  ptax: boolean;
  cotacoes: number;
  ultima_data: string | null;
}

/** GET /exchange-rates as the person: each currency's count and last day. */
async function summary(target: LoadTarget): Promise<SummaryRow[]> {
  const res = await fetch(`${target.base}/api/v1/exchange-rates`, {
    headers: { authorization: `Bearer ${await target.session.token()}` },
  });
  if (!res.ok) throw new Error(`GET /exchange-rates: HTTP ${res.status}`);
  return ((await res.json()) as { data: SummaryRow[] }).data.filter((r) => r.ptax);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Times the job's run on a server started with `setup.env`: the read alone (at most `aloneRequests`, within 10 s:
 * the job's first call waits at the gate, 30 s at most), the run beside it, then the read alone again.
 */
export async function measurePtaxFetch(
  server: ServerHandle,
  target: LoadTarget,
  setup: PtaxFetchSetup,
  { aloneRequests, limitMs }: { aloneRequests: number; limitMs: number },
): Promise<PtaxFetchFigures | Unavailable> {
  const aloneUntil = Date.now() + 10_000;
  let aloneCount = 0;
  const alone = await readWhile(
    target,
    PTAX_READ_PATH,
    () => ++aloneCount > aloneRequests || Date.now() > aloneUntil,
  );
  const rssBeforeMb = server.rssMb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const rss = server.rssMb();
    if (rss !== null && (rssPeakMb === null || rss > rssPeakMb)) rssPeakMb = rss;
  }, 100);
  let running = true;
  setup.open();
  const started = process.hrtime.bigint();
  const reader = readWhile(target, PTAX_READ_PATH, () => !running, 1);
  let finished = false;
  let stored = 0;
  while (!finished && msSince(started) < limitMs) {
    // The summary is asked only once every currency's last window is on its way: it reads the whole table.
    if (setup.lastAsked().size < PTAX_CURRENCIES.length) {
      await sleep(20);
      continue;
    }
    const rows = await summary(target);
    stored = rows.reduce((sum, r) => sum + r.cotacoes, 0);
    finished = rows.every((r) => r.ultima_data === setup.lastDay) && stored === setup.published;
    if (!finished) await sleep(20);
  }
  const ms = msSince(started);
  running = false;
  const during = await reader;
  clearInterval(sampler);
  const rssAfterMb = server.rssMb();
  let afterCount = 0;
  const after = await readWhile(target, PTAX_READ_PATH, () => ++afterCount > aloneRequests);
  if (!finished) stored = (await summary(target)).reduce((sum, r) => sum + r.cotacoes, 0);
  return {
    currencies: PTAX_CURRENCIES.length,
    daysEach: setup.daysEach,
    published: setup.published,
    calls: setup.asked(),
    bound: MAX_WINDOWS_PER_RUN,
    stored,
    finished,
    ms,
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb,
    readAlone: latencyOf(alone),
    readDuring: latencyOf(during),
    readAfter: latencyOf(after),
  };
}

/** One line for the console. */
export function describePtaxFetch(r: PtaxFetchFigures | Unavailable): string {
  if ('available' in r) return `    ${r.reason}`;
  return [
    `    ${r.currencies} currencies × ${r.daysEach} days: ${r.calls} calls (bound ${r.bound}), ${r.stored} of ${r.published} days stored in ${Math.round(r.ms)} ms${r.finished ? '' : ' (not finished)'}; RSS ${r.rssBeforeMb} → peak ${r.rssPeakMb} → ${r.rssAfterMb} MB`,
    `    Saldo em contas alone p50 ${r.readAlone.p50} p95 ${r.readAlone.p95} ms (n=${r.readAlone.n}); during p50 ${r.readDuring.p50} p95 ${r.readDuring.p95} ms (n=${r.readDuring.n}); after p50 ${r.readAfter.p50} p95 ${r.readAfter.p95} ms`,
  ].join('\n');
}
