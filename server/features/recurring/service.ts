import type { z } from 'zod';
import type { IncomeSuggestion } from '../../../common/contract/recurring';
import {
  CONFIRM_DATE_FUTURE_MESSAGE,
  confirmDateNotAfterLastMessage,
  defaultRecurringDescriptions,
  MAX_AMOUNT_BELOW_MESSAGE,
  MAX_AMOUNT_ONLY_PIX_MESSAGE,
  MAX_RECURRING,
  type RecurringItem,
  type RecurringSummary,
  type recurringConfirmBody,
  type recurringCreateBody,
  type recurringUpdateBody,
  TOO_MANY_RECURRING_MESSAGE,
  type UpcomingRecurring,
} from '../../../common/contract/recurring';
import type { Deleted, UndoToken } from '../../../common/contract/undo';
import { addDays, firstDayOfMonth, formatDateBR, monthRange, todayIn } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { snapshotRows } from '../../db/json-rows';
import { recurring } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { actedBy, ledger, ledgerTransaction, references } from '../ledger/public';
import { ensureRoomFor } from '../shared/person-limits';
import { undoLog } from '../shared/undo-log';
import { recurringFiguresOf } from './month-figures';
import { presentRecurring } from './presenter';
import type { DeletedRecurring } from './put-back';
import { recordPayment } from './record-payment';
import { recurringRepository as repo } from './repository';
import { type RunFailureLog, runAllDue } from './run-due';
import { dueDateInMonth, dueDatesUpTo, MAX_AUTOMATIC_BACKFILL, nextDueDate, paymentStatus } from './schedule';
import { dismissSuggestion, incomeSuggestionsOf, listSuggestions } from './suggestions';

export const RECURRING_NOT_FOUND = 'Gasto fixo não encontrado';
export const ALREADY_PAID = 'Este gasto fixo já foi pago neste mês';
export const ALREADY_RECEIVED = 'Esta receita fixa já foi recebida neste mês';
export const TOO_FAR_BEHIND = `No modo automático, o vencimento pode estar no máximo ${MAX_AUTOMATIC_BACKFILL} vencimentos no passado. Escolha uma data mais recente ou use o modo manual.`;

/**
 * A new item's first due date. Not given, it is the next one from today (this month's when it has not passed,
 * else the one after it), so a new item never starts overdue unless the person says this month's is still owed
 * (paid_this_month false: this month's date, even past). Given (next_run), it is kept as the person chose, past
 * or not, as the edit keeps it: the form offers only today or later, and a client that names a past date means an
 * item already owed since then.
 */
export function firstDueDate(
  input: { next_run?: string; paid_this_month?: boolean },
  today: string,
  dueDay: number,
  businessDay: number | null,
): string {
  if (input.next_run !== undefined) return input.next_run;
  const thisMonth = dueDateInMonth(today, dueDay, businessDay);
  if (thisMonth >= today || input.paid_this_month === false) return thisMonth;
  return nextDueDate(thisMonth, 1, dueDay, businessDay);
}

/** Refuses an automatic item so far behind that its first run would record more than the bound. */
function checkAutomaticBackfill(
  item: {
    mode: string;
    nextRun: string;
    intervalCount: number;
    dueDay: number;
    dueBusinessDay: number | null;
  },
  today: string,
): void {
  if (item.mode === 'automatic' && dueDatesUpTo(item, today) === null) {
    throw badRequest(TOO_FAR_BEHIND, 'next_run');
  }
}

/** The person's items (one, with `id`) as answered, each told whether this month's payment is recorded. */
async function listed(db: Db, user: AuthUser, id?: number): Promise<RecurringItem[]> {
  const { from, to } = monthRange(todayIn(user.timeZone));
  const [rows, recorded, overMax] = await Promise.all([
    repo.list(db, user.bookId, id),
    repo.recordedBetween(db, user.bookId, from, to),
    repo.overMax(db, user.bookId),
  ]);
  return rows.map((r) => presentRecurring(r, user.timeZone, recorded.has(r.id), overMax.get(r.id) ?? null));
}

async function load(db: Db, user: AuthUser, id: number): Promise<RecurringItem> {
  const [item] = await listed(db, user, id);
  if (!item) throw notFound(RECURRING_NOT_FOUND);
  return item;
}

