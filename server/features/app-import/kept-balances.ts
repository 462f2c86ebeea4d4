import { sql } from 'drizzle-orm';
import { addBillMonths, type BillMonth, billDates, billMonthFor } from '../../../common/card-bills';
import { type Executor, queryRows } from '../../db/connect';
import { setOpeningBalance } from '../accounts/public';
import type { AccountChoice } from './choices';
import type { AppRow } from './readers/types';

/**
 * History brought into an account that already matches the bank (its opening balance set to what the bank said,
 * its first rows typed or imported since) lands before the account's first row, and would move today's balance by
 * all it holds. As Actual does (its import keeps the account's balance through the starting balance), the import
 * moves the account's opening balance by what those rows move, so that today's balance stays the bank's: offered
 * per account in the preview, on by default, written in the same write as the rows.
 */
export interface AccountStart {
  /** The account's balance in Grana now (opening balance and every row), in cents. */
  balanceCents: number;
  /**
   * Rows dated before it are history: the date of the account's first row, or null when it has none (then every
   * row of the file is). A card's history is what its bills already due asked (cardHistoryEnd).
   */
  firstDate: string | null;
}

/**
 * Where a card's history ends: the closing date of the last bill due by the card's first row in Grana, or by today
 * when it has none (a purchase on a closing day belongs to the next bill). Those bills were paid outside Grana (an
 * app's export seldom holds the payments: Mobills' has none), and moving the card's opening balance by their
 * purchases is a credit from before Grana that pays them (cards/bill-figures.ts). The purchases of bills not yet
 * due are still owed: they stay in the card's balance. The card's usual days are used (a bill the bank moved is
 * the cards' own matter).
 */
export function cardHistoryEnd(closingDay: number, dueDay: number, reference: string): string {
  const datesOf = (month: BillMonth) => billDates(month, closingDay, dueDay);
  let last = addBillMonths(billMonthFor(reference, datesOf), -1);
  if (datesOf(last).due_date > reference) last = addBillMonths(last, -1);
  return datesOf(last).closing_date;
}

/**
 * The balance and first row of each of the person's accounts the file's rows go to, read before any write. `today`
 * is the person's: a card with no rows has its history end by it.
 */
export async function readAccountStarts(
  db: Executor,
  bookId: number,
  accounts: Map<string, AccountChoice>,
  today: string,
): Promise<Map<number, AccountStart>> {
  const ids = [...accounts.values()].flatMap((choice) => ('id' in choice ? [choice.id] : []));
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    opening: number;
    moved: number;
    first: string | null;
    closing: number | null;
    due: number | null;
  }>(
    db,
    sql`select a.id, a.opening_balance as opening,
               coalesce(sum(case when t.type = 'RECEITA' then t.amount else -t.amount end), 0)::bigint as moved,
               min(t.date)::text as first,
               case when a.type = 'credit_card' then a.closing_day end as closing,
               case when a.type = 'credit_card' then a.due_day end as due
          from accounts a
          left join transactions t on t.book_id = a.book_id and t.account_id = a.id
         where a.book_id = ${bookId} and a.id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by a.id, a.opening_balance, a.type, a.closing_day, a.due_day`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        balanceCents: Number(r.opening) + Number(r.moved),
        firstDate:
          r.closing !== null && r.due !== null
            ? cardHistoryEnd(Number(r.closing), Number(r.due), r.first ?? today)
            : r.first,
      },
    ]),
  );
}

/** What a row moves in the named account, in cents (a transfer out of it negative, into it positive). */
export function movementIn(row: AppRow, account: string): number {
  if (row.type === 'TRANSFER') {
    if (row.account === account) return -row.amountCents;
    return row.destination === account ? row.amountCents : 0;
  }
  if (row.account !== account) return 0;
  return row.type === 'RECEITA' ? row.amountCents : -row.amountCents;
}

/** Whether the row lands before the account's first row in Grana. */
export const landsEarlier = (row: AppRow, start: AccountStart) =>
  start.firstDate === null || row.date < start.firstDate;

/**
 * Moves the opening balance of each account kept by what the import wrote in it before its first row (up to the
 * file's last day: the installments to come are the bills', not history). In the import's write, after its rows.
 */
export async function keepBalances(
  tx: Executor,
  bookId: number,
  importId: string,
  lastDay: string,
  kept: Map<number, AccountStart>,
): Promise<void> {
  for (const [accountId, start] of kept) {
    const [row] = await queryRows<{ moved: number }>(
      tx,
      sql`select coalesce(sum(case when type = 'RECEITA' then amount else -amount end), 0)::bigint as moved
            from transactions
           where book_id = ${bookId} and import_id = ${importId} and account_id = ${accountId}
             and date <= ${lastDay} ${start.firstDate === null ? sql`` : sql`and date < ${start.firstDate}`}`,
    );
    const moved = Number(row?.moved ?? 0);
    if (moved === 0) continue;
    // Read again here: the person may have corrected it since the preview.
    const [account] = await queryRows<{ opening: number }>(
      tx,
      sql`select opening_balance as opening from accounts where book_id = ${bookId} and id = ${accountId} for update`,
    );
    if (account) await setOpeningBalance(tx, bookId, accountId, Number(account.opening) - moved);
  }
}
