import { FIRST_SYNC_DAYS, SYNC_RUN_MESSAGES, type SyncTrigger } from '../../../common/contract/sync';
import { MAX_IMPORT_ROWS } from '../../../common/csv/limits';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import type { Database } from '../../db/connect';
import { ownedAccount } from '../accounts/public';
import { type BankBillDates, takeBankTerms } from '../cards/public';
import { type Classifier, readClassifier } from '../import/public';
import { type SyncOutcome as Backoff, DEFAULT_SYNC_SCHEDULE, nextSyncAt } from './backoff';
import { syncCredentials } from './credentials';
import { ProviderError, type ProviderTransaction, type SyncProvider } from './provider';
import {
  type InvestmentCounts,
  type RunCounts,
  syncRepository as repo,
  type SyncAccountRow,
} from './repository';
import { SecretUnreadableError } from './secrets';
import type { SyncSettings } from './settings';
import { writeSyncedInvestments } from './write-investments';
import { writeSyncedLines } from './write-lines';

/** How long a run holds its connection: longer than a run takes; a process that dies frees it when it ends. */
export const CLAIM_MS = 15 * 60_000;

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
 * UPDATE (repository.claim). Reads the connection's state and accounts at the aggregator (their balances kept for
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
): Promise<SyncRunResult | null> {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const token = await repo.claim(db, bookId, connectionId, CLAIM_MS, trigger === 'scheduled');
  if (token === null) return null;
  const connection = await repo.connection(db, bookId, connectionId);
  if (!connection) return null;
  const runId = await repo.startRun(db, bookId, connectionId, trigger);
  const counts = noCounts();
  // The writes of the run's lines, each its import id: 'Desfazer combinações' of the run undoes their matches.
  const importIds: string[] = [];
  const investmentCounts: InvestmentCounts = { investmentsNew: 0, investmentsUpdated: 0, notes: [] };
  let result: SyncRunResult;
  let backoff: Backoff;
  try {
    const provider = await providerOf(deps.settings, db, bookId);
    const item = await provider.item(connection.itemId);
    await repo.updateConnection(db, bookId, connectionId, {
      institution: item.institution,
      status: item.status,
      statusDetail: item.statusDetail,
    });
    await repo.storeAccounts(db, bookId, connectionId, await provider.accounts(connection.itemId), now());
    // The item's investments: one more account of the connection once the bank lists any (the person links it).
    const investments = await provider.investments(connection.itemId);
    await repo.storeInvestmentAccount(db, bookId, connectionId, investments, now());
    const today = todayIn(DEFAULT_TIME_ZONE, now());
    // The rules and the history, read when a first account has new lines, once for the run.
    let classifier: Promise<Classifier> | undefined;
    const classifierOnce = () => (classifier ??= readClassifier(db, bookId));
    for (const linked of await repo.accountsOf(db, bookId, [connectionId])) {
      if (linked.accountId === null) continue;
      const account = await ownedAccount(db, bookId, linked.accountId);
      if (!account) continue;
      if (linked.kind === 'investment') {
        if (account.type !== 'investment') continue;
        const written = await writeSyncedInvestments(deps.database, bookId, account.id, investments, today);
        investmentCounts.investmentsNew += written.investmentsNew;
        investmentCounts.investmentsUpdated += written.investmentsUpdated;
        investmentCounts.notes.push(...written.notes);
        await repo.markSynced(db, bookId, linked.id, today);
        continue;
      }
      // A card's bills first: the installments written with its lines are placed by the bills' dates.
      if (linked.kind === 'card') await keepCardAsBank(db, bookId, provider, linked, account.id);
      const window = { from: firstDayToRead(linked.syncedThrough, today), to: today };
      const lines = await linesOf(provider, linked.providerAccountId, window);
      const written = await writeSyncedLines(deps.database, bookId, account, window, lines, classifierOnce);
      await repo.markSynced(db, bookId, linked.id, today);
      if (written.importId !== null) importIds.push(written.importId);
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
  await repo.finishRun(db, bookId, runId, {
    outcome: result.outcome,
    counts,
    investments: investmentCounts,
    error: result.error,
    importIds,
  });
  const schedule = { ...DEFAULT_SYNC_SCHEDULE, intervalMs: deps.settings.intervalHours * 3_600_000 };
  await repo.release(db, bookId, connectionId, token, nextSyncAt(now(), backoff, schedule));
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
): Promise<void> {
  const bills: BankBillDates[] = (await provider.bills(linked.providerAccountId)).flatMap((b) =>
    b.closingDate ? [{ closingDate: b.closingDate, dueDate: b.dueDate }] : [],
  );
  if (linked.billClosingDate && linked.billDueDate)
    bills.push({ closingDate: linked.billClosingDate, dueDate: linked.billDueDate });
  await db.transaction((tx) =>
    takeBankTerms(tx, bookId, accountId, { bills, creditLimitCents: linked.creditLimit }),
  );
}

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
 * answers more in three months is refused, not read without end). Each page read adds lines or ends the reading
 * (a page with none is taken as the last, whatever cursor it gives), so the pages are bounded by the lines.
 */
async function linesOf(
  provider: SyncProvider,
  accountId: string,
  window: { from: string; to: string },
): Promise<ProviderTransaction[]> {
  const lines: ProviderTransaction[] = [];
  let after: string | null = null;
  do {
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
  return new RunStopped(SYNC_RUN_MESSAGES.internal, 'unavailable', null, error);
}

/** Connections read per page of the due ones, and the most one pass of the job runs (the rest wait for the next). */
const DUE_PAGE = 20;
export const MAX_RUNS_PER_PASS = 200;

/**
 * The connections due now, everyone's, a page at a time, each run once (another process may take one first: it
 * is skipped). Answers how many ran and how many failed; `log` gets the failures of Grana's own.
 */
export async function syncConnectionsDue(
  deps: { database: Pick<Database, 'kind' | 'db'>; settings: SyncSettings; now?: () => Date },
  log: (cause: unknown, connectionId: number) => void,
): Promise<{ runs: number; failed: number }> {
  let runs = 0;
  let failed = 0;
  let afterId = 0;
  while (runs < MAX_RUNS_PER_PASS) {
    const due = await repo.dueConnections(deps.database.db, { limit: DUE_PAGE, afterId });
    if (due.length === 0) break;
    for (const c of due) {
      afterId = c.id;
      const result = await syncConnection(deps, c.bookId, c.id, 'scheduled');
      if (result === null) continue;
      runs++;
      if (result.outcome === 'failed') failed++;
      if (result.cause !== undefined) log(result.cause, c.id);
    }
  }
  return { runs, failed };
}
