import { sql } from 'drizzle-orm';
import { rolesThatMay } from '../../../common/contract/books';
import type { TransferBook } from '../../../common/contract/transactions';
import { type Executor, queryRows } from '../../db/connect';
import { bookNameFor } from '../books/public';

/** The roles that write in a book, from the table of abilities: one PostgreSQL array parameter ('{dono,editor}'). */
const WRITER_ROLES = `{${rolesThatMay('write').join(',')}}`;

export const transfersRepository = {
  /**
   * The books other than `bookId` the person writes in (at most MAX_BOOKS_PER_PERSON), their personal one first, then
   * by name, each with its active accounts by name (at most MAX_ACCOUNTS each): one statement.
   */
  async otherBooksWithAccounts(db: Executor, userId: number, bookId: number): Promise<TransferBook[]> {
    const rows = await queryRows<TransferBook>(
      db,
      sql`select b.id, ${bookNameFor(sql`b`, userId)} as name,
                 coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type)
                                           order by lower(a.name), a.id)
                           from accounts a where a.book_id = b.id and a.archived_at is null), '[]') as accounts
          from book_members m join books b on b.id = m.book_id
          where m.user_id = ${userId} and m.role = any(${WRITER_ROLES}::text[]) and b.id <> ${bookId}
          order by not coalesce(b.personal_user_id = ${userId}, false), lower(b.name), b.id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      accounts: r.accounts.map((a) => ({ ...a, id: Number(a.id) })),
    }));
  },
};
