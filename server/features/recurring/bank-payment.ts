import type { Executor } from '../../db/connect';
import type { MatchUndo } from '../../db/schema';
import { ledger } from '../ledger/public';
import { recurringRepository as repo } from './repository';
import { nextDueDate } from './schedule';

/** A statement line that pays a fixed item's due date: its date, amount, text and bank id, and its import. */
export interface PayingLine {
  date: string;
  amountCents: number;
  text: string;
  externalId: string | null;
  importId: string;
}

/**
 * A fixed item's due date paid by a bank line (server/features/matching), as 'Pagar' pays it: the transaction,
 * with the item's description, category and payee but the bank's date and amount, and the item's next due date
 * one interval on. The row keeps the bank line and, in match_undo, the item's dates before, so undoing the match
 * makes the date due again. Answers false, writing nothing, when the item is gone or its due date is no longer
 * `dueDate` (paid or edited meanwhile).
 */
export async function payFromBankLine(
  tx: Executor,
  userId: number,
  due: { recurringId: number; date: string },
  line: PayingLine,
): Promise<boolean> {
  const item = await repo.lock(tx, userId, due.recurringId);
  if (!item || item.nextRun !== due.date) return false;
  const undo: MatchUndo = {
    status: 'CLEARED',
    bankText: null,
    externalId: null,
    recurring: { id: item.id, nextRun: item.nextRun, lastRun: item.lastRun },
  };
  await ledger.insert(tx, userId, [
    {
      accountId: item.accountId,
      type: item.type,
      amount: line.amountCents,
      date: line.date,
      description: item.description,
      categoryId: item.categoryId,
      payeeId: item.payeeId,
      status: 'CLEARED',
      recurringId: item.id,
      origin: 'recurring',
      externalId: line.externalId,
      bankText: line.text,
      importId: line.importId,
      bankDate: line.date,
      matchImportId: line.importId,
      matchUndo: undo,
    },
  ]);
  await repo.update(tx, userId, item.id, {
    lastRun: line.date,
    nextRun: nextDueDate(item.nextRun, item.intervalCount, item.dueDay, item.dueBusinessDay),
  });
  return true;
}

/**
 * Undoing a bank line's payment of a fixed item: the item's due dates as they were before, unless a later
 * payment moved them since (then they stay, and only the row is unlinked by the caller).
 */
export async function unpayBankLine(
  tx: Executor,
  userId: number,
  before: NonNullable<MatchUndo['recurring']>,
  paidOn: string,
): Promise<void> {
  const item = await repo.lock(tx, userId, before.id);
  if (!item || item.lastRun !== paidOn) return;
  await repo.update(tx, userId, item.id, { nextRun: before.nextRun, lastRun: before.lastRun });
}
