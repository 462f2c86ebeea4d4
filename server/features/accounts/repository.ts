import { and, eq, isNull, sql } from 'drizzle-orm';
import { firstDayOfMonth, lastDayOfMonth } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { accountMonthTotals, accounts, transactions } from '../../db/schema';
import { type AccountRow, ownedAccountRow } from '../shared/owned-account';

export type { AccountRow };

export interface AccountWithBalance extends AccountRow {
  /** Every row's movement, whatever its date. */
  movementTotal: number;
  /** The movement of the rows dated after today (scheduled ones, a card's later installments). */
  laterTotal: number;
  periodMovement: number;
}

export const accountsRepository = {
  findOwned: ownedAccountRow,

  /**
   * Accounts with the sum of their movements (income +, expense -, transfers included) read from the month
   * totals, apart the movement of the rows dated after `today` (not money moved yet: docs/PRODUCT.md, "Balances"),
   * and the movement of the from/to period.
   */
  async listWithBalances(
    db: Executor,
    bookId: number,
    options: { from?: string | undefined; to?: string | undefined; includeArchived: boolean; today: string },
  ): Promise<AccountWithBalance[]> {
    const totals = db
      .select({
        accountId: accountMonthTotals.accountId,
        total: sql<number>`sum(${accountMonthTotals.income} - ${accountMonthTotals.expense})::bigint`.as(
          'total',
        ),
      })
      .from(accountMonthTotals)
      .where(eq(accountMonthTotals.bookId, bookId))
      .groupBy(accountMonthTotals.accountId)
      .as('totals');
    const signed = sql`case when ${transactions.type} = 'RECEITA' then ${transactions.amount} else -${transactions.amount} end`;
    const later = db
      .select({
        accountId: transactions.accountId,
        total: sql<number>`sum(${signed})::bigint`.as('later_total'),
      })
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), sql`${transactions.date} > ${options.today}`))
      .groupBy(transactions.accountId)
      .as('later');
    const period = isWholeMonths(options.from, options.to)
      ? // A period of whole months (the month selector's) reads the month totals, a row per account and month.
        db
          .select({
            accountId: accountMonthTotals.accountId,
            movement:
              sql<number>`sum(${accountMonthTotals.income} - ${accountMonthTotals.expense})::bigint`.as(
                'movement',
              ),
          })
          .from(accountMonthTotals)
          .where(
            and(
              eq(accountMonthTotals.bookId, bookId),
              sql`${accountMonthTotals.month} between ${options.from} and ${options.to}`,
            ),
          )
          .groupBy(accountMonthTotals.accountId)
          .as('period')
      : db
          .select({
            accountId: transactions.accountId,
            movement: sql<number>`sum(${signed})::bigint`.as('movement'),
          })
          .from(transactions)
          .where(
            options.from && options.to
              ? and(
                  eq(transactions.bookId, bookId),
                  sql`${transactions.date} between ${options.from} and ${options.to}`,
                )
              : sql`false`,
          )
          .groupBy(transactions.accountId)
          .as('period');
    const rows = await db
      .select({
        account: accounts,
        total: sql<number>`coalesce(${totals.total}, 0)`,
        later: sql<number>`coalesce(${later.total}, 0)`,
        period: sql<number>`coalesce(${period.movement}, 0)`,
      })
      .from(accounts)
      .leftJoin(totals, eq(totals.accountId, accounts.id))
      .leftJoin(period, eq(period.accountId, accounts.id))
      .leftJoin(later, eq(later.accountId, accounts.id))
      .where(
        and(eq(accounts.bookId, bookId), options.includeArchived ? undefined : isNull(accounts.archivedAt)),
      )
      .orderBy(sql`${accounts.archivedAt} is not null`, sql`lower(${accounts.name})`, accounts.id);
    return rows.map((r) => ({
      ...r.account,
      movementTotal: Number(r.total),
      laterTotal: Number(r.later),
      periodMovement: Number(r.period),
    }));
  },

  async forgetPaymentAccount(db: Executor, bookId: number, paymentAccountId: number): Promise<void> {
    await db
      .update(accounts)
      .set({ paymentAccountId: null, updatedAt: new Date() })
      .where(and(eq(accounts.bookId, bookId), eq(accounts.paymentAccountId, paymentAccountId)));
  },

  async insert(
    db: Executor,
    values: { bookId: number; name: string; type: string; openingBalance: number; currency?: string },
  ): Promise<AccountRow | undefined> {
    const [row] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
    return row;
  },

  async update(
    db: Executor,
    bookId: number,
    id: number,
    values: { name: string; type: string; openingBalance: number; currency: string },
  ): Promise<AccountRow | undefined> {
    const [row] = await db
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(accounts.id, id), eq(accounts.bookId, bookId)))
      .returning();
    return row;
  },

  async setOpeningBalance(db: Executor, bookId: number, id: number, openingBalance: number): Promise<void> {
    await db
      .update(accounts)
      .set({ openingBalance, updatedAt: new Date() })
      .where(and(eq(accounts.id, id), eq(accounts.bookId, bookId)));
  },

  async setArchived(
    db: Executor,
    bookId: number,
    id: number,
    archived: boolean,
  ): Promise<AccountRow | undefined> {
    const [row] = await db
      .update(accounts)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(accounts.id, id), eq(accounts.bookId, bookId)))
      .returning();
    return row;
  },

  async hasTransactions(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await db
      .select({ one: sql`1` })
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), eq(transactions.accountId, id)))
      .limit(1);
    return rows.length > 0;
  },

  async delete(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.bookId, bookId)))
      .returning({ id: accounts.id });
    return rows.length > 0;
  },
};

/** True when from is the first day of a month and to the last day of a month (one or several whole months). */
function isWholeMonths(from: string | undefined, to: string | undefined): from is string {
  return !!from && !!to && from <= to && from === firstDayOfMonth(from) && to === lastDayOfMonth(to);
}
