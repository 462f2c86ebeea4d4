import { sql } from 'drizzle-orm';
import { addDays } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { ledger, type NewTransaction } from '../ledger/public';
import type { ProviderTransaction } from './provider';

/**
 * How far from the fetched days a row of a line fetched before may be dated: a pending line posts some days
 * later, and a recorded row matched with a line keeps the person's date (the matcher's window is at most 5 days).
 */
const DATE_SLACK_DAYS = 15;

/** A row that holds a line the bank sent before: the sync's own row, or a recorded row matched with the line. */
interface StoredLine {
  id: number;
  externalId: string;
  amountCents: number;
  date: string;
  bankDate: string | null;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  origin: string;
  /** A leg of a transfer (a line paired with another account's row): known, never changed here. */
  transfer: boolean;
  /** In another account, which held this bank account's lines before a new link: known, never changed here. */
  elsewhere: boolean;
  /**
   * The sync's line came second to a row holding a file's line of the same transaction: the file's date and
   * amount stand (both are the bank's), only a pending status follows.
   */
  second: boolean;
  /** The row's amount abroad (hundredths) and its currency, when it has one. */
  foreignAmount: number | null;
  foreignCurrency: string | null;
}

/** What the lines fetched again did to the rows: how many changed, how many dropped lines were removed. */
export interface KnownLinesOutcome {
  /** The lines not stored yet: the import's pipeline writes them. */
  fresh: ProviderTransaction[];
  updated: number;
  removed: number;
}

/**
 * The lines of one account fetched for the days `from`..`to`, against what earlier runs stored: a line stored
 * before updates its row when the bank changed it (a pending line posted, maybe with another amount or date), a
 * pending line the sync stored that the bank no longer lists for those days is removed, and the rest are fresh.
 * Rows are found by the aggregator's id (sync_id) among the account's rows near those days, by the account's date
 * index: linear in the rows of the window, whatever the years of history.
 */
export async function reconcileKnownLines(
  tx: Executor,
  bookId: number,
  accountId: number,
  window: { from: string; to: string },
  lines: readonly ProviderTransaction[],
  // Every id the bank listed, lines skipped for their values too (defaults to the lines'): none of them is dropped.
  listed: ReadonlySet<string> = new Set(lines.map((l) => l.id)),
): Promise<KnownLinesOutcome> {
  const fetched = listed;
  const stored = await storedLines(tx, bookId, accountId, window, [...fetched]);
  const byId = new Map(stored.map((s) => [s.externalId, s]));
  const fresh: ProviderTransaction[] = [];
  const changes: Array<{ id: number; values: Partial<NewTransaction> }> = [];
  for (const line of lines) {
    const row = byId.get(line.id);
    if (!row) fresh.push(line);
    else {
      const values = changesOf(row, line);
      if (values) changes.push({ id: row.id, values });
    }
  }
  if (changes.length > 0) await ledger.change(tx, bookId, changes);
  // Only the sync's own pending rows dated in the days fetched: a posted line stays whatever the bank lists.
  const dropped = stored
    .filter(
      (s) =>
        s.origin === 'sync' &&
        !s.transfer &&
        !s.elsewhere &&
        s.status === 'PENDING' &&
        s.date >= window.from &&
        s.date <= window.to &&
        !fetched.has(s.externalId),
    )
    .map((s) => s.id);
  if (dropped.length > 0) await ledger.delete(tx, bookId, dropped);
  return { fresh, updated: changes.length, removed: dropped.length };
}

/**
 * What changes on a row when its line comes again: the sync's own row takes the bank's amount, date and status;
 * a recorded row matched with the line keeps the person's date and takes the bank's date as its bank date, and
 * the amount (the balance is the bank's) and amount abroad. A row the person reconciled keeps its status.
 */
function changesOf(row: StoredLine, line: ProviderTransaction): Partial<NewTransaction> | null {
  if (row.transfer || row.elsewhere) return null;
  const values: Partial<NewTransaction> = {};
  const status = line.status === 'pending' ? 'PENDING' : 'CLEARED';
  if (row.second) return row.status === 'PENDING' && status === 'CLEARED' ? { status } : null;
  if (row.amountCents !== line.amountCents) values.amount = line.amountCents;
  // The bank's amount abroad of a purchase posted after a pending one (a tip added abroad): the row's currency only,
  // which step "plan" kept on an account in reais.
  if (
    line.foreign &&
    line.foreign.currency === row.foreignCurrency &&
    line.foreign.amount !== row.foreignAmount
  )
    values.foreignAmount = line.foreign.amount;
  const lineDate = row.origin === 'sync' ? row.date : (row.bankDate ?? row.date);
  if (lineDate !== line.date) {
    if (row.origin === 'sync') values.date = line.date;
    else values.bankDate = line.date;
  }
  if (row.status !== 'RECONCILED' && row.status !== status) values.status = status;
  return Object.keys(values).length > 0 ? values : null;
}

/**
 * The rows holding lines of this bank account near the window: the linked account's rows with a bank id, and
 * any other account's row holding one of the fetched lines (the bank account was linked there before, then
 * unlinked and linked here: those lines stay where they are and are not written twice). By the person's date
 * index, linear in their rows of the window.
 */
async function storedLines(
  tx: Executor,
  bookId: number,
  accountId: number,
  window: { from: string; to: string },
  fetchedIds: readonly string[],
): Promise<StoredLine[]> {
  const rows = await queryRows<{
    id: number;
    account_id: number;
    sync_id: string;
    amount: number;
    date: string;
    bank_date: string | null;
    status: StoredLine['status'];
    origin: string;
    transfer: boolean;
    second: boolean;
    foreign_amount: number | null;
    foreign_currency: string | null;
  }>(
    tx,
    sql`select id, account_id, sync_id, amount, date, bank_date, status, origin, foreign_amount, foreign_currency,
               transfer_id is not null as transfer, coalesce(second_line->>'channel' = 'sync', false) as second
        from transactions
        where book_id = ${bookId}
          and date between ${addDays(window.from, -DATE_SLACK_DAYS)} and ${addDays(window.to, DATE_SLACK_DAYS)}
          and sync_id is not null
          and (account_id = ${accountId} or sync_id = any(${sql.param([...fetchedIds])}::text[]))`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    elsewhere: Number(r.account_id) !== accountId,
    externalId: r.sync_id,
    amountCents: Number(r.amount),
    date: r.date,
    bankDate: r.bank_date,
    status: r.status,
    origin: r.origin,
    transfer: Boolean(r.transfer),
    second: Boolean(r.second),
    foreignAmount: r.foreign_amount === null ? null : Number(r.foreign_amount),
    foreignCurrency: r.foreign_currency,
  }));
}
