import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RunResult } from '../../../common/contract/recurring';
import { addDays, todayIn } from '../../../common/dates';
import type { Db } from '../../db/connect';
import { ledgerTransaction } from '../ledger/public';
import { recordExpense } from './record-payment';
import { type RecurringRow, recurringRepository as repo } from './repository';
import { dueDatesUpTo, nextRunAfterPaying } from './schedule';

/**
 * Records every due date of one automatic item up to today, in its own transaction with the row locked, so a
 * second run (another request, or the scheduler of another server process) finds nothing left to do. Answers
 * how many were recorded, or 'behind' when more than MAX_AUTOMATIC_BACKFILL are due (nothing is written).
 */
export async function runDueItem(
  db: Db,
  bookId: number,
  id: number,
  today: string,
): Promise<{ count: number; type: RecurringRow['type'] } | 'behind'> {
  return ledgerTransaction(db, { userId: null, way: 'fixed-item' }, async (tx) => {
    const item = await repo.lock(tx, bookId, id);
    if (item?.mode !== 'automatic') return { count: 0, type: 'DESPESA' as const };
    const dates = dueDatesUpTo(item, today);
    if (dates === null) return 'behind';
    for (const date of dates) await recordExpense(tx, item, date);
    const last = dates.at(-1);
    if (last !== undefined) {
      await repo.update(tx, bookId, id, {
        nextRun: nextRunAfterPaying(item, last),
        lastRun: last,
      });
    }
    return { count: dates.length, type: item.type };
  });
}

/** Where runAllDue reports an item it could not record; the scheduler passes its logger. */
export type RunFailureLog = (failure: { err: unknown; recurringId: number; bookId: number }) => void;

/**
 * Runs every due automatic item of one user, or of every user (the scheduler), each in its user's zone. One
 * item that fails (its own transaction is rolled back) is reported and skipped: the items after it, of the same
 * person and of everyone else, are recorded all the same.
 */
export async function runAllDue(db: Db, bookId?: number, logFailure?: RunFailureLog): Promise<RunResult> {
  // Tomorrow in UTC is at or after today in every zone: no due item is missed; each one is then checked exactly.
  const horizon = addDays(todayIn('UTC'), 1);
  const result: RunResult = { processed: 0, created: 0, created_incomes: 0, behind: 0, failed: 0 };
  for (const item of await repo.dueAutomatic(db, horizon, bookId)) {
    // PGlite answers a chain of queries without giving timers or sockets a turn: one item at a time, others between.
    await nextTurn();
    try {
      const ran = await runDueItem(db, item.bookId, item.id, todayIn(item.timeZone));
      if (ran === 'behind') result.behind += 1;
      else if (ran.count > 0) {
        result.processed += 1;
        result.created += ran.count;
        if (ran.type === 'RECEITA') result.created_incomes += ran.count;
      }
    } catch (err) {
      result.failed += 1;
      logFailure?.({ err, recurringId: item.id, bookId: item.bookId });
    }
  }
  return result;
}
