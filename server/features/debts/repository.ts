import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { debtPayments, debtPrepayments, debts, transactions } from '../../db/schema';
import { readInGroups } from '../shared/id-groups';

/**
 * Debts whose prepayments (or paid instalments) one statement reads: 1,200 rows at most (the heaviest book's
 * 12,000 in one statement held PGlite and the event loop 0.15 s; see shared/id-groups.ts).
 */
const DEBTS_PER_READ = 10;

export type DebtRow = typeof debts.$inferSelect;
export type NewDebt = typeof debts.$inferInsert;
export type PrepaymentRow = typeof debtPrepayments.$inferSelect;

/** An instalment recorded as paid whose expense still stands. */
export interface PaymentRow {
  debtId: number;
  number: number;
  transactionId: number;
}

/** A recorded payment with the date of its expense: the day the instalment stopped being owed. */
export interface PaymentRead extends PaymentRow {
  /** ISO 'YYYY-MM-DD'. */
  date: string;
}

const ofBook = (bookId: number, id: number) => and(eq(debts.id, id), eq(debts.bookId, bookId));

export const debtsRepository = {
  /** The book's debts (at most MAX_DEBTS_PER_BOOK), oldest contract first. */
  async list(db: Executor, bookId: number): Promise<DebtRow[]> {
    return db
      .select()
      .from(debts)
      .where(eq(debts.bookId, bookId))
      .orderBy(asc(debts.contractDate), asc(debts.id));
  },

  /**
   * The book's debts paid from one of `accountIds` with a first instalment due by `until` (none of a later one can
   * be due within a forecast ending then), in one query.
   */
  async listPaidFrom(db: Executor, bookId: number, accountIds: number[], until: string): Promise<DebtRow[]> {
    if (accountIds.length === 0) return [];
    return db
      .select()
      .from(debts)
      .where(
        and(
          eq(debts.bookId, bookId),
          inArray(debts.paymentAccountId, accountIds),
          lte(debts.firstDueDate, until),
        ),
      )
      .orderBy(asc(debts.contractDate), asc(debts.id));
  },

  /** The debt, locked for the caller's transaction when `lock` (a payment and an edit take turns). */
  async find(db: Executor, bookId: number, id: number, lock = false): Promise<DebtRow | undefined> {
    const query = db.select().from(debts).where(ofBook(bookId, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async count(db: Executor, bookId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(debts)
      .where(eq(debts.bookId, bookId));
    return Number(row?.count ?? 0);
  },

  async insert(db: Executor, values: NewDebt): Promise<number> {
    const [row] = await db.insert(debts).values(values).returning({ id: debts.id });
    if (!row) throw new Error('debt insert returned no row');
    return row.id;
  },

  async update(db: Executor, bookId: number, id: number, values: Partial<NewDebt>): Promise<void> {
    await db
      .update(debts)
      .set({ ...values, updatedAt: new Date() })
      .where(ofBook(bookId, id));
  },

  async delete(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(debts).where(ofBook(bookId, id));
  },

  /** The prepayments of the debts (each at most MAX_LOAN_PREPAYMENTS), by date. */
  /** The debts' prepayments, each debt's by date and entry, DEBTS_PER_READ debts a statement. */
  prepayments(db: Executor, bookId: number, debtIds: number[]): Promise<PrepaymentRow[]> {
    return readInGroups(debtIds, DEBTS_PER_READ, (some) =>
      db
        .select()
        .from(debtPrepayments)
        .where(and(eq(debtPrepayments.bookId, bookId), inArray(debtPrepayments.debtId, some)))
        .orderBy(asc(debtPrepayments.date), asc(debtPrepayments.id)),
    );
  },

  async findPrepayment(db: Executor, bookId: number, id: number): Promise<PrepaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(debtPrepayments)
      .where(and(eq(debtPrepayments.id, id), eq(debtPrepayments.bookId, bookId)));
    return row;
  },

  async insertPrepayment(db: Executor, values: typeof debtPrepayments.$inferInsert): Promise<number> {
    const [row] = await db.insert(debtPrepayments).values(values).returning({ id: debtPrepayments.id });
    if (!row) throw new Error('prepayment insert returned no row');
    return row.id;
  },

  async deletePrepayment(db: Executor, bookId: number, id: number): Promise<void> {
    await db
      .delete(debtPrepayments)
      .where(and(eq(debtPrepayments.id, id), eq(debtPrepayments.bookId, bookId)));
  },

  /**
   * The instalments recorded as paid whose expense still stands, with its date (one deleted reads as unpaid; its link
   * stays, so undoing the deletion makes it paid again).
   */
  async payments(db: Executor, bookId: number, debtIds: number[]): Promise<PaymentRead[]> {
    const rows = await readInGroups(debtIds, DEBTS_PER_READ, (some) =>
      db
        .select({
          debtId: debtPayments.debtId,
          number: debtPayments.number,
          transactionId: debtPayments.transactionId,
          date: transactions.date,
        })
        .from(debtPayments)
        .innerJoin(
          transactions,
          and(eq(transactions.id, debtPayments.transactionId), eq(transactions.bookId, bookId)),
        )
        .where(and(eq(debtPayments.bookId, bookId), inArray(debtPayments.debtId, some))),
    );
    return rows.map((r) => ({ ...r, debtId: Number(r.debtId), transactionId: Number(r.transactionId) }));
  },

  /** Links instalment `number` to the expense that paid it (replacing a link whose expense was deleted). */
  async recordPayment(db: Executor, bookId: number, row: PaymentRow): Promise<void> {
    await db
      .insert(debtPayments)
      .values({ bookId, ...row })
      .onConflictDoUpdate({
        target: [debtPayments.bookId, debtPayments.debtId, debtPayments.number],
        set: { transactionId: row.transactionId },
      });
  },
};
