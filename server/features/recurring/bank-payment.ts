import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import type { MatchUndo } from '../../db/schema';
import { ledger } from '../ledger/public';
import { paymentRow } from './payment-row';
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
      ...paymentRow(item, line.date, line.amountCents),
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
}

/**
 * The person's fixed items of these accounts, types and amounts (cents), and their items of 'valor variável' of
 * these accounts and types whatever their amount (the caller keeps those near a line's), in one read.
 */
export async function payableItems(
  tx: Executor,
  userId: number,
  keys: ReadonlyArray<{ accountId: number; type: string; amountCents: number }>,
): Promise<PayableItem[]> {
  if (keys.length === 0) return [];
  const json = JSON.stringify(
    keys.map((k) => ({ account_id: k.accountId, type: k.type, amount: k.amountCents })),
  );
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
  }>(
    tx,
    sql`with k as (select * from jsonb_to_recordset(${json}::jsonb) as k(account_id bigint, type text, amount bigint))
        select r.id, r.account_id, r.type, r.amount, r.variable_amount, r.description, p.name as payee_name,
               r.next_run, r.interval_count, r.due_day, r.due_business_day
        from recurring r
        left join payees p on p.id = r.payee_id and p.user_id = r.user_id
        where r.user_id = ${userId}
          and ((r.account_id, r.type, r.amount) in (select k.account_id, k.type, k.amount from k)
               or (r.variable_amount and (r.account_id, r.type) in (select k.account_id, k.type from k)))
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
  }));
}
