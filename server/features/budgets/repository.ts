import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

export interface BudgetRow {
  id: number;
  category_id: number;
  category: string;
  month: string;
  amount: number;
  rollover: boolean;
  spent: number;
  carried: number;
}

export const budgetsRepository = {
  /**
   * The month's budgets with what was spent (expenses of the category, split parts included, transfers left
   * out) and, for rollover categories, what the category's earlier budgeted months left or overspent.
   */
  async listMonth(db: Executor, userId: number, month: string): Promise<BudgetRow[]> {
    return queryRows<BudgetRow>(
      db,
      sql`with month_budgets as (
            select b.id, b.category_id, c.name as category, b.month, b.amount, b.rollover
            from budgets b join categories c on c.id = b.category_id and c.user_id = b.user_id
            where b.user_id = ${userId} and b.month = ${month}
          ),
          earlier as (
            select pb.category_id, pb.month, pb.amount
            from budgets pb
            where pb.user_id = ${userId} and pb.month < ${month}
              and pb.category_id in (select category_id from month_budgets where rollover)
          ),
          spent as (
            select l.category_id, date_trunc('month', l.date)::date as month, sum(l.amount)::bigint as total
            from transaction_lines l
            where l.user_id = ${userId} and l.type = 'DESPESA'
              and l.category_id in (select category_id from month_budgets)
              and l.date <= (${month}::date + interval '1 month' - interval '1 day')::date
              and l.date >= coalesce((select min(month) from earlier), ${month}::date)
            group by l.category_id, date_trunc('month', l.date)
          )
          select mb.id, mb.category_id, mb.category, mb.month, mb.amount, mb.rollover,
                 coalesce((select s.total from spent s where s.category_id = mb.category_id and s.month = mb.month), 0)::bigint as spent,
                 case when mb.rollover then coalesce((
                   select sum(e.amount - coalesce(s.total, 0))
                   from earlier e left join spent s on s.category_id = e.category_id and s.month = e.month
                   where e.category_id = mb.category_id), 0) else 0 end::bigint as carried
          from month_budgets mb
          order by lower(mb.category), mb.id`,
    );
  },

  /** Creates or updates the budget of the category and month; answers its id and whether it was new. */
  async upsert(
    db: Executor,
    userId: number,
    values: { categoryId: number; month: string; amount: number; rollover: boolean | undefined },
  ): Promise<{ id: number; inserted: boolean }> {
    // A new month's budget takes the category's rollover choice unless one is sent.
    const rollover =
      values.rollover === undefined
        ? sql`coalesce((select bool_or(rollover) from budgets where user_id = ${userId} and category_id = ${values.categoryId}), false)`
        : sql`${values.rollover}`;
    const [row] = await queryRows<{ id: number; inserted: boolean }>(
      db,
      sql`insert into budgets (user_id, category_id, month, amount, rollover)
          values (${userId}, ${values.categoryId}, ${values.month}, ${values.amount}, ${rollover})
          on conflict (user_id, category_id, month)
          do update set amount = excluded.amount, updated_at = now()
          returning id, (xmax = 0) as inserted`,
    );
    if (!row) throw new Error('budget upsert returned no row');
    return { id: Number(row.id), inserted: row.inserted };
  },

  /** Turns rollover on or off for every month of the category; answers how many budgets changed. */
  async setRollover(db: Executor, userId: number, categoryId: number, rollover: boolean): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update budgets set rollover = ${rollover}, updated_at = now()
          where user_id = ${userId} and category_id = ${categoryId} returning id`,
    );
    return rows.length;
  },

  async delete(db: Executor, userId: number, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`delete from budgets where id = ${id} and user_id = ${userId} returning id`,
    );
    return rows.length > 0;
  },
};
