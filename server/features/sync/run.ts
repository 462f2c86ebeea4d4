import { withoutControlCharacters } from '../../../common/contract/shared';
import {
  FIRST_SYNC_DAYS,
  SKIPPED_LINES_NOTED,
  SYNC_RUN_MESSAGES,
  type SyncTrigger,
  skippedLinesNote,
} from '../../../common/contract/sync';
import { MAX_IMPORT_ROWS } from '../../../common/csv/limits';
import {
  addDays,
  addMonths,
  DEFAULT_TIME_ZONE,
  formatDateBR,
  isIsoDate,
  todayIn,
} from '../../../common/dates';
import { formatCents } from '../../../common/money';
import type { Database } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { ownedAccount } from '../accounts/public';
import { type BankBillDates, takeBankTerms } from '../cards/public';
import { type Classifier, readClassifier } from '../import/public';
import type { LedgerActor } from '../ledger/public';
import { SecretUnreadableError } from '../shared/secret-box';
import { recordBookEvent } from '../webhooks/public';
import { type SyncOutcome as Backoff, DEFAULT_SYNC_SCHEDULE, nextSyncAt } from './backoff';
import { connectionsRepository as repo } from './connections-repository';
import { syncCredentials } from './credentials';
import { inAnotherCurrency } from './linking';
import { ProviderError, type ProviderTransaction, type SyncProvider } from './provider';
import { type InvestmentCounts, type RunCounts, syncRunsRepository as runRecords } from './runs-repository';
import type { SkippedLine } from './screen-lines';
import type { SyncSettings } from './settings';
import { syncAccountsRepository as bankAccounts, type SyncAccountRow } from './sync-accounts-repository';
import { writeSyncedInvestments } from './write-investments';
import { writeSyncedLines } from './write-lines';

/**
 * How long a run holds its connection: longer than a run may take (its deadline, SyncSettings.runDeadlineMs, is
 * at most a third of it); a process that dies frees it when it ends.
 */
export const CLAIM_MS = 15 * 60_000;

/**
 * The most pages of one account's lines a run reads: what MAX_IMPORT_ROWS lines take at Pluggy's 500 a page, and
 * as much again for a bank that answers in smaller pages. A bank answering one line a page with a new cursor for
 * ever is stopped here (and by the run's deadline), not read for hours.
 */
export const MAX_LINE_PAGES = 2 * Math.ceil(MAX_IMPORT_ROWS / 500);

/** Days fetched again before the last sync's day: pending lines post some days later, banks add late lines. */
export const OVERLAP_DAYS = 10;

export interface SyncRunResult {
  outcome: 'ok' | 'failed';
  counts: RunCounts;
  investments: InvestmentCounts;
  /** For the person, in Portuguese; null when the run worked. */
  error: string | null;
  /** A failure of Grana's own (not the aggregator's), for the caller's log. */
  cause?: unknown;
}

const noCounts = (): RunCounts => ({ fetched: 0, inserted: 0, matched: 0, updated: 0, removed: 0 });

