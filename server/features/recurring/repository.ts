import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { accounts, categories, payees, recurring } from '../../db/schema';

export type RecurringRow = typeof recurring.$inferSelect;
export type NewRecurring = typeof recurring.$inferInsert;

export interface RecurringListRow extends RecurringRow {
  accountName: string;
  /** The account's currency (ISO 4217): the item's amount is in it. */
  accountCurrency: string;
  categoryName: string | null;
  payeeName: string | null;
}

/** A fixed expense unpaid and due by a date: its next due date and the amount it asks, in cents. */
export interface UpcomingRecurring {
  id: number;
  description: string;
  cents: number;
  dueDate: string;
}

/**
 * The fixed expenses still to pay by `until`: due by then and not paid this month. One rule for the 'Avisos' count
 * and its list.
 */
const upcomingWhere = (bookId: number, today: string, until: string) =>
  sql`book_id = ${bookId} and type = 'DESPESA' and next_run <= ${until}
      and (last_run is null or date_trunc('month', last_run) <> date_trunc('month', ${today}::date))
      -- A conta a pagar once paid has nothing more due (schedule.ts isDone, the rule's owner).
      and not (kind = 'conta' and last_run is not null)`;

export const recurringRepository = {
  async list(db: Executor, bookId: number, id?: number): Promise<RecurringListRow[]> {
    // One statement: the items with their account's name and currency, their category's and payee's names.
    return db
      .select({
        ...getTableColumns(recurring),
        accountName: accounts.name,
        accountCurrency: accounts.currency,
        categoryName: categories.name,
        payeeName: payees.name,
      })
      .from(recurring)
      .innerJoin(accounts, and(eq(accounts.id, recurring.accountId), eq(accounts.bookId, recurring.bookId)))
      .leftJoin(
        categories,
        and(eq(categories.id, recurring.categoryId), eq(categories.bookId, recurring.bookId)),
      )
      .leftJoin(payees, and(eq(payees.id, recurring.payeeId), eq(payees.bookId, recurring.bookId)))
      .where(id ? and(eq(recurring.bookId, bookId), eq(recurring.id, id)) : eq(recurring.bookId, bookId))
      .orderBy(recurring.nextRun, recurring.id);
  },

  async insert(db: Executor, values: NewRecurring): Promise<RecurringRow> {
    const [row] = await db.insert(recurring).values(values).returning();
    if (!row) throw new Error('recurring insert returned no row');
    return row;
  },

  async update(db: Executor, bookId: number, id: number, values: Partial<NewRecurring>): Promise<boolean> {
    const rows = await db
      .update(recurring)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(recurring.id, id), eq(recurring.bookId, bookId)))
      .returning({ id: recurring.id });
    return rows.length > 0;
  },

  async delete(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(recurring)
      .where(and(eq(recurring.id, id), eq(recurring.bookId, bookId)))
      .returning({ id: recurring.id });
    return rows.length > 0;
  },

  /**
   * Locks the item for the rest of the transaction. Two requests or two server processes paying or running
   * the same item wait for each other, and the second one sees what the first one wrote.
   */
  /** The person's items among `ids`, locked until the transaction ends (absent ids are left out). */
  async lockMany(db: Executor, bookId: number, ids: number[]): Promise<RecurringRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(recurring)
      .where(and(eq(recurring.bookId, bookId), inArray(recurring.id, ids)))
      .orderBy(recurring.id)
      .for('update');
  },

  async lock(db: Executor, bookId: number, id: number): Promise<RecurringRow | undefined> {
    const [row] = await db
      .select()
      .from(recurring)
      .where(and(eq(recurring.id, id), eq(recurring.bookId, bookId)))
      .for('update');
    return row;
  },

  /** Automatic items that may be due (next_run up to `until`; a paid conta never is), of one book or of every book. */
  async dueAutomatic(
    db: Executor,
    until: string,
    bookId?: number,
  ): Promise<Array<{ id: number; bookId: number; timeZone: string }>> {
    const rows = await queryRows<{ id: number; book_id: number; time_zone: string }>(
      db,
      // A book's "today" is its person's (a personal book's); the time zone of a shared book is a later slice's.
      sql`select r.id, r.book_id, u.time_zone from recurring r
          join books b on b.id = r.book_id join users u on u.id = b.personal_user_id
          where r.mode = 'automatic' and r.next_run <= ${until}
            and not (r.kind = 'conta' and r.last_run is not null) ${bookId ? sql`and r.book_id = ${bookId}` : sql``}
          order by r.book_id, r.id`,
    );
    return rows.map((r) => ({ id: Number(r.id), bookId: Number(r.book_id), timeZone: r.time_zone }));
  },

  /**
   * The items with a payment recorded (a transaction linked to them) dated from `from` to `to`. An item answered
   * 'Sim, já está no saldo' has its month counted paid (last_run) with none: that is how it is told apart.
   */
  async recordedBetween(db: Executor, bookId: number, from: string, to: string): Promise<Set<number>> {
    const rows = await queryRows<{ recurring_id: number }>(
      db,
      sql`select distinct recurring_id from transactions
          where book_id = ${bookId} and recurring_id is not null and date between ${from} and ${to}`,
    );
    return new Set(rows.map((r) => Number(r.recurring_id)));
  },

  /** Each Pix Automático's latest recorded charge above its authorised maximum (cents, date), by item id. */
  async overMax(db: Executor, bookId: number): Promise<Map<number, { amount: number; date: string }>> {
    const rows = await queryRows<{ id: number; amount: number; date: string }>(
      db,
      sql`select distinct on (r.id) r.id, abs(t.amount) as amount, t.date::text as date
          from recurring r
          join transactions t on t.recurring_id = r.id and t.book_id = r.book_id
          where r.book_id = ${bookId} and r.kind = 'pix_automatico' and abs(t.amount) > r.max_amount
          order by r.id, t.date desc, t.id desc`,
    );
    return new Map(rows.map((r) => [Number(r.id), { amount: Number(r.amount), date: r.date }]));
  },

  /** Unpaid fixed expenses due by `until` ('Avisos'); incomes expected are not bills to pay. */
  async countUpcoming(db: Executor, bookId: number, today: string, until: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from recurring where ${upcomingWhere(bookId, today, until)}`,
    );
    return Number(row?.count ?? 0);
  },

  /** The fixed expenses countUpcoming counts, each with its due date (the 'Avisos' list). */
  async upcoming(db: Executor, bookId: number, today: string, until: string): Promise<UpcomingRecurring[]> {
    const rows = await queryRows<{ id: number; description: string; amount: number; next_run: string }>(
      db,
      sql`select id, description, amount, next_run::text as next_run from recurring
          where ${upcomingWhere(bookId, today, until)} order by next_run, id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      description: r.description,
      cents: Number(r.amount),
      dueDate: r.next_run,
    }));
  },
};
