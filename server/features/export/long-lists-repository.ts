import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { type AssetValuationRow, type DebtPaymentRow, type DebtPrepaymentRow, iso } from './repository';

/**
 * The backup's long lists of the debts and the bens, a page at a time past the last row read (read-steps.ts
 * listInSteps): the heaviest person holds 12,000 prepayments, 12,000 paid instalments and 24,000 valuations, and
 * each list read in one step held PGlite, and the event loop, a few hundred milliseconds.
 */
export const longListsRepository = {
  /**
   * The debts' prepayments by id (those of one date apply in that order). The expense that paid one is written
   * only while it is in the book: the link outlives a deleted expense (so that undoing the deletion finds it), but
   * the file has no such expense to name. One that is there was read with the transactions (references-seen.ts).
   */
  debtPrepaymentPage(
    db: Executor,
    bookId: number,
    after: number,
    limit: number,
  ): Promise<DebtPrepaymentRow[]> {
    return queryRows<DebtPrepaymentRow>(
      db,
      sql`select p.id, p.debt_id as "debtId", p.date::text as date, p.amount_cents as "amountCents", p.mode,
                 case when exists (select 1 from transactions t where t.id = p.transaction_id and t.book_id = p.book_id)
                      then p.transaction_id end as "transactionId",
                 ${iso('p.created_at')} as "createdAt"
          from debts d join debt_prepayments p on p.debt_id = d.id and p.book_id = d.book_id
          where d.book_id = ${bookId} and p.id > ${after} order by p.id limit ${limit}`,
    );
  },

  /**
   * The instalments recorded as paid whose expense is in the book (one whose expense was deleted reads as unpaid),
   * by debt and number, past the instalment `after`.
   */
  debtPaymentPage(
    db: Executor,
    bookId: number,
    after: Pick<DebtPaymentRow, 'debtId' | 'number'> | null,
    limit: number,
  ): Promise<DebtPaymentRow[]> {
    return queryRows<DebtPaymentRow>(
      db,
      sql`select p.debt_id as "debtId", p.number, p.transaction_id as "transactionId"
          from debts d join debt_payments p on p.debt_id = d.id and p.book_id = d.book_id
          where d.book_id = ${bookId}
            ${after === null ? sql`` : sql`and (p.debt_id, p.number) > (${after.debtId}, ${after.number})`}
            and exists (select 1 from transactions t where t.id = p.transaction_id and t.book_id = p.book_id)
          order by p.debt_id, p.number limit ${limit}`,
    );
  },

  /** The bens' valuations by id, through their bens (the valuations' index leads with the bem). */
  assetValuationPage(
    db: Executor,
    bookId: number,
    after: number,
    limit: number,
  ): Promise<AssetValuationRow[]> {
    return queryRows<AssetValuationRow>(
      db,
      sql`select v.id, v.asset_id as "assetId", v.date::text as date, v.value_cents as "valueCents",
                 ${iso('v.created_at')} as "createdAt"
          from assets a join asset_valuations v on v.asset_id = a.id and v.book_id = a.book_id
          where a.book_id = ${bookId} and v.id > ${after} order by v.id limit ${limit}`,
    );
  },
};