/** A run that cannot go on, with the person's words for it and what the backoff makes of it. */
class RunStopped extends Error {
  constructor(
    message: string,
    readonly failure: ProviderError['failure'],
    readonly retryAfterMs: number | null = null,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/**
 * One run of one connection, if no other run (in this process or another) holds it: the claim is one conditional
 * UPDATE (repo.claim). Reads the connection's state and accounts at the aggregator (their balances kept for
 * the page), then each linked account's lines from its last synced day minus OVERLAP_DAYS (FIRST_SYNC_DAYS back on
 * its first run) to today, every page, written by writeSyncedLines, and the item's investments into the linked
 * investment account (writeSyncedInvestments). The run is recorded with its counts and, when it
 * failed, the person's message; the connection is released with its next time (the backoff's). Answers null when
 * another run held the connection.
 */
export async function syncConnection(
  deps: { database: Pick<Database, 'kind' | 'db'>; settings: SyncSettings; now?: () => Date },
  bookId: number,
  connectionId: number,
  trigger: SyncTrigger,
  // Who pressed "Sincronizar agora" (null for the scheduler's run): the actor of the rows it writes.
  userId: number | null = null,
): Promise<SyncRunResult | null> {
  const { db } = deps.database;
  const by: LedgerActor = { userId, way: 'sync' };
  const now = deps.now ?? (() => new Date());
  const token = await repo.claim(db, bookId, connectionId, CLAIM_MS, trigger === 'scheduled');
  if (token === null) return null;
  const connection = await repo.connection(db, bookId, connectionId);
  if (!connection) return null;
  const runId = await runRecords.startRun(db, bookId, connectionId, trigger);
  const counts = noCounts();
  // The writes of the run's lines, each its import id: 'Desfazer combinações' of the run undoes their matches.
  const importIds: string[] = [];
  const investmentCounts: InvestmentCounts = { investmentsNew: 0, investmentsUpdated: 0, notes: [] };
  const skipped: SkippedLine[] = [];
  let result: SyncRunResult;
  let backoff: Backoff;
  try {
    const provider = withDeadline(await providerOf(deps.settings, db, bookId), deps.settings.runDeadlineMs);
    const item = await provider.item(connection.itemId);
    await repo.updateConnection(db, bookId, connectionId, {
      institution: item.institution,
      status: item.status,
      statusDetail: item.statusDetail,
    });
    const accounts = await provider.accounts(connection.itemId);
    await bankAccounts.storeAccounts(db, bookId, connectionId, accounts, now());
    // The item's investments: one more account of the connection once the bank lists any (the person links it).
    const investments = await provider.investments(connection.itemId);
    await bankAccounts.storeInvestmentAccount(db, bookId, connectionId, investments, now());
    const today = todayIn(DEFAULT_TIME_ZONE, now());
    // The rules and the history, read when a first account has new lines, once for the run.
    let classifier: Promise<Classifier> | undefined;
    const classifierOnce = () => (classifier ??= readClassifier(db, bookId));
    for (const linked of await bankAccounts.accountsOf(db, bookId, [connectionId])) {
      if (linked.accountId === null) continue;
      const account = await ownedAccount(db, bookId, linked.accountId);
      if (!account || inAnotherCurrency(linked, account, investmentCounts.notes)) continue;
      if (linked.kind === 'investment') {
        if (account.type !== 'investment') continue;
        const written = await writeSyncedInvestments(
          deps.database,
          by,
          bookId,
          account.id,
          investments,
          today,
        );
        investmentCounts.investmentsNew += written.investmentsNew;
        investmentCounts.investmentsUpdated += written.investmentsUpdated;
        investmentCounts.notes.push(...written.notes);
        await bankAccounts.markSynced(db, bookId, linked.id, today);
        continue;
      }
      // A card's bills first: the installments written with its lines are placed by the bills' dates.
      if (linked.kind === 'card') await keepCardAsBank(db, bookId, provider, linked, account.id, today);
      const window = { from: firstDayToRead(linked.syncedThrough, today), to: today };
      const lines = await linesOf(provider, linked.providerAccountId, window);
      const written = await writeSyncedLines(
        deps.database,
        by,
        bookId,
        account,
        window,
        lines,
        classifierOnce,
      );
      await bankAccounts.markSynced(db, bookId, linked.id, today);
      importIds.push(...written.importIds);
      skipped.push(...written.skipped);
      for (const key of Object.keys(counts) as Array<keyof RunCounts>) counts[key] += written[key];
      await repo.renewClaim(db, bookId, connectionId, token, CLAIM_MS);
    }
    await repo.updateConnection(db, bookId, connectionId, { lastSyncAt: now(), consecutiveFailures: 0 });
    result = { outcome: 'ok', counts, investments: investmentCounts, error: null };
    backoff = { ok: true };
  } catch (error) {
    const stopped = stoppedBy(error);
    const failuresInARow = connection.consecutiveFailures + 1;
    await repo.updateConnection(db, bookId, connectionId, { consecutiveFailures: failuresInARow });
    result = {
      outcome: 'failed',
      counts,
      investments: investmentCounts,
      error: stopped.message,
      cause: stopped.cause,
    };
    backoff = { ok: false, failure: stopped.failure, failuresInARow, retryAfterMs: stopped.retryAfterMs };
  }
  await runRecords.finishRun(db, bookId, runId, {
    outcome: result.outcome,
    counts,
    investments: { ...investmentCounts, notes: [...skippedNotes(skipped), ...investmentCounts.notes] },
    error: result.error,
    importIds,
  });
  const schedule = { ...DEFAULT_SYNC_SCHEDULE, intervalMs: deps.settings.intervalHours * 3_600_000 };
  await repo.release(db, bookId, connectionId, token, nextSyncAt(now(), backoff, schedule));
  // After the release: the run stays recorded and its connection free whatever becomes of the event.
  await recordBookEvent(db, bookId, result.outcome === 'ok' ? 'sync.finished' : 'sync.failed', () => ({
    connectionId,
    // The run's id reads the run's record (GET /sync/connections/:id/runs); skipped are the bank's lines left out
    // (a zero amount, a line without a date), which the run's notes name.
    runId,
    institution: connection.institution,
    trigger,
    counts,
    skipped: skipped.length,
    error: result.error,
  }));
  return result;
}

/**
 * Each linked account is read from its own last synced day minus OVERLAP_DAYS, or FIRST_SYNC_DAYS back when it
 * was just linked: an account linked after the connection's first run gets its months too.
 */
function firstDayToRead(syncedThrough: string | null, today: string): string {
  return syncedThrough ? addDays(syncedThrough, -OVERLAP_DAYS) : addDays(today, -FIRST_SYNC_DAYS);
}

/**
 * The linked card's bills dated as the bank dates them (its bills and the current one the account reports) and
 * its limit the bank's: cards/bank-terms.ts, in one transaction.
 */
async function keepCardAsBank(
  db: Database['db'],
  bookId: number,
  provider: SyncProvider,
  linked: SyncAccountRow,
  accountId: number,
  today: string,
): Promise<void> {
  const bills: BankBillDates[] = (await provider.bills(linked.providerAccountId)).flatMap((b) =>
    b.closingDate ? [{ closingDate: b.closingDate, dueDate: b.dueDate }] : [],
  );
  if (linked.billClosingDate && linked.billDueDate)
    bills.push({ closingDate: linked.billClosingDate, dueDate: linked.billDueDate });
  const near = (day: string) =>
    isIsoDate(day) && day >= addMonths(today, -BILL_MONTHS_KEPT) && day <= addMonths(today, BILL_MONTHS_KEPT);
  // A bill the bank dates in another century is not a bill: it would move the card's bills out of the calendar.
  const dated = bills.filter((b) => near(b.closingDate) && near(b.dueDate));
  await db.transaction((tx) =>
    takeBankTerms(tx, bookId, accountId, { bills: dated, creditLimitCents: linked.creditLimit }),
  );
}

/** How far from today a bank's bill may be dated and still be taken: its history and the next bills. */
const BILL_MONTHS_KEPT = 24;

/** The aggregator's client with the person's credentials (or the operator's); a RunStopped when there are none. */
async function providerOf(settings: SyncSettings, db: Database['db'], bookId: number): Promise<SyncProvider> {
  try {
    const credentials = await syncCredentials(settings).credentialsFor(db, bookId);
    if (!credentials) throw new RunStopped(SYNC_RUN_MESSAGES.noCredentials, 'credentials');
    return settings.providerFor(credentials);
  } catch (error) {
    if (error instanceof SecretUnreadableError)
      throw new RunStopped(SYNC_RUN_MESSAGES.credentialsUnreadable, 'credentials');
    throw error;
  }
}

/**
 * Every page of an account's lines in the window, up to MAX_IMPORT_ROWS (what one import may bring: a bank that
 * answers more in three months is refused, not read without end) in at most MAX_LINE_PAGES pages. A page with no
 * line is taken as the last, whatever cursor it gives. The run's deadline bounds the time (withDeadline).
 */
async function linesOf(
  provider: SyncProvider,
  accountId: string,
  window: { from: string; to: string },
): Promise<ProviderTransaction[]> {
  const lines: ProviderTransaction[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    if (++pages > MAX_LINE_PAGES) throw new RunStopped(SYNC_RUN_MESSAGES.tooManyPages, 'rejected');
    const answer = await provider.transactions(accountId, window, after);
    lines.push(...answer.lines);
    if (lines.length > MAX_IMPORT_ROWS) throw new RunStopped(SYNC_RUN_MESSAGES.tooManyLines, 'rejected');
    after = answer.lines.length > 0 ? answer.next : null;
  } while (after !== null);
  return lines;
}

/**
 * What stopped a run, in the person's words. A failure of Grana's own (a database error) is recorded too, and
 * retried as an unreachable aggregator would be: the run must end recorded and released whatever happened.
 */
function stoppedBy(error: unknown): RunStopped {
  if (error instanceof RunStopped) return error;
  if (error instanceof ProviderError)
    return new RunStopped(SYNC_RUN_MESSAGES[error.failure], error.failure, error.retryAfterMs);
  // A limit of the person's book the lines would pass (its rows): said as the import of a file says it.
  if (error instanceof HttpError && error.statusCode < 500) return new RunStopped(error.message, 'rejected');
  return new RunStopped(SYNC_RUN_MESSAGES.internal, 'unavailable', null, error);
}

/**
 * The provider whose every call ends by the run's deadline: a call still waiting then (a bank answering slowly,
 * the SDK's retries) is left to finish on its own and the run stops as too slow, so that the connection is
 * released and recorded long before its claim lapses.
 */
function withDeadline(provider: SyncProvider, deadlineMs: number): SyncProvider {
  const endsAt = Date.now() + deadlineMs;
  const inTime = <T>(call: () => Promise<T>): Promise<T> => {
    const left = endsAt - Date.now();
    if (left <= 0) return Promise.reject(new RunStopped(SYNC_RUN_MESSAGES.tooSlow, 'unavailable'));
    const answer = call();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RunStopped(SYNC_RUN_MESSAGES.tooSlow, 'unavailable')), left);
    });
    answer.catch(() => {}); // a call abandoned at the deadline may still fail: nobody waits for it
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  };
  return {
    verify: () => inTime(() => provider.verify()),
    item: (itemId) => inTime(() => provider.item(itemId)),
    accounts: (itemId) => inTime(() => provider.accounts(itemId)),
    transactions: (accountId, range, after) => inTime(() => provider.transactions(accountId, range, after)),
    bills: (accountId) => inTime(() => provider.bills(accountId)),
    investments: (itemId) => inTime(() => provider.investments(itemId)),
    connectToken: (owner) => inTime(() => provider.connectToken(owner)),
  };
}