export function createRecurringService(db: Db) {
  return {
    list: (user: AuthUser): Promise<RecurringItem[]> => listed(db, user),

    /** The incomes among the suggestions below, in GET /recurring/income-suggestions' shape. */
    incomeSuggestions: (user: AuthUser): Promise<IncomeSuggestion[]> => incomeSuggestionsOf(db, user),

    /** Fixed expenses and incomes found in the history (history-suggestions.ts), and "Não é fixo" kept. */
    suggestions: (user: AuthUser) => listSuggestions(db, user),
    dismissSuggestion: (user: AuthUser, key: string) => dismissSuggestion(db, user, key),

    create: (user: AuthUser, input: z.output<typeof recurringCreateBody>) => createRecurring(db, user, input),

    update: (user: AuthUser, input: z.output<typeof recurringUpdateBody>) => updateRecurring(db, user, input),

    /** Deletes the item and unlinks its recorded rows; both are kept for POST /undo under `undo`. */
    async delete(user: AuthUser, id: number): Promise<Deleted & UndoToken> {
      return ledgerTransaction(db, actedBy(user, 'fixed-item'), async (tx) => {
        if (!(await repo.lock(tx, user.bookId, id))) throw notFound(RECURRING_NOT_FOUND);
        const [item] = await snapshotRows(tx, recurring, user.bookId, 'id', [id]);
        const linked = await ledger.unlink(tx, user.bookId, { recurringId: id });
        await repo.delete(tx, user.bookId, id);
        const kept: DeletedRecurring = { item: item!, linked };
        return { id, undo: await undoLog.keep(tx, user.bookId, 'recurring', kept) };
      });
    },

    /**
     * 'Pagar' (an expense) or 'Recebido' (an income): records the transaction, with the amount and date given (by
     * default the item's amount and today), and moves the due date one interval on; never twice in the same month.
     * The date is the one paid (last_run): an overdue bill paid yesterday, last month, leaves this month's to pay.
     */
    async confirm(user: AuthUser, input: z.output<typeof recurringConfirmBody>): Promise<RecurringItem> {
      const today = todayIn(user.timeZone);
      const date = input.date ?? today;
      // What has not happened yet is not recorded as paid: a later payment is the automatic mode's.
      if (date > today) throw badRequest(CONFIRM_DATE_FUTURE_MESSAGE, 'date');
      await ledgerTransaction(db, actedBy(user, 'fixed-item'), async (tx) => {
        const item = await repo.lock(tx, user.bookId, input.id);
        if (!item) throw notFound(RECURRING_NOT_FOUND);
        if (paymentStatus(item, today) === 'pago')
          throw conflict(item.type === 'RECEITA' ? ALREADY_RECEIVED : ALREADY_PAID);
        if (item.lastRun && firstDayOfMonth(date) <= firstDayOfMonth(item.lastRun))
          throw badRequest(confirmDateNotAfterLastMessage(item.type, formatDateBR(item.lastRun)), 'date');
        await recordPayment(
          tx,
          item,
          date,
          input.amount === undefined ? item.amount : reaisToCents(input.amount),
        );
      });
      return load(db, user, input.id);
    },

    run: (user: AuthUser, logFailure: RunFailureLog) => runAllDue(db, user.bookId, logFailure),

    /** The fixed-expense pages' figures: the dashboard's panel for today's month, by the same rules. */
    summary: (user: AuthUser): Promise<RecurringSummary> =>
      recurringFiguresOf(db, user.bookId, user.timeZone, firstDayOfMonth(todayIn(user.timeZone))),

    async upcomingCount(user: AuthUser, days: number): Promise<UpcomingRecurring> {
      const today = todayIn(user.timeZone);
      return { count: await repo.countUpcoming(db, user.bookId, today, addDays(today, days)) };
    },
  };
}

