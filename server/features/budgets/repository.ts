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
    // Budgets are whole months, so what was spent comes from the month totals (split parts included,
    // transfers left out) rather than from the month's transactions.
    return queryRows<BudgetRow>(
      db,
      sql`select b.id, b.category_id, c.name as category, b.month, b.amount, b.rollover,
                 coalesce(spent.amount, 0)::bigint as spent,
                 case when b.rollover then coalesce((
                   select sum(e.amount - coalesce(es.amount, 0))
                   from budgets e
                   left join category_month_totals es
                     on es.user_id = e.user_id and es.category_id = e.category_id and es.month = e.month
                    and es.type = 'DESPESA'
                   where e.user_id = b.user_id and e.category_id = b.category_id and e.month < b.month), 0)
                 else 0 end::bigint as carried
          from budgets b
          join categories c on c.id = b.category_id and c.user_id = b.user_id
          left join category_month_totals spent
            on spent.user_id = b.user_id and spent.category_id = b.category_id and spent.month = b.month
           and spent.type = 'DESPESA'
          where b.user_id = ${userId} and b.month = ${month}
          order by lower(c.name), b.id`,
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