/**
 * The notes of a run that skipped lines: how many, then each (up to SKIPPED_LINES_NOTED) by its day, amount and
 * text as the bank sent them, and why.
 */
function skippedNotes(skipped: readonly SkippedLine[]): string[] {
  if (skipped.length === 0) return [];
  const described = skipped.slice(0, SKIPPED_LINES_NOTED).map(({ line, reason }) => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(line.date)
      ? formatDateBR(line.date)
      : String(line.date).slice(0, 40);
    const amount = Number.isSafeInteger(line.amountCents) ? formatCents(line.amountCents) : 'valor ilegível';
    const text = withoutControlCharacters(String(line.description)).trim().slice(0, 60) || 'sem descrição';
    return `${day} · ${amount} · ${text}: ${reason}`;
  });
  const more = skipped.length - described.length;
  return [
    skippedLinesNote(skipped.length),
    ...described,
    ...(more > 0 ? [`E mais ${more} ${more === 1 ? 'linha' : 'linhas'} pelos mesmos motivos.`] : []),
  ];
}

/** Connections read per page of the due ones, and the most one pass of the job runs (the rest wait for the next). */
const DUE_PAGE = 20;
export const MAX_RUNS_PER_PASS = 200;

/**
 * How many of everyone's runs one pass keeps going at once: a slow bank holds one of them until its run's deadline,
 * never the others' turn. Each run mostly waits for the aggregator; its writes go in short steps.
 */
