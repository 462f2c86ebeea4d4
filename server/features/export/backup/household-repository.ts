import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/connect';
import { idList, iso } from '../repository';

/**
 * What the backup reads of a shared book's household: its people (by e-mail, with their incomes) and its acertos.
 * The parts of divided expenses are read with their transactions (transactions-repository.ts sharesOf).
 */

/** Someone a shared book's rows name (a member, or someone who left), with their income in the book if any. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  income: number | null;
}

export interface SettlementRow {
  id: number;
  fromUserId: number;
  toUserId: number;
  amount: number;
  date: string;
  transferId: string | null;
  createdBy: number | null;
  createdAt: string;
}

export const householdExportRepository = {
  /** The book's acertos, in the order they were recorded. */
  settlements(db: Executor, bookId: number): Promise<SettlementRow[]> {
    return queryRows<SettlementRow>(
      db,
      sql`select id, from_user_id as "fromUserId", to_user_id as "toUserId", amount, date::text as date,
                 transfer_id::text as "transferId", created_by as "createdBy", ${iso('created_at')} as "createdAt"
          from book_settlements where book_id = ${bookId} order by id`,
    );
  },

  /**
   * The book's people and anyone else among `userIds` (someone who left but still paid or owes a row), by e-mail;
   * an id of a deleted person names no one and is not here.
   */
  people(db: Executor, bookId: number, userIds: number[]): Promise<PersonRow[]> {
    return queryRows<PersonRow>(
      db,
      sql`with ids as (
            select user_id as id from book_members where book_id = ${bookId}
            union select unnest(${idList(userIds)}))
          select u.id, u.name, u.email, m.income
          from ids join users u on u.id = ids.id
          left join book_members m on m.book_id = ${bookId} and m.user_id = u.id
          order by u.id`,
    );
  },
};
