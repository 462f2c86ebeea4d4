import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { idArray, type JsonRow } from '../../db/json-rows';
import { countedUnder } from '../shared/category-rollup';
import { type FlowsInReais, flowCorrections } from '../shared/flows-in-reais';

/** What repository.makeOwn wrote: the budgets it copied into the month, and whether it marked the month. */
export interface OwnMade {
  copied: number[];
  marked: boolean;
}

export interface BudgetRow {
  id: number;
  category_id: number;
  category: string;
  /** The month asked for. */
  month: string;
  /** The month whose list is in force: the month itself, or the earlier month it repeats. */
  source_month: string;
  amount: number;
  rollover: boolean;
  spent: number;
  carried: number;
  /** The budget's category's parent, for a subcategory; null for a top-level category. */
  parent_id: number | null;
  /** Accounts in another currency whose expenses in spent's or carried's months were left out (no rate). */
  unconverted_accounts: Array<number | string>;
}

/**
 * The months whose budget list is the person's own choice: those with budget rows, and those marked in
 * budget_months (a list emptied by deleting its last budget stays empty instead of repeating an earlier one).
 */
const ownMonths = (bookId: number) => sql`
  select month from budgets where book_id = ${bookId}
  union
  select month from budget_months where book_id = ${bookId}`;

/** The month whose list is in force in `month`: the latest own month up to it (null before the first). */
const sourceOf = (bookId: number, month: SQL) =>
  sql`(select max(o.month) from (${ownMonths(bookId)}) o where o.month <= ${month})`;

