// A transfer between two books (a personal account and a shared book's): each book holds one leg, with the same
// transfer_id, naming the other's book in other_book_id. What finds that other leg, names its book, and decides
// whether the person may change it.
import { type SQL, sql } from 'drizzle-orm';
import { CROSS_BOOK_MESSAGES, OTHER_BOOK_LABEL } from '../../../common/contract/transactions';
import type { AuthUser } from '../../auth-user';
import { type Executor, queryRows } from '../../db/connect';
import { forbidden } from '../../http/errors';
import { accessToOtherBook, bookLabel } from '../books/public';

/**
 * The other book's name beside row `t` of the list: only when that book still holds the other leg naming `t`'s book
 * back (a backup restored elsewhere may carry any number), else OTHER_BOOK_LABEL; null for any other row.
 */
export const otherBookName = (t: SQL) => sql`case when ${t}.other_book_id is null then null else coalesce((
    select ${bookLabel(sql`b`)} from transactions x join books b on b.id = x.book_id
    where x.transfer_id = ${t}.transfer_id and x.book_id = ${t}.other_book_id and x.other_book_id = ${t}.book_id
    limit 1), ${OTHER_BOOK_LABEL}) end`;

export interface OtherBookLeg {
  id: number;
  bookId: number;
  billMonth: string | null;
  /** Its account's currency (ISO 4217). */
  currency: string;
}

/**
 * The other leg of `leg` when it is a transfer between two books and that leg still stands, locked until the
 * transaction ends; refused (403) unless the person writes in its book too: a change or a deletion moves both legs,
 * or neither. Null when the leg is a transfer inside one book, or its other leg is gone (it then stands alone).
 */
export async function otherBookLegToChange(
  tx: Executor,
  user: AuthUser,
  leg: { bookId: number; transferId: string | null; otherBookId: number | null },
): Promise<OtherBookLeg | null> {
  if (leg.transferId === null || leg.otherBookId === null) return null;
  const [other] = await queryRows<{
    id: number;
    book_id: number;
    bill_month: string | null;
    book_name: string;
    currency: string;
  }>(
    tx,
    sql`select x.id, x.book_id, x.bill_month, ${bookLabel(sql`b`)} as book_name, a.currency
        from transactions x join books b on b.id = x.book_id
        join accounts a on a.id = x.account_id and a.book_id = x.book_id
        where x.transfer_id = ${leg.transferId} and x.book_id = ${leg.otherBookId} and x.other_book_id = ${leg.bookId}
        limit 1`,
  );
  if (!other) return null;
  // Asked before the other leg is locked: someone refused never waits on it.
  const access = await accessToOtherBook(tx, Number(other.book_id), user.id);
  if (!access?.writes) throw forbidden(CROSS_BOOK_MESSAGES.locked(other.book_name));
  const locked = await queryRows(
    tx,
    sql`select id from transactions where book_id = ${other.book_id} and id = ${other.id} for update`,
  );
  if (locked.length === 0) return null;
  return {
    id: Number(other.id),
    bookId: Number(other.book_id),
    billMonth: other.bill_month,
    currency: other.currency,
  };
}

/**
 * Called first in a change or deletion of row `id`, before any row is locked: when the row is a leg of a transfer
 * between two books, waits for any other change of that transfer to end. Each such change locks its own leg first
 * and then the other book's, so two of them started from the two books would each hold the leg the other wants
 * next (a deadlock, refused by PostgreSQL); this lock, taken on the transfer before either leg, makes them take
 * turns. Held until the transaction ends; other rows wait on nothing.
 */
export async function waitForOtherChangesOfTransfer(tx: Executor, bookId: number, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(transfer_id::text, 0))
                       from transactions where book_id = ${bookId} and id = ${id} and other_book_id is not null`);
}
