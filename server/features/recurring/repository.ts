import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { recurring } from '../../db/schema';

export type RecurringRow = typeof recurring.$inferSelect;
export type NewRecurring = typeof recurring.$inferInsert;

export interface RecurringListRow extends RecurringRow {
  accountName: string;
  categoryName: string | null;
  payeeName: string | null;
}

export const recurringRepository = {
  async list(db: Executor, userId: number, id?: number): Promise<RecurringListRow[]> {
    const rows = await queryRows<{
      id: number;
      account_name: string;
      category_name: string | null;
      payee_name: string | null;
    }>(
      db,
      sql`select r.id, a.name as account_name, c.name as category_name, p.name as payee_name
          from recurring r
          join accounts a on a.id = r.account_id and a.user_id = r.user_id
          left join categories c on c.id = r.category_id and c.user_id = r.user_id
          left join payees p on p.id = r.payee_id and p.user_id = r.user_id
          where r.user_id = ${userId} ${id ? sql`and r.id = ${id}` : sql``}`,
    );
    const names = new Map(rows.map((r) => [Number(r.id), r]));
    const base = await db
      .select()
      .from(recurring)
      .where(id ? and(eq(recurring.userId, userId), eq(recurring.id, id)) : eq(recurring.userId, userId))
      .orderBy(recurring.nextRun, recurring.id);
    return base.map((r) => ({
      ...r,
      accountName: names.get(r.id)?.account_name ?? '',
      categoryName: names.get(r.id)?.category_name ?? null,
      payeeName: names.get(r.id)?.payee_name ?? null,
    }));
  },

  async insert(db: Executor, values: NewRecurring): Promise<RecurringRow> {
    const [row] = await db.insert(recurring).values(values).returning();
    if (!row) throw new Error('recurring insert returned no row');
    return row;
  },

  async update(db: Executor, userId: number, id: number, values: Partial<NewRecurring>): Promise<boolean> {
    const rows = await db
      .update(recurring)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(recurring.id, id), eq(recurring.userId, userId)))
      .returning({ id: recurring.id });
    return rows.length > 0;
  },

  async delete(db: Executor, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(recurring)
      .where(and(eq(recurring.id, id), eq(recurring.userId, userId)))
      .returning({ id: recurring.id });
    return rows.length > 0;
  },

  /**
   * Locks the item for the rest of the transaction. Two requests or two server processes paying or running
   * the same item wait for each other, and the second one sees what the first one wrote.
   */
  /** The person's items among `ids`, locked until the transaction ends (absent ids are left out). */
  async lockMany(db: Executor, userId: number, ids: number[]): Promise<RecurringRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(recurring)
      .where(and(eq(recurring.userId, userId), inArray(recurring.id, ids)))
      .orderBy(recurring.id)
      .for('update');
  },

  async lock(db: Executor, userId: number, id: number): Promise<RecurringRow | undefined> {
    const [row] = await db
      .select()
      .from(recurring)
      .where(and(eq(recurring.id, id), eq(recurring.userId, userId)))
      .for('update');
    return row;
  },

  /** Automatic items that may be due (next_run up to `until`), of one user or of everyone. */
  async dueAutomatic(
    db: Executor,
    until: string,
    userId?: number,
  ): Promise<Array<{ id: number; userId: number; timeZone: string }>> {
    const rows = await queryRows<{ id: number; user_id: number; time_zone: string }>(
      db,
      sql`select r.id, r.user_id, u.time_zone from recurring r join users u on u.id = r.user_id
          where r.mode = 'automatic' and r.next_run <= ${until} ${userId ? sql`and r.user_id = ${userId}` : sql``}
          order by r.user_id, r.id`,
    );
    return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), timeZone: r.time_zone }));
  },

  /** Unpaid fixed expenses due by `until` ('Avisos'); incomes expected are not bills to pay. */
  async countUpcoming(db: Executor, userId: number, today: string, until: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from recurring
          where user_id = ${userId} and type = 'DESPESA' and next_run <= ${until}
            and (last_run is null or date_trunc('month', last_run) <> date_trunc('month', ${today}::date))`,
    );
    return Number(row?.count ?? 0);
  },
};