export const RUNS_AT_ONCE = 4;

/**
 * The connections due now, everyone's, a page at a time, each run once (another process may take one first: it
 * is skipped), RUNS_AT_ONCE at a time, up to MAX_RUNS_PER_PASS started. Answers how many ran and how many failed;
 * `log` gets the failures of Grana's own.
 */
export async function syncConnectionsDue(
  deps: { database: Pick<Database, 'kind' | 'db'>; settings: SyncSettings; now?: () => Date },
  log: (cause: unknown, connectionId: number) => void,
): Promise<{ runs: number; failed: number }> {
  let runs = 0;
  let failed = 0;
  let started = 0;
  let afterId = 0;
  const running = new Set<Promise<void>>();
  const runOne = async (c: { id: number; bookId: number }) => {
    const result = await syncConnection(deps, c.bookId, c.id, 'scheduled');
    if (result === null) return;
    runs++;
    if (result.outcome === 'failed') failed++;
    if (result.cause !== undefined) log(result.cause, c.id);
  };
  while (started < MAX_RUNS_PER_PASS) {
    const due = await repo.dueConnections(deps.database.db, { limit: DUE_PAGE, afterId });
    if (due.length === 0) break;
    for (const c of due) {
      if (started >= MAX_RUNS_PER_PASS) break;
      afterId = c.id;
      if (running.size >= RUNS_AT_ONCE) await Promise.race(running);
      started++;
      const run: Promise<void> = runOne(c)
        .catch((error: unknown) => log(error, c.id))
        .finally(() => running.delete(run));
      running.add(run);
    }
  }
  await Promise.all(running);
  return { runs, failed };
}
