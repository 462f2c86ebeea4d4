import { type SQL, sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '../../../common/currencies';
import { addDays, addMonths, firstDayOfMonth, lastDayOfMonth } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';
import { parentsWithChildren, topCategoryId } from '../shared/category-rollup';
import { countedLines } from '../shared/flow-kind';
import { type FlowsInReais, flowCorrections, flowsConverted, inReaisOnly } from '../shared/flows-in-reais';

/**
 * Money by category comes from two sources that count it the same way (split parts under their own category,
 * transfers and goal contributions left out): the category_month_totals rollup for the whole months of a period,
 * and the transaction_lines view for the days of a partial first or last month (and for payees and tags, which
 * have no rollup). Every query is one statement filtered by book_id, served by the rollup's primary key
 * (book_id, month, ...) or by the (book_id, date) index of transactions. Both count money by its category's kind
 * (shared/flow-kind.ts): a credit in an expense category lowers that category, it is no income. Both add the rows of
 * accounts in other currencies as they are; `flows` (shared/flows-in-reais.ts, read by the caller for the same
 * period) turns those into reais, each group of a date at that date's rate.
 */
export type LineType = 'RECEITA' | 'DESPESA';

export interface GroupTotal {
  id: number | null;
  name: string | null;
  type: LineType;
  /** Cents. */
  total: number;
}

/** A tag's money of a type in one currency it was spent or received in (hundredths of it). */
export interface TagCurrencyTotal {
  id: number | null;
  type: LineType;
  currency: string;
  total: number | string;
}

/** A category's total; hasChildren on a top-level row whose category has subcategories (it opens). */
export interface CategoryTotal extends GroupTotal {
  hasChildren: boolean;
}

/** The category a breakdown is asked for. */
export interface CategoryHead {
  id: number;
  name: string;
  parentId: number | null;
}

export interface PeriodTotals {
  receitas: number;
  despesas: number;
  count: number;
}

export interface MonthTotals {
  month: string;
  receitas: number;
  despesas: number;
}

interface DateRange {
  from: string;
  to: string;
}

/**
 * The whole months inside [from, to] (first days of the first and last one) and the days left over at either
 * end: 2026-01-15..2026-04-10 is February-March whole, plus 01-15..01-31 and 04-01..04-10.
 */
export function splitPeriod(from: string, to: string): { months: DateRange | null; edges: DateRange[] } {
  const firstFull = from.endsWith('-01') ? from : addMonths(firstDayOfMonth(from), 1);
  const lastFull = to === lastDayOfMonth(to) ? firstDayOfMonth(to) : addMonths(firstDayOfMonth(to), -1);
  if (firstFull > lastFull) return { months: null, edges: [{ from, to }] };
  const edges: DateRange[] = [];
  if (from < firstFull) edges.push({ from, to: addDays(firstFull, -1) });
  const afterFull = addMonths(lastFull, 1);
  if (to >= afterFull) edges.push({ from: afterFull, to });
  return { months: { from: firstFull, to: lastFull }, edges };
}

const inPeriod = (bookId: number, from: string, to: string) =>
  sql`l.book_id = ${bookId} and l.date between ${from}::date and ${to}::date`;

/** The lines of the partial months' days (none when the period is whole months). */
function edgeLines(bookId: number, edges: DateRange[]): SQL {
  if (edges.length === 0) return sql`false`;
  const ranges = sql.join(
    edges.map((e) => sql`l.date between ${e.from}::date and ${e.to}::date`),
    sql` or `,
  );
  return sql`l.book_id = ${bookId} and (${ranges})`;
}

/**
 * The lines of transaction_lines `l` that `where` keeps, each with its kind and signed amount as the month
 * totals count them: type is the flow kind and amount the flow amount.
 */
function linesWhere(where: SQL): SQL {
  return sql`(select c.book_id, c.transaction_id, c.date, c.flow_type as type, c.account_id, c.category_id,
                     c.payee_id, c.flow_amount as amount
              from ${countedLines(sql`(select l.* from transaction_lines l where ${where})`)} c)`;
}

/**
 * Money of the period as (category_id, month, type, amount) rows: the rollup's whole months and the edge days'
 * lines, plus what turns the accounts in other currencies' money into reais (none in a book without them).
 * category_id is null for money without a category.
 */
function periodMoney(bookId: number, from: string, to: string, flows: FlowsInReais): SQL {
  const inReais = sql`select x.key as category_id, x.month, x.type, x.amount from ${flowCorrections(flows)} x`;
  const money = rollupAndLines(bookId, from, to);
  return flows.groups.length === 0 ? money : sql`${money} union all ${inReais}`;
}

function rollupAndLines(bookId: number, from: string, to: string): SQL {
  const { months, edges } = splitPeriod(from, to);
  const rollup = months
    ? sql`select nullif(t.category_id, 0) as category_id, t.month, t.type, t.amount
          from category_month_totals t
          where t.book_id = ${bookId} and t.month between ${months.from}::date and ${months.to}::date`
    : null;
  const lines = sql`select l.category_id, date_trunc('month', l.date)::date as month, l.type, l.amount
          from ${linesWhere(edgeLines(bookId, edges))} l`;
  return rollup ? sql`${rollup} union all ${lines}` : lines;
}

/**
 * Income and expenses of the period as (month, receitas, despesas) rows, for totals by month only: periodMoney's
 * rows by month. Not account_month_totals' flow columns: those keep the rows' own types (a credit is income
 * there), where a credit in an expense category lowers that category's expenses here.
 */
function periodMoneyByMonth(bookId: number, from: string, to: string, flows: FlowsInReais): SQL {
  return sql`select m.month,
                    case when m.type = 'RECEITA' then m.amount else 0 end as receitas,
                    case when m.type = 'DESPESA' then m.amount else 0 end as despesas
             from (${periodMoney(bookId, from, to, flows)}) m`;
}

function toGroups(rows: Array<{ id: number | null; name: string | null; type: string; total: number }>) {
  return rows.map((r) => ({
    id: r.id === null ? null : Number(r.id),
    name: r.name,
    type: r.type as LineType,
    total: Number(r.total),
  }));
}

async function grouped(db: Executor, query: SQL): Promise<GroupTotal[]> {
  return toGroups(await queryRows(db, query));
}

export const reportsRepository = {
  /**
   * Money of the period by top-level category and type: a subcategory's money counts in its parent's row (a
   * parent whose money is all its children's still has one); id null for the money without a category. The
   * rollup stays per category; the roll-up is two joins of categories (by primary key) and one grouped read of
   * the book's parents (categories_parent_idx), not a query per row.
   */
  async byCategory(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
  ): Promise<CategoryTotal[]> {
    const rows = await queryRows<{
      id: number | null;
      name: string | null;
      type: string;
      total: number;
      has_children: boolean;
    }>(
      db,
      sql`with money as (${periodMoney(bookId, from, to, flows)}),
          parents as (${parentsWithChildren(bookId)})
          select top.id, top.name, m.type, sum(m.amount)::bigint as total,
                 bool_or(p.id is not null) as has_children
          from money m
          left join categories c on c.id = m.category_id and c.book_id = ${bookId}
          left join categories top on top.id = ${topCategoryId('c')} and top.book_id = ${bookId}
          left join parents p on p.id = top.id
          group by top.id, top.name, m.type
          having sum(m.amount) <> 0
          order by total desc, top.name nulls last`,
    );
    return toGroups(rows).map((g, i) => ({ ...g, hasChildren: rows[i]?.has_children === true }));
  },

  /**
   * A top-level category's breakdown in the period by type: a row per child with money, and the parent's own
   * money under its own id. Their sum is the parent's row of byCategory.
   */
  async byChildCategory(
    db: Executor,
    bookId: number,
    parentId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
  ): Promise<GroupTotal[]> {
    return grouped(
      db,
      sql`with money as (${periodMoney(bookId, from, to, flows)})
          select c.id, c.name, m.type, sum(m.amount)::bigint as total
          from money m
          join categories c on c.id = m.category_id and c.book_id = ${bookId}
          where ${topCategoryId('c')} = ${parentId}
          group by c.id, c.name, m.type
          having sum(m.amount) <> 0
          order by total desc, c.name`,
    );
  },

  /** The names of the book's accounts of those ids, in id order (the PDF names the accounts left out). */
  async accountNames(db: Executor, bookId: number, ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ name: string }>(
      db,
      sql`select name from accounts where book_id = ${bookId} and id = any(${idArray(ids)}::bigint[]) order by id`,
    );
    return rows.map((r) => r.name);
  },

  /** The book's category of that id, with its parent (undefined when it is not the book's). */
  async category(db: Executor, bookId: number, id: number): Promise<CategoryHead | undefined> {
    const [row] = await queryRows<{ id: number; name: string; parent_id: number | null }>(
      db,
      sql`select id, name, parent_id from categories where id = ${id} and book_id = ${bookId}`,
    );
    return (
      row && {
        id: Number(row.id),
        name: row.name,
        parentId: row.parent_id === null ? null : Number(row.parent_id),
      }
    );
  },

  /**
   * Money of the period by payee (a split part's own payee, else its transaction's) and type: the accounts in reais'
   * lines, and the others' money converted (`flows`, read by payee).
   */
  byPayee(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
  ): Promise<GroupTotal[]> {
    return grouped(
      db,
      sql`with money as (
            select l.payee_id as id, l.type, l.amount
            from ${linesWhere(sql`${inPeriod(bookId, from, to)} and ${inReaisOnly(flows, 'l')}`)} l
            union all
            select x.key, x.type, x.amount from ${flowsConverted(flows)} x
          )
          select m.id, p.name, m.type, sum(m.amount)::bigint as total
          from money m
          left join payees p on p.id = m.id and p.book_id = ${bookId}
          group by m.id, p.name, m.type
          order by total desc, p.name nulls last`,
    );
  },

  /**
   * Money of the period by tag and type: a transaction counts under each of its tags; untagged under null. The
   * accounts in other currencies' money comes converted (`flows`, read by tag).
   */
  byTag(db: Executor, bookId: number, from: string, to: string, flows: FlowsInReais): Promise<GroupTotal[]> {
    return grouped(
      db,
      sql`with money as (
            select tt.tag_id as id, l.type, l.amount
            from ${linesWhere(sql`${inPeriod(bookId, from, to)} and ${inReaisOnly(flows, 'l')}`)} l
            left join transaction_tags tt on tt.transaction_id = l.transaction_id and tt.book_id = l.book_id
            union all
            select x.key, x.type, x.amount from ${flowsConverted(flows)} x
          )
          select m.id, g.name, m.type, sum(m.amount)::bigint as total
          from money m
          left join tags g on g.id = m.id and g.book_id = ${bookId}
          group by m.id, g.name, m.type
          order by total desc, g.name nulls last`,
    );
  },

  /**
   * What each tag's money was in the currencies it was spent or received in: purchases abroad on accounts in reais
   * (their foreign amount) and the rows of accounts in other currencies, by tag, type and currency (hundredths).
   * Transfers are not income or expenses, as in every report.
   */
  tagCurrencies(db: Executor, bookId: number, from: string, to: string): Promise<TagCurrencyTotal[]> {
    return queryRows<TagCurrencyTotal>(
      db,
      sql`select tt.tag_id as id, t.type, coalesce(t.foreign_currency, a.currency) as currency,
                 sum(coalesce(t.foreign_amount, t.amount))::bigint as total
          from transactions t
          join accounts a on a.id = t.account_id and a.book_id = t.book_id
          left join transaction_tags tt on tt.transaction_id = t.id and tt.book_id = t.book_id
          where t.book_id = ${bookId} and t.date between ${from}::date and ${to}::date
            and t.transfer_id is null and t.type in ('RECEITA', 'DESPESA')
            and (t.foreign_currency is not null or a.currency <> ${HOME_CURRENCY})
          group by 1, 2, 3
          order by 3`,
    );
  },

  /** Income, expenses and the number of transactions (incomes and expenses, a split one once) of the period. */
  async totals(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
  ): Promise<PeriodTotals> {
    const [row] = await queryRows<PeriodTotals>(
      db,
      sql`with money as (${periodMoney(bookId, from, to, flows)})
          select coalesce(sum(m.amount) filter (where m.type = 'RECEITA'), 0)::bigint as receitas,
                 coalesce(sum(m.amount) filter (where m.type = 'DESPESA'), 0)::bigint as despesas,
                 (select count(*) from transactions t
                  where t.book_id = ${bookId} and t.transfer_id is null
                    and t.date between ${from}::date and ${to}::date)::int as count
          from money m`,
    );
    return {
      receitas: Number(row?.receitas ?? 0),
      despesas: Number(row?.despesas ?? 0),
      count: Number(row?.count ?? 0),
    };
  },

  /**
   * Income and expenses of every month from from's month to to's month (zeros included), counting only the
   * dates between from and to.
   */
  async monthly(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
  ): Promise<MonthTotals[]> {
    const rows = await queryRows<{ month: string; receitas: number; despesas: number }>(
      db,
      sql`with money as (${periodMoneyByMonth(bookId, from, to, flows)}),
          sums as (
            select m.month, sum(m.receitas) as receitas, sum(m.despesas) as despesas
            from money m
            group by m.month
          )
          select to_char(g.month, 'YYYY-MM-DD') as month,
                 coalesce(s.receitas, 0)::bigint as receitas,
                 coalesce(s.despesas, 0)::bigint as despesas
          from generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date),
                               interval '1 month') as g(month)
          left join sums s on s.month = g.month::date
          order by g.month`,
    );
    return rows.map((r) => ({ month: r.month, receitas: Number(r.receitas), despesas: Number(r.despesas) }));
  },
};