export const budgetsRepository = {
  /**
   * The budgets in force in the month, the one rule every reader uses (the page, the dashboard, the rollover
   * carry): the month's own list when it has one, else the list of the latest earlier month that has one,
   * repeated. Each comes with what was spent in the month (expenses of the category and, for a parent, of its
   * subcategories; split parts included, transfers left out) and, for rollover categories, what the category
   * left or overspent in every earlier month where it had a budget in force, repeated months included. A
   * budget's category comes with its parent's id (parent_id): the web's month totals count a child's budget once.
   */
  async inForce(
    db: Executor,
    bookId: number,
    month: string,
    flows: FlowsInReais,
    moves: SQL | null,
  ): Promise<BudgetRow[]> {
    // Budgets are whole months, so what was spent comes from the month totals rather than the transactions.
    // in_force: each month from the first list to the asked one, with the month whose list it shows (a running
    // max). lines: the budgets in force in those months, kept for the asked month and, for rollover
    // categories (the choice is the category's, on all its rows), for the months before it, whose left-over
    // sum is what is carried. One pass of window functions: no query per month or per budget.
    // spent: each category's expenses by month, a subcategory's counted under itself and again under its parent
    // (shared/category-rollup.ts), so a budget on a parent covers its children and one on a child the child alone,
    // in the month and in every carried month alike. The accounts in other currencies' expenses come in reais
    // (`flows`, read from the first list's month to this one's end: what the totals counted turned into reais at
    // each row's date), and those left out for want of a rate name their account (left_out) on the budgets whose
    // spent or carried months they were in.
    const totals = sql`select t.category_id, t.month, t.amount, null::bigint as left_out
                       from category_month_totals t
                       where t.book_id = ${bookId} and t.type = 'DESPESA'
                         and t.month between (select min(month) from in_force) and ${month}::date`;
    const inReais = sql`select x.key, x.month, x.amount, x.left_out from ${flowCorrections(flows)} x
                        where x.type = 'DESPESA'`;
    const converted = flows.groups.length === 0 ? totals : sql`${totals} union all ${inReais}`;
    // In caixa, a card's expense counts in its bill's month (shared/spending-basis.ts).
    const money =
      moves === null
        ? converted
        : sql`${converted} union all
              select mv.category_id, date_trunc('month', mv.date)::date, mv.amount, null::bigint
              from ${moves} mv where mv.type = 'DESPESA'`;
    return queryRows<BudgetRow>(
      db,
      sql`with own as (${ownMonths(bookId)}),
          in_force as materialized (
            select gs::date as month, max(o.month) over (order by gs) as source_month
            from generate_series((select min(month) from own), ${month}::date, interval '1 month') gs
            left join own o on o.month = gs::date
          ),
          spent as (
            select u.id as category_id, t.month, sum(t.amount) as amount,
                   array_agg(distinct t.left_out) filter (where t.left_out is not null) as left_out
            from (${money}) t
            join categories c on c.id = t.category_id and c.book_id = ${bookId}
            cross join lateral ${countedUnder('c')} as u(id)
            where u.id is not null
            group by u.id, t.month
          ),
          lines as (
            select f.month, f.source_month, b.id, b.category_id, b.amount, b.rollover, t.left_out,
                   coalesce(t.amount, 0) as spent,
                   sum(b.amount - coalesce(t.amount, 0)) over (
                     partition by b.category_id order by f.month
                     rows between unbounded preceding and 1 preceding) as left_before
            from in_force f
            join budgets b on b.book_id = ${bookId} and b.month = f.source_month
             and (b.rollover or f.month = ${month}::date)
            left join spent t on t.category_id = b.category_id and t.month = f.month
          ),
          left_out as (
            select l.category_id, array_agg(distinct a.id order by a.id) as ids
            from lines l cross join lateral unnest(l.left_out) as a(id)
            group by l.category_id
          )
          select l.id, l.category_id, c.name as category, c.parent_id, l.month, l.source_month, l.amount, l.rollover,
                 l.spent::bigint as spent,
                 (case when l.rollover then coalesce(l.left_before, 0) else 0 end)::bigint as carried,
                 coalesce(o.ids, '{}'::bigint[]) as unconverted_accounts
          from lines l
          join categories c on c.id = l.category_id and c.book_id = ${bookId}
          left join left_out o on o.category_id = l.category_id
          where l.month = ${month}::date
          order by lower(c.name), l.id`,
    );
  },

  /** One of the person's budget rows, with the month it was written for. */
  async findOwned(
    db: Executor,
    bookId: number,
    id: number,
  ): Promise<{ id: number; category_id: number; month: string } | undefined> {
    const [row] = await queryRows<{ id: number; category_id: number; month: string }>(
      db,
      sql`select id, category_id, month from budgets where id = ${id} and book_id = ${bookId}`,
    );
    return row && { ...row, id: Number(row.id), category_id: Number(row.category_id) };
  },

  /** The month whose list is in force in `month`; null when no list exists up to it. */
  async sourceMonth(db: Executor, bookId: number, month: string): Promise<string | null> {
    const [row] = await queryRows<{ source: string | null }>(
      db,
      sql`select ${sourceOf(bookId, sql`${month}::date`)} as source`,
    );
    return row?.source ?? null;
  },

  /** The first month with a rollover budget: where a carry can begin (null without one). */
  async firstRolloverMonth(db: Executor, bookId: number): Promise<string | null> {
    const [row] = await queryRows<{ first: string | null }>(
      db,
      sql`select to_char(min(month), 'YYYY-MM-DD') as first from budgets where book_id = ${bookId} and rollover`,
    );
    return row?.first ?? null;
  },

  /** The ids of the rollover categories and their subcategories (whose money a parent's budget counts). */
  rolloverCategories(bookId: number): SQL {
    return sql`select c.id from categories c
               where c.book_id = ${bookId}
                 and (c.id in (select b.category_id from budgets b where b.book_id = ${bookId} and b.rollover)
                      or c.parent_id in (select b.category_id from budgets b where b.book_id = ${bookId} and b.rollover))`;
  },

  /** How many budget rows were written for the month itself (repeated ones not counted). */
  async countOwn(db: Executor, bookId: number, month: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from budgets where book_id = ${bookId} and month = ${month}`,
    );
    return Number(row?.count ?? 0);
  },

  /**
   * Gives the month a list of its own: when its budgets are repeated from an earlier month, that list is
   * copied into it (amounts and rollover), and the month is marked as having its own list. Nothing changes
   * for a month that already has one. Run inside the write's transaction, after lockBook.
   */
  async makeOwn(tx: Executor, bookId: number, month: string): Promise<OwnMade> {
    const copied = await queryRows<{ id: number }>(
      tx,
      sql`insert into budgets (book_id, category_id, month, amount, rollover)
          select book_id, category_id, ${month}::date, amount, rollover from budgets
          where book_id = ${bookId}
            and month = ${sourceOf(bookId, sql`${month}::date`)} and month < ${month}
          on conflict (book_id, category_id, month) do nothing
          returning id`,
    );
    const marked = await queryRows<{ month: string }>(
      tx,
      sql`insert into budget_months (book_id, month) values (${bookId}, ${month}) on conflict do nothing
          returning month`,
    );
    return { copied: copied.map((r) => Number(r.id)), marked: marked.length > 0 };
  },

  /** Takes back what makeOwn did (an undo): the rows it copied that are still there, and the month's mark. */
  async unmakeOwn(tx: Executor, bookId: number, month: string, made: OwnMade): Promise<void> {
    await tx.execute(
      sql`delete from budgets where book_id = ${bookId} and id = any(${idArray(made.copied)}::bigint[])`,
    );
    if (made.marked) {
      await tx.execute(sql`delete from budget_months where book_id = ${bookId} and month = ${month}`);
    }
  },

  /** Copies into `month` the list in force in `from` (its own or the one it repeats); answers how many. */
  async copyList(tx: Executor, bookId: number, from: string, month: string): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into budgets (book_id, category_id, month, amount, rollover)
          select book_id, category_id, ${month}::date, amount, rollover from budgets
          where book_id = ${bookId} and month = ${sourceOf(bookId, sql`${from}::date`)}
          on conflict (book_id, category_id, month) do nothing
          returning id`,
    );
    await tx.execute(
      sql`insert into budget_months (book_id, month) values (${bookId}, ${month}) on conflict do nothing`,
    );
    return rows.length;
  },

  /** Creates or updates the budget of the category and month; answers its id and whether it was new. */
  async upsert(
    db: Executor,
    bookId: number,
    values: { categoryId: number; month: string; amount: number; rollover: boolean | undefined },
  ): Promise<{ id: number; inserted: boolean }> {
    // A new month's budget takes the category's rollover choice unless one is sent.
    const rollover =
      values.rollover === undefined
        ? sql`coalesce((select bool_or(rollover) from budgets where book_id = ${bookId} and category_id = ${values.categoryId}), false)`
        : sql`${values.rollover}`;
    const [row] = await queryRows<{ id: number; inserted: boolean }>(
      db,
      sql`insert into budgets (book_id, category_id, month, amount, rollover)
          values (${bookId}, ${values.categoryId}, ${values.month}, ${values.amount}, ${rollover})
          on conflict (book_id, category_id, month)
          do update set amount = excluded.amount, updated_at = now()
          returning id, (xmax = 0) as inserted`,
    );
    if (!row) throw new Error('budget upsert returned no row');
    return { id: Number(row.id), inserted: row.inserted };
  },

  /** Turns rollover on or off for every month of the category; answers how many budgets changed. */
  async setRollover(db: Executor, bookId: number, categoryId: number, rollover: boolean): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update budgets set rollover = ${rollover}, updated_at = now()
          where book_id = ${bookId} and category_id = ${categoryId} returning id`,
    );
    return rows.length;
  },

  /** Deletes the category's budget written for the month; answers whether there was one. */
  /** Deletes the category's budget written for the month; answers the row as it was (for an undo). */
  async deleteInMonth(
    tx: Executor,
    bookId: number,
    categoryId: number,
    month: string,
  ): Promise<JsonRow | undefined> {
    const [deleted] = await queryRows<{ row: JsonRow }>(
      tx,
      sql`delete from budgets where book_id = ${bookId} and category_id = ${categoryId} and month = ${month}
          returning to_jsonb(budgets) as row`,
    );
    return deleted?.row;
  },
};