/** A new item; with paid_this_month, this month's occurrence is counted paid, or recorded. */
async function createRecurring(
  db: Db,
  user: AuthUser,
  input: z.output<typeof recurringCreateBody>,
): Promise<RecurringItem> {
  const today = todayIn(user.timeZone);
  const businessDay = input.due_business_day ?? null;
  const nextRun = firstDueDate(input, today, input.due_day ?? 1, businessDay);
  const dueDay = input.due_day ?? Number(nextRun.slice(8, 10));
  checkAutomaticBackfill(
    {
      mode: input.mode,
      nextRun,
      intervalCount: input.interval_count,
      dueDay,
      dueBusinessDay: businessDay,
    },
    today,
  );
  const row = await ledgerTransaction(db, actedBy(user, 'fixed-item'), async (tx) => {
    await ensureRoomFor(tx, user.bookId, 'recurring', MAX_RECURRING, TOO_MANY_RECURRING_MESSAGE);
    await references.account(tx, user.bookId, input.account_id);
    const categoryId = await references.category(tx, user.bookId, input.category_id);
    const payeeId = input.payee_id
      ? await references.payee(tx, user.bookId, input.payee_id)
      : await references.payeeByName(tx, user.bookId, input.payee_name);
    const item = await repo.insert(tx, {
      bookId: user.bookId,
      accountId: input.account_id,
      type: input.type,
      amount: reaisToCents(input.amount),
      description: input.description ?? defaultRecurringDescriptions[input.type],
      categoryId,
      payeeId,
      intervalUnit: 'month',
      intervalCount: input.interval_count,
      nextRun,
      dueDay,
      dueBusinessDay: businessDay,
      mode: input.mode,
      notifyDays: input.notify_days,
      // A Pix Automático's charges vary up to its maximum: the matcher takes them as a variable amount.
      variableAmount: input.variable_amount || input.kind === 'pix_automatico',
      kind: input.kind,
      maxAmount: input.max_amount === undefined ? null : reaisToCents(input.max_amount),
      capturedCode: input.captured_code ?? null,
    });
    // 'Já pago este mês?' yes, and record it: this month's occurrence is recorded on its due date (it was
    // paid then, not today), as 'Pagar' records it. Without record_payment it is only counted paid: the money
    // is already in the opening balance or recorded (a person who starts today typed today's balance). The
    // first due date stays as given when it is in a later month; this month's moves one interval on.
    if (input.paid_this_month) {
      const later = firstDayOfMonth(item.nextRun) > firstDayOfMonth(today);
      const dueThisMonth = dueDateInMonth(today, input.due_day ?? 1, businessDay);
      const paidOn = dueThisMonth < today ? dueThisMonth : today;
      if (input.record_payment)
        await recordPayment(tx, item, paidOn, item.amount, later ? item.nextRun : undefined);
      else await repo.update(tx, user.bookId, item.id, { lastRun: paidOn });
    }
    return item;
  });
  return load(db, user, row.id);
}

/** Changes what the input names; a new due date also becomes the due day. */
async function updateRecurring(
  db: Db,
  user: AuthUser,
  input: z.output<typeof recurringUpdateBody>,
): Promise<RecurringItem> {
  await ledgerTransaction(db, actedBy(user, 'fixed-item'), async (tx) => {
    const current = await repo.lock(tx, user.bookId, input.id);
    if (!current) throw notFound(RECURRING_NOT_FOUND);
    if (input.mode || input.next_run) {
      const nextRun = input.next_run ?? current.nextRun;
      checkAutomaticBackfill(
        {
          mode: input.mode ?? current.mode,
          nextRun,
          intervalCount: current.intervalCount,
          dueDay: input.next_run ? Number(nextRun.slice(8, 10)) : current.dueDay,
          dueBusinessDay: current.dueBusinessDay,
        },
        todayIn(user.timeZone),
      );
    }
    // The same ownership checks as create: another person's account, category or payee is not found.
    if (input.account_id !== undefined) await references.account(tx, user.bookId, input.account_id);
    const categoryId =
      input.category_id === undefined
        ? undefined
        : await references.category(tx, user.bookId, input.category_id);
    const payeeId = input.payee_id
      ? await references.payee(tx, user.bookId, input.payee_id)
      : input.payee_name !== undefined
        ? await references.payeeByName(tx, user.bookId, input.payee_name)
        : input.payee_id;
    // After the references: another person's id is 'not found' whatever else the edit says.
    if (input.max_amount !== undefined) {
      if (current.kind !== 'pix_automatico') throw badRequest(MAX_AMOUNT_ONLY_PIX_MESSAGE, 'max_amount');
      const amount = input.amount !== undefined ? reaisToCents(input.amount) : current.amount;
      if (reaisToCents(input.max_amount) < amount) throw badRequest(MAX_AMOUNT_BELOW_MESSAGE, 'max_amount');
    } else if (
      input.amount !== undefined &&
      current.maxAmount !== null &&
      reaisToCents(input.amount) > current.maxAmount
    )
      throw badRequest(MAX_AMOUNT_BELOW_MESSAGE, 'max_amount');
    await repo.update(tx, user.bookId, input.id, {
      ...(input.mode ? { mode: input.mode } : {}),
      // A new due date also becomes the item's due day from then on.
      ...(input.next_run ? { nextRun: input.next_run, dueDay: Number(input.next_run.slice(8, 10)) } : {}),
      ...(input.notify_days !== undefined ? { notifyDays: input.notify_days } : {}),
      ...(input.amount !== undefined ? { amount: reaisToCents(input.amount) } : {}),
      ...(input.variable_amount !== undefined ? { variableAmount: input.variable_amount } : {}),
      ...(input.max_amount !== undefined ? { maxAmount: reaisToCents(input.max_amount) } : {}),
      ...(input.description !== undefined
        ? { description: input.description || defaultRecurringDescriptions[current.type] }
        : {}),
      ...(input.account_id !== undefined ? { accountId: input.account_id } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      ...(payeeId !== undefined ? { payeeId } : {}),
    });
  });
  return load(db, user, input.id);
}
