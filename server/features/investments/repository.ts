import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { accounts, fixedIncomePositions } from '../../db/schema';

export type PositionRow = typeof fixedIncomePositions.$inferSelect;
export type NewPosition = typeof fixedIncomePositions.$inferInsert;

/** A position with its account's name and the account its application came from, as the list shows it. */
export interface PositionWithAccount extends PositionRow {
  accountName: string;
  sourceAccountId: number | null;
}

export const investmentsRepository = {
  /** The book's positions (at most MAX_POSITIONS_PER_BOOK), open ones first, then by application date. */
  async list(db: Executor, bookId: number): Promise<PositionWithAccount[]> {
    return db
      .select({
        position: fixedIncomePositions,
        accountName: accounts.name,
        // The application transfer's leg that left an account (indexed by transfer_id); gone when it was deleted.
        sourceAccountId: sql<number | null>`(
          select t.account_id from transactions t
          where t.book_id = ${bookId}
            and t.transfer_id = ${fixedIncomePositions.applicationTransferId} and t.type = 'DESPESA'
          limit 1)`,
      })
      .from(fixedIncomePositions)
      .innerJoin(
        accounts,
        and(
          eq(accounts.id, fixedIncomePositions.accountId),
          eq(accounts.bookId, fixedIncomePositions.bookId),
        ),
      )
      .where(eq(fixedIncomePositions.bookId, bookId))
      .orderBy(
        sql`${fixedIncomePositions.redeemedOn} is not null`,
        asc(fixedIncomePositions.appliedOn),
        asc(fixedIncomePositions.id),
      )
      .then((rows) =>
        rows.map((r) => ({
          ...r.position,
          accountName: r.accountName,
          sourceAccountId: r.sourceAccountId === null ? null : Number(r.sourceAccountId),
        })),
      );
  },

  /** The book's positions alone, in no order: what the net worth values (without the list's names and sources). */
  async rows(db: Executor, bookId: number): Promise<PositionRow[]> {
    return db.select().from(fixedIncomePositions).where(eq(fixedIncomePositions.bookId, bookId));
  },

  /** The applied amounts of the positions open on `date`, summed by account. */
  async appliedByAccount(
    db: Executor,
    bookId: number,
    date: string,
  ): Promise<Array<{ accountId: number; cents: number }>> {
    return db
      .select({
        accountId: fixedIncomePositions.accountId,
        cents: sql<number>`sum(${fixedIncomePositions.appliedCents})::bigint`,
      })
      .from(fixedIncomePositions)
      .where(
        and(
          eq(fixedIncomePositions.bookId, bookId),
          sql`${fixedIncomePositions.appliedOn} <= ${date}`,
          sql`(${fixedIncomePositions.redeemedOn} is null or ${fixedIncomePositions.redeemedOn} > ${date})`,
        ),
      )
      .groupBy(fixedIncomePositions.accountId);
  },

  /** The position, locked for the caller's transaction (a redemption and a delete take turns). */
  async findForUpdate(db: Executor, bookId: number, id: number): Promise<PositionRow | undefined> {
    const [row] = await db
      .select()
      .from(fixedIncomePositions)
      .where(and(eq(fixedIncomePositions.id, id), eq(fixedIncomePositions.bookId, bookId)))
      .for('update');
    return row;
  },

  async count(db: Executor, bookId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(fixedIncomePositions)
      .where(eq(fixedIncomePositions.bookId, bookId));
    return Number(row?.count ?? 0);
  },

  async insert(db: Executor, values: NewPosition): Promise<number> {
    const [row] = await db
      .insert(fixedIncomePositions)
      .values(values)
      .returning({ id: fixedIncomePositions.id });
    if (!row) throw new Error('position insert returned no row');
    return row.id;
  },

  /** What stays applied in a position after a part of it was redeemed (split off as a position of its own). */
  async keepApplied(db: Executor, bookId: number, id: number, appliedCents: number): Promise<void> {
    await db
      .update(fixedIncomePositions)
      .set({ appliedCents, updatedAt: new Date() })
      .where(and(eq(fixedIncomePositions.id, id), eq(fixedIncomePositions.bookId, bookId)));
  },

  async markRedeemed(db: Executor, bookId: number, id: number, on: string, netCents: number): Promise<void> {
    await db
      .update(fixedIncomePositions)
      .set({ redeemedOn: on, redeemedNetCents: netCents, updatedAt: new Date() })
      .where(and(eq(fixedIncomePositions.id, id), eq(fixedIncomePositions.bookId, bookId)));
  },

  async delete(db: Executor, bookId: number, id: number): Promise<void> {
    await db
      .delete(fixedIncomePositions)
      .where(and(eq(fixedIncomePositions.id, id), eq(fixedIncomePositions.bookId, bookId)));
  },
};
