import { and, eq, sql } from 'drizzle-orm';
import type { ShareMode } from '../../../common/contract/household';
import type { SettleFigures } from '../../../common/household-shares';
import { type Executor, queryRows } from '../../db/connect';
import { bookSettlements, transactionShares, transactions } from '../../db/schema';

export interface ShareRow {
  userId: number;
  cents: number;
}

export interface SharedTransactionRow {
  id: number;
  type: string;
  amount: number;
  transferId: string | null;
  paidBy: number | null;
  shareMode: ShareMode | null;
}

/** A person's sums over a period, as common/household-shares.ts's settleUp reads them (what each one is, there). */
export interface PeriodFigures extends SettleFigures {
  name: string;
}

export type SettlementRow = typeof bookSettlements.$inferSelect & { fromName: string; toName: string };

/** The SQL of who paid, the shares and the acertos of a shared book; every query names the book. */
export const householdRepository = {
  async lockTransaction(tx: Executor, bookId: number, id: number): Promise<SharedTransactionRow | null> {
    const [row] = await tx
      .select({
        id: transactions.id,
        type: transactions.type,
        amount: transactions.amount,
        transferId: transactions.transferId,
        paidBy: transactions.paidBy,
        shareMode: transactions.shareMode,
      })
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.bookId, bookId)))
      .for('update');
    return (row as SharedTransactionRow | undefined) ?? null;
  },

  /** A row's parts, in the order the book lists people (by name): the order its cents left over went in. */
  async shares(tx: Executor, bookId: number, transactionId: number): Promise<ShareRow[]> {
    const rows = await queryRows<{ user_id: number; amount: number }>(
      tx,
      sql`select s.user_id, s.amount from transaction_shares s join users u on u.id = s.user_id
          where s.book_id = ${bookId} and s.transaction_id = ${transactionId}
          order by lower(u.name), u.id`,
    );
    return rows.map((r) => ({ userId: Number(r.user_id), cents: Number(r.amount) }));
  },

  /** Replaces the parts of one row (who paid it and its mode are the row's: ledger.setPayer writes them). */
  async replaceShares(
    tx: Executor,
    bookId: number,
    transactionId: number,
    shares: ShareRow[],
  ): Promise<void> {
    await tx
      .delete(transactionShares)
      .where(and(eq(transactionShares.bookId, bookId), eq(transactionShares.transactionId, transactionId)));
    if (shares.length > 0)
      await tx
        .insert(transactionShares)
        .values(shares.map((s) => ({ bookId, transactionId, userId: s.userId, amount: s.cents })));
  },

  /**
   * Each person's sums over the days, only read here: divided expenses they paid and their parts of them, acertos
   * they sent and received; balances and payments are settleUp's (common/household-shares.ts). The book's people
   * and anyone else with a figure (someone who left), by name. One statement, its expenses read through the
   * partial index of divided ones.
   */
  async periodFigures(db: Executor, bookId: number, from: string, to: string): Promise<PeriodFigures[]> {
    const rows = await queryRows<PeriodFigures>(
      db,
      sql`with shared as (
            select id, paid_by, amount from transactions
            where book_id = ${bookId} and share_mode is not null and date between ${from} and ${to}),
          paid as (select paid_by as user_id, sum(amount) as cents from shared group by paid_by),
          owed as (
            select s.user_id, sum(s.amount) as cents from transaction_shares s join shared on shared.id = s.transaction_id
            where s.book_id = ${bookId} group by s.user_id),
          acertos as (
            select from_user_id, to_user_id, amount from book_settlements
            where book_id = ${bookId} and date between ${from} and ${to}),
          sent as (select from_user_id as user_id, sum(amount) as cents from acertos group by 1),
          received as (select to_user_id as user_id, sum(amount) as cents from acertos group by 1),
          people as (
            select user_id from book_members where book_id = ${bookId}
            union select user_id from paid union select user_id from owed
            union select user_id from sent union select user_id from received)
          select u.id as "userId", u.name,
                 coalesce(paid.cents, 0)::bigint as paid, coalesce(owed.cents, 0)::bigint as owed,
                 coalesce(sent.cents, 0)::bigint as sent, coalesce(received.cents, 0)::bigint as received
          from people join users u on u.id = people.user_id
          left join paid on paid.user_id = u.id left join owed on owed.user_id = u.id
          left join sent on sent.user_id = u.id left join received on received.user_id = u.id
          order by lower(u.name), u.id`,
    );
    return rows.map((r) => ({
      userId: Number(r.userId),
      name: r.name,
      paid: Number(r.paid),
      owed: Number(r.owed),
      sent: Number(r.sent),
      received: Number(r.received),
    }));
  },

  /** The period's newest acertos, at most `limit`, read through the book's date index. */
  async settlements(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    limit: number,
  ): Promise<SettlementRow[]> {
    const rows = await queryRows<SettlementRow>(
      db,
      sql`select s.id, s.book_id as "bookId", s.from_user_id as "fromUserId", s.to_user_id as "toUserId",
                 s.amount, s.date::text as date, s.transfer_id as "transferId", f.name as "fromName", t.name as "toName"
          from book_settlements s join users f on f.id = s.from_user_id join users t on t.id = s.to_user_id
          where s.book_id = ${bookId} and s.date between ${from} and ${to}
          order by s.date desc, s.id desc
          limit ${limit}`,
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      fromUserId: Number(r.fromUserId),
      toUserId: Number(r.toUserId),
      amount: Number(r.amount),
    }));
  },

  async countSettlements(db: Executor, bookId: number, from: string, to: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from book_settlements
          where book_id = ${bookId} and date between ${from} and ${to}`,
    );
    return Number(row?.count ?? 0);
  },

  async insertSettlement(tx: Executor, values: typeof bookSettlements.$inferInsert): Promise<number> {
    const [row] = await tx.insert(bookSettlements).values(values).returning({ id: bookSettlements.id });
    return row!.id;
  },

  async settlement(tx: Executor, bookId: number, id: number) {
    const [row] = await tx
      .select()
      .from(bookSettlements)
      .where(and(eq(bookSettlements.id, id), eq(bookSettlements.bookId, bookId)))
      .for('update');
    return row ?? null;
  },

  async deleteSettlement(tx: Executor, bookId: number, id: number): Promise<void> {
    await tx
      .delete(bookSettlements)
      .where(and(eq(bookSettlements.id, id), eq(bookSettlements.bookId, bookId)));
  },

  /** The two legs of a transfer an acerto wrote. */
  async transferLegs(tx: Executor, bookId: number, transferId: string): Promise<number[]> {
    const rows = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), eq(transactions.transferId, transferId)));
    return rows.map((r) => r.id);
  },
};
