import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { goals } from '../../db/schema';

export type GoalRow = typeof goals.$inferSelect;
export type NewGoal = typeof goals.$inferInsert;

export interface GoalWithProgress extends GoalRow {
  contributed: number;
  contributionsCount: number;
}

export const goalsRepository = {
  /** Goals with the sum of their contributions (the destination legs of the transfers linked to them). */
  async listWithProgress(db: Executor, bookId: number, id?: number): Promise<GoalWithProgress[]> {
    const rows = await queryRows<{ id: number; contributed: number; count: number }>(
      db,
      sql`select g.id, coalesce(c.total, 0)::bigint as contributed, coalesce(c.count, 0)::int as count
          from goals g
          left join (
            select goal_id, sum(amount) as total, count(*) as count from transactions
            where book_id = ${bookId} and goal_id is not null and type = 'RECEITA'
            group by goal_id
          ) c on c.goal_id = g.id
          where g.book_id = ${bookId} ${id ? sql`and g.id = ${id}` : sql``}`,
    );
    const progress = new Map(rows.map((r) => [Number(r.id), r]));
    const base = await db
      .select()
      .from(goals)
      .where(id ? and(eq(goals.bookId, bookId), eq(goals.id, id)) : eq(goals.bookId, bookId));
    return base.map((g) => ({
      ...g,
      contributed: Number(progress.get(g.id)?.contributed ?? 0),
      contributionsCount: Number(progress.get(g.id)?.count ?? 0),
    }));
  },

  async findOwned(db: Executor, bookId: number, id: number): Promise<GoalRow | undefined> {
    const [row] = await db
      .select()
      .from(goals)
      .where(and(eq(goals.id, id), eq(goals.bookId, bookId)))
      .limit(1);
    return row;
  },

  async insert(db: Executor, values: NewGoal): Promise<GoalRow> {
    const [row] = await db.insert(goals).values(values).returning();
    if (!row) throw new Error('goal insert returned no row');
    return row;
  },

  async update(db: Executor, bookId: number, id: number, values: Partial<NewGoal>): Promise<void> {
    await db
      .update(goals)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(goals.id, id), eq(goals.bookId, bookId)));
  },

  /** Deletes the goal; the service first unlinks its contributions through the ledger. */
  async delete(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(goals).where(and(eq(goals.id, id), eq(goals.bookId, bookId)));
  },
};
