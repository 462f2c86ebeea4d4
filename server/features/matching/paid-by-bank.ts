import { sql } from 'drizzle-orm';
import { addDays } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { namesTheLine, windowOf } from './rules';

/** A fixed item's payment about to be recorded ('Pagar', the automatic run, 'Já pago este mês?'). */
export interface PaymentToRecord {
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
  date: string;
  /** What a bank line paying it may name: the item's description. */
  names: readonly string[];
}

/** A stored row that holds a bank line, as the payment takes it over. */
export interface BankRow {
  id: number;
  date: string;
  description: string;
  bankText: string | null;
  categoryId: number | null;
  splitAmount: number;
}

/** Past this many rows of one amount in a week, none could be told from the others anyway. */
const MAX_ROWS = 10;

/**
 * The row a bank line already brought for the payment about to be recorded, or null: the matcher's rule seen from
 * the other side. A statement file or bank sync may bring the line before the fixed item is paid (the item
 * registered after the import, the line days away from the due date, a bank that debits early); recording the
 * payment as a new row would then count the same bank transaction twice. The row is of the same account, type and
 * amount, within the line's window of the payment's date (3 days, 5 on a card, rules.ts), holds a line of a file or
 * of the sync (or a typed row matched with one), and is nothing else's yet: no fixed item's, no transfer's leg, no
 * installment, no goal's. Ranked as the matcher ranks (choose.ts): one naming the item first, then the nearest
 * date; two different rows alike in rank are left to the person (null), as the matcher leaves them.
 */
export async function bankRowPaying(
  tx: Executor,
  bookId: number,
  payment: PaymentToRecord,
): Promise<BankRow | null> {
  const [account] = await queryRows<{ type: string }>(
    tx,
    sql`select type from accounts where book_id = ${bookId} and id = ${payment.accountId}`,
  );
  if (!account) return null;
  const days = windowOf(account.type);
  const rows = await queryRows<{
    id: number;
    date: string;
    description: string;
    bank_text: string | null;
    category_id: number | null;
    payee_id: number | null;
    payee_name: string | null;
    split_amount: number;
  }>(
    tx,
    sql`select t.id, t.date::text as date, t.description, t.bank_text, t.category_id, t.payee_id,
               p.name as payee_name, t.split_amount
        from transactions t
        left join payees p on p.id = t.payee_id and p.book_id = t.book_id
        where t.book_id = ${bookId} and t.account_id = ${payment.accountId} and t.type = ${payment.type}
          and t.amount = ${payment.amountCents}
          and t.date between ${addDays(payment.date, -days)} and ${addDays(payment.date, days)}
          and (t.external_id is not null or t.sync_id is not null or t.bank_date is not null
               or t.origin in ('import', 'sync'))
          and t.recurring_id is null and t.transfer_id is null and t.installment_group is null
          and t.goal_id is null
        order by abs(t.date - ${payment.date}::date), t.id
        limit ${MAX_ROWS}`,
  );
  const named = (r: (typeof rows)[number]) =>
    payment.names.some((n) =>
      [r.bank_text, r.description, r.payee_name].some((text) => text !== null && namesTheLine(n, text)),
    );
  const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  const rank = (r: (typeof rows)[number]) =>
    [named(r) ? 0 : 1, Math.abs(dayNumber(r.date) - dayNumber(payment.date))] as const;
  const ranked = rows
    .map((r) => ({ r, rank: rank(r) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || Number(a.r.id) - Number(b.r.id));
  const [best, second] = ranked;
  if (!best) return null;
  // Two rows the person could not tell apart (same date, text and payee) are the same choice; others are not.
  const tied =
    second !== undefined &&
    second.rank[0] === best.rank[0] &&
    second.rank[1] === best.rank[1] &&
    !(
      second.r.date === best.r.date &&
      second.r.description === best.r.description &&
      second.r.payee_id === best.r.payee_id
    );
  if (tied) return null;
  return {
    id: Number(best.r.id),
    date: best.r.date,
    description: best.r.description,
    bankText: best.r.bank_text,
    categoryId: best.r.category_id === null ? null : Number(best.r.category_id),
    splitAmount: Number(best.r.split_amount),
  };
}
