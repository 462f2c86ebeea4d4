import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type DuplicateCandidate,
  MERGE_MESSAGES,
  type MergeResult,
} from '../../../common/contract/import-match';
import { addDays } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import { type Executor, queryRows } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { heldWays, ledger, openEstimate } from '../ledger/public';
import { TRANSACTION_NOT_FOUND } from '../transactions/public';
import { abroadOf, estimateEndedBy, IOF_POSTED_WITHIN_DAYS, namesIof, windowOf } from './rules';

/** How many rows the edit dialog offers as the same transaction written twice. */
const DUPLICATES_SHOWN = 5;

interface Stored {
  id: number;
  account_id: number;
  account_type: string;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  origin: string;
  bank_text: string | null;
  external_id: string | null;
  sync_id: string | null;
  import_id: string | null;
  /** A bank line nothing was matched with: a file's or the sync's row, alone, that may go into another row. */
  free_line: boolean;
  holds_file: boolean;
  holds_sync: boolean;
  foreign_amount: number | null;
  foreign_currency: string | null;
  /** A typed purchase abroad (or its IOF) estimated, with no split parts or division: a bank line may end it. */
  open_estimate: boolean;
  foreign_estimated: boolean;
}

const COLUMNS = sql`t.id, t.account_id, a.type as account_type, t.type, t.amount, t.date, t.description, t.origin,
  t.bank_text, t.external_id, t.sync_id, t.import_id, ${heldWays},
  (t.origin in ('import', 'sync') and t.bank_date is null and t.second_line is null and t.transfer_id is null
   and t.installment_group is null and t.split_amount = 0) as free_line, t.foreign_amount, t.foreign_currency,
  ${openEstimate} as open_estimate, t.foreign_estimated`;

/** The way in of a free line's row: the sync's rows hold its id in sync_id. */
const wayOf = (line: Stored) => (line.origin === 'sync' ? 'sync' : 'file');

/**
 * Whether the line's money is the staying row's: the same amount, or an estimate the line's figures end, a purchase
 * abroad or its IOF (the bank's line came first, then the person typed the purchase: estimates.ts is the other
 * order).
 */
function sameMoney(keep: Stored, line: Stored): boolean {
  if (Number(keep.amount) === Number(line.amount)) return true;
  const figures = (r: Stored) => ({
    amountCents: Number(r.amount),
    foreign: abroadOf(r.foreign_amount, r.foreign_currency),
  });
  return (
    keep.open_estimate &&
    estimateEndedBy(
      { ...figures(keep), description: keep.description },
      { ...figures(line), text: line.bank_text ?? line.description },
    )
  );
}

/** An IOF line Grana worked for a purchase abroad, still estimated: the bill's may be dated weeks after it. */
const iofEstimate = (r: Stored) => r.open_estimate && r.foreign_amount === null;

/** Whether the line is dated within the matcher's window of the staying row (estimates.ts for an IOF's). */
function within(keep: Stored, line: Stored): boolean {
  const w = windowOf(keep.account_type);
  const after = iofEstimate(keep) ? IOF_POSTED_WITHIN_DAYS : w;
  return line.date >= addDays(keep.date, -w) && line.date <= addDays(keep.date, after);
}

/**
 * Which of two rows goes into the other (a free bank line, the newer when both are) and which stays, when they are
 * one transaction: the same account, type and money (sameMoney), dated within the matcher's window, the staying row
 * holding no line of the going one's way. Null when they are not.
 */
function pairOf(a: Stored, b: Stored): { keep: Stored; line: Stored } | null {
  if (a.id === b.id || Number(a.account_id) !== Number(b.account_id) || a.type !== b.type) return null;
  const options = [
    { keep: a, line: b },
    { keep: b, line: a },
  ].filter(
    ({ keep, line }) =>
      line.free_line &&
      within(keep, line) &&
      !(wayOf(line) === 'sync' ? keep.holds_sync : keep.holds_file) &&
      sameMoney(keep, line),
  );
  // Both could go: the row written first stays.
  options.sort((x, y) => Number(y.line.id) - Number(x.line.id));
  return options[0] ?? null;
}

/**
 * Two rows found doubled later become one: the staying row takes the other's bank line (its date, words, id and
 * import, and an estimate the bank's figures, as a match would: a first match, or the second way's line) and the
 * other is deleted, in the caller's
 * transaction. 404 when a row is not the book's; 409 when they are not one transaction.
 */
export async function mergeRows(
  tx: Executor,
  bookId: number,
  id: number,
  transactionId: number,
): Promise<MergeResult> {
  const rows = await queryRows<Stored>(
    tx,
    sql`select ${COLUMNS} from transactions t join accounts a on a.id = t.account_id and a.book_id = t.book_id
        where t.book_id = ${bookId} and t.id in (${id}, ${transactionId})
        order by t.id
        for update of t`,
  );
  const a = rows.find((r) => Number(r.id) === id);
  const b = rows.find((r) => Number(r.id) === transactionId);
  if (!a || !b) throw notFound(TRANSACTION_NOT_FOUND);
  if (id === transactionId) throw conflict(MERGE_MESSAGES.same);
  const pair = pairOf(a, b);
  if (!pair) throw conflict(MERGE_MESSAGES.unfit);
  const { keep, line } = pair;
  const channel = wayOf(line);
  await ledger.delete(tx, bookId, [Number(line.id)]);
  const attached = await ledger.bankLines.attach(tx, bookId, [
    {
      id: Number(keep.id),
      date: line.date,
      text: line.bank_text ?? line.description,
      externalId: channel === 'sync' ? line.sync_id : line.external_id,
      channel,
      importId: line.import_id ?? randomUUID(),
      amountCents: Number(line.amount),
      foreign: abroadOf(line.foreign_amount, line.foreign_currency),
    },
  ]);
  if (attached.length !== 1) throw conflict(MERGE_MESSAGES.unfit);
  return { id: Number(keep.id), merged: Number(line.id) };
}

/** The rows that may be `id`'s transaction written twice (mergeRows would take them), nearest date first. */
export async function duplicatesOf(tx: Executor, bookId: number, id: number): Promise<DuplicateCandidate[]> {
  const [row] = await queryRows<Stored>(
    tx,
    sql`select ${COLUMNS} from transactions t join accounts a on a.id = t.account_id and a.book_id = t.book_id
        where t.book_id = ${bookId} and t.id = ${id}`,
  );
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  const iof = iofEstimate(row) || namesIof(row.bank_text ?? row.description);
  const w = iof ? IOF_POSTED_WITHIN_DAYS : windowOf(row.account_type);
  const near = await queryRows<Stored>(
    tx,
    sql`select ${COLUMNS} from transactions t join accounts a on a.id = t.account_id and a.book_id = t.book_id
        where t.book_id = ${bookId} and t.account_id = ${row.account_id} and t.type = ${row.type} and t.id <> ${id}
          and (t.amount = ${row.amount} or t.foreign_currency = ${row.foreign_currency}
               or ((t.foreign_estimated or ${row.foreign_estimated}) and t.foreign_amount is null))
          and t.date between ${addDays(row.date, -w)} and ${addDays(row.date, w)}
        order by abs(t.date - ${row.date}::date), t.id
        limit 50`,
  );
  return near
    .filter((other) => pairOf(row, other) !== null)
    .slice(0, DUPLICATES_SHOWN)
    .map((r) => ({
      id: Number(r.id),
      date: r.date,
      description: r.description,
      amount: centsToReais(Number(r.amount)),
    }));
}
