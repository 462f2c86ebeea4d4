import { sql } from 'drizzle-orm';
import type { RecurringKind } from '../../../common/contract/recurring';
import { type Executor, queryRows } from '../../db/connect';
import type { MatchUndo } from '../../db/schema';
import { type LedgerRow, ledger } from '../ledger/public';
import { paymentRow } from './payment-row';
import { recurringRepository as repo } from './repository';
import { nextRunAfterPaying } from './schedule';

/** A statement line that pays a fixed item's due date: its date, amount, text and bank id, and its import. */
export interface PayingLine {
  date: string;
  amountCents: number;
  text: string;
  /** The line's bank id: a file's, or the aggregator's (bank sync); one of the two. */
  externalId: string | null;
  syncId: string | null;
  importId: string;
}

/** A fixed item's due date a bank line pays. */
export interface DuePayment {
  due: { recurringId: number; date: string };
  line: PayingLine;
}

/**
 * Fixed items' due dates paid by bank lines (server/features/matching), as 'Pagar' pays them: each a transaction
 * with the item's description, category and payee but the bank's date and amount, and the item's next due date
 * one interval on. An item's due dates are paid in date order, the first being its next due date. Each row keeps
 * its bank line and, in match_undo, the item's dates before it, so undoing the match makes the date due again.
 * The items are locked and the rows written together (one insert, one update per item: a statement of a year of
 * fixed items is a few hundred payments). Answers false, writing nothing, when an item is gone or a due date is no
 * longer the one due (paid or edited meanwhile).
 */
export async function payFromBankLines(
  tx: Executor,
  bookId: number,
  payments: readonly DuePayment[],
): Promise<boolean> {
  if (payments.length === 0) return true;
  const ids = [...new Set(payments.map((p) => p.due.recurringId))];
  const items = new Map((await repo.lockMany(tx, bookId, ids)).map((item) => [item.id, item]));
  const rows: LedgerRow[] = [];
  // Each item's dates as the payments before move them.
  const datesOf = new Map<number, { nextRun: string; lastRun: string | null }>();
  const inOrder = [...payments].sort((a, b) =>
    a.due.date < b.due.date ? -1 : a.due.date > b.due.date ? 1 : 0,
  );
  for (const { due, line } of inOrder) {
    const item = items.get(due.recurringId);
    if (!item) return false;
    const before = datesOf.get(item.id) ?? { nextRun: item.nextRun, lastRun: item.lastRun };
    if (before.nextRun !== due.date) return false;
    const undo: MatchUndo = {
      status: 'CLEARED',
      bankText: null,
      externalId: null,
      recurring: { id: item.id, ...before },
    };
    rows.push({
      ...paymentRow(item, line.date, line.amountCents),
      externalId: line.externalId,
      syncId: line.syncId,
      bankText: line.text,
      importId: line.importId,
      bankDate: line.date,
      matchImportId: line.importId,
      matchUndo: undo,
    });
    datesOf.set(item.id, {
      nextRun: nextRunAfterPaying(item, before.nextRun),
      lastRun: line.date,
    });
  }
  await ledger.insert(tx, bookId, rows);
  for (const [id, dates] of datesOf) await repo.update(tx, bookId, id, dates);
  return true;
}

/**
 * Undoing a bank line's payment of a fixed item: the item's due dates as they were before, unless a later
 * payment moved them since (then they stay, and only the row is unlinked by the caller).
 */
export async function unpayBankLine(
  tx: Executor,
  bookId: number,
  before: NonNullable<MatchUndo['recurring']>,
  paidOn: string,
): Promise<void> {
  const item = await repo.lock(tx, bookId, before.id);
  if (!item || item.lastRun !== paidOn) return;
  await repo.update(tx, bookId, item.id, { nextRun: before.nextRun, lastRun: before.lastRun });
}

/** A fixed item as a bank line may pay it: what its due dates and a line's match need. */
export interface PayableItem {
  id: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  /** 'Valor variável': a line near the amount pays it too (matching/rules.ts paysAmount). */
  variableAmount: boolean;
  description: string;
  payeeName: string | null;
  nextRun: string;
  intervalCount: number;
  dueDay: number;
  dueBusinessDay: number | null;
  /** A conta a pagar's one due date, none once paid (schedule.ts dueDatesFrom reads both). */
  kind: RecurringKind;
  lastRun: string | null;
}

/**
 * Every fixed item of the person, as a bank line may pay it, in one read: at most MAX_RECURRING, so a statement of
 * 50,000 lines asks for them as cheaply as one of 5 (the matcher keeps those a line's amount pays).
 */
export async function payableItems(tx: Executor, bookId: number): Promise<PayableItem[]> {
  const rows = await queryRows<{
    id: number;
    account_id: number;
    type: 'RECEITA' | 'DESPESA';
    amount: number;
    variable_amount: boolean;
    description: string;
    payee_name: string | null;
    next_run: string;
    interval_count: number;
    due_day: number;
    due_business_day: number | null;
    kind: RecurringKind;
    last_run: string | null;
  }>(
    tx,
    sql`select r.id, r.account_id, r.type, r.amount, r.variable_amount, r.description, p.name as payee_name,
               r.next_run, r.interval_count, r.due_day, r.due_business_day, r.kind, r.last_run::text as last_run
        from recurring r
        left join payees p on p.id = r.payee_id and p.book_id = r.book_id
        where r.book_id = ${bookId}
        order by r.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    accountId: Number(r.account_id),
    type: r.type,
    amount: Number(r.amount),
    variableAmount: r.variable_amount,
    description: r.description,
    payeeName: r.payee_name,
    nextRun: r.next_run,
    intervalCount: Number(r.interval_count),
    dueDay: Number(r.due_day),
    dueBusinessDay: r.due_business_day === null ? null : Number(r.due_business_day),
    kind: r.kind,
    lastRun: r.last_run,
  }));
}
