import type { z } from 'zod';
import type {
  PaymentStatus,
  RecurringItem,
  RunResult,
  recurringCreateBody,
  recurringUpdateBody,
} from '../../../common/contract/recurring';
import { addDays, todayIn } from '../../../common/dates';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { Db, Executor } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { conflict, notFound } from '../../http/errors';
import { monthTotals } from '../rollups/month-totals';
import { references } from '../transactions/references';
import { transactionsRepository } from '../transactions/repository';
import { type RecurringListRow, type RecurringRow, recurringRepository as repo } from './repository';
import { dueDateInMonth, nextDueDate, paymentStatus } from './schedule';

export const RECURRING_NOT_FOUND = 'Gasto fixo não encontrado';
export const ALREADY_PAID = 'Este gasto fixo já foi pago neste mês';

/** Records the expense of one due date of a fixed expense. */
async function recordExpense(tx: Executor, item: RecurringRow, date: string): Promise<void> {
  const row = await transactionsRepository.insert(tx, {
    userId: item.userId,
    accountId: item.accountId,
    type: 'DESPESA',
    amount: item.amount,
    date,
    description: item.description,
    categoryId: item.categoryId,
    payeeId: item.payeeId,
    status: 'CLEARED',
    recurringId: item.id,
  });
  await monthTotals.apply(tx, item.userId, [row.id], 1);
}

/**
 * Records every due date of one automatic item up to today, in its own transaction with the row locked, so a
 * second run (another request, or the scheduler of another server process) finds nothing left to do.
 */
export async function runDueItem(db: Db, userId: number, id: number, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const item = await repo.lock(tx, userId, id);
    if (item?.mode !== 'automatic') return 0;
    let next = item.nextRun;
    let last = item.lastRun;
    let created = 0;
    while (next <= today) {
      await recordExpense(tx, item, next);
      last = next;
      next = nextDueDate(next, item.intervalCount, item.dueDay);
      created += 1;
    }
    if (created > 0) await repo.update(tx, userId, id, { nextRun: next, lastRun: last });
    return created;
  });
}

/** Runs every due automatic item of one user, or of every user (the scheduler), each in its user's zone. */
export async function runAllDue(db: Db, userId?: number): Promise<RunResult> {
  // Tomorrow in UTC is at or after today in every zone: no due item is missed; each one is then checked exactly.
  const horizon = addDays(todayIn('UTC'), 1);
  let processed = 0;
  let created = 0;
  for (const item of await repo.dueAutomatic(db, horizon, userId)) {
    const count = await runDueItem(db, item.userId, item.id, todayIn(item.timeZone));
    if (count > 0) {
      processed += 1;
      created += count;
    }
  }
  return { processed, created };
}

export function createRecurringService(db: Db) {
  async function load(user: AuthUser, id: number): Promise<RecurringItem> {
    const [row] = await repo.list(db, user.id, id);
    if (!row) throw notFound(RECURRING_NOT_FOUND);
    return presentRecurring(row, todayIn(user.timeZone));
  }

  return {
    async list(user: AuthUser): Promise<RecurringItem[]> {
      const today = todayIn(user.timeZone);
      return (await repo.list(db, user.id)).map((r) => presentRecurring(r, today));
    },

    async create(user: AuthUser, input: z.output<typeof recurringCreateBody>): Promise<RecurringItem> {
      const today = todayIn(user.timeZone);
      const nextRun = input.next_run ?? dueDateInMonth(today, input.due_day as number);
      const dueDay = input.due_day ?? Number(nextRun.slice(8, 10));
      const row = await db.transaction(async (tx) => {
        await references.account(tx, user.id, input.account_id);
        const categoryId = await references.category(tx, user.id, input.category_id);
        const payeeId = input.payee_id
          ? await references.payee(tx, user.id, input.payee_id)
          : await references.payeeByName(tx, user.id, input.payee_name);
        return repo.insert(tx, {
          userId: user.id,
          accountId: input.account_id,
          type: 'DESPESA',
          amount: reaisToCents(input.amount),
          description: input.description,
          categoryId,
          payeeId,
          intervalUnit: 'month',
          intervalCount: input.interval_count,
          nextRun,
          dueDay,
          mode: input.mode,
          notifyDays: input.notify_days,
        });
      });
      return load(user, row.id);
    },

    async update(user: AuthUser, input: z.output<typeof recurringUpdateBody>): Promise<RecurringItem> {
      const changed = await repo.update(db, user.id, input.id, {
        ...(input.mode ? { mode: input.mode } : {}),
        // A new due date also becomes the item's due day from then on.
        ...(input.next_run ? { nextRun: input.next_run, dueDay: Number(input.next_run.slice(8, 10)) } : {}),
        ...(input.notify_days !== undefined ? { notifyDays: input.notify_days } : {}),
        ...(input.amount !== undefined ? { amount: reaisToCents(input.amount) } : {}),
        ...(input.description ? { description: input.description } : {}),
      });
      if (!changed) throw notFound(RECURRING_NOT_FOUND);
      return load(user, input.id);
    },

    async delete(user: AuthUser, id: number): Promise<{ id: number }> {
      const deleted = await db.transaction((tx) => repo.delete(tx, user.id, id));
      if (!deleted) throw notFound(RECURRING_NOT_FOUND);
      return { id };
    },

    /** 'Pagar': records today's expense and moves the due date on; never twice in the same month. */
    async confirm(user: AuthUser, id: number): Promise<RecurringItem> {
      const today = todayIn(user.timeZone);
      await db.transaction(async (tx) => {
        const item = await repo.lock(tx, user.id, id);
        if (!item) throw notFound(RECURRING_NOT_FOUND);
        if (paymentStatus(item, today) === 'pago') throw conflict(ALREADY_PAID);
        await recordExpense(tx, item, today);
        await repo.update(tx, user.id, id, {
          lastRun: today,
          nextRun: nextDueDate(item.nextRun, item.intervalCount, item.dueDay),
        });
      });
      return load(user, id);
    },

    run: (user: AuthUser) => runAllDue(db, user.id),

    async upcomingCount(user: AuthUser, days: number): Promise<{ count: number }> {
      const today = todayIn(user.timeZone);
      return { count: await repo.countUpcoming(db, user.id, today, addDays(today, days)) };
    },
  };
}

export function presentRecurring(row: RecurringListRow, today: string): RecurringItem {
  const status: PaymentStatus = paymentStatus(row, today);
  return {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    type: 'DESPESA',
    amount: centsToReais(row.amount),
    description: row.description,
    category_id: row.categoryId,
    category_name: row.categoryName,
    payee_id: row.payeeId,
    payee_name: row.payeeName,
    interval_unit: 'month',
    interval_count: row.intervalCount,
    next_run: row.nextRun,
    last_run: row.lastRun,
    due_day: row.dueDay,
    mode: row.mode as RecurringItem['mode'],
    notify_days: row.notifyDays,
    payment_status: status,
    created_at: row.createdAt.toISOString(),
  };
}
