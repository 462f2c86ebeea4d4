import { type SQL, sql } from 'drizzle-orm';
import { inPeriod, linesWhere, type Moves, movedLines, periodMoney } from './period-money';

export type { Moves } from './period-money';

import { HOME_CURRENCY } from '../../../common/currencies';
import { type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';
import { parentsWithChildren, topCategoryId } from '../shared/category-rollup';
import { type FlowsInReais, flowsConverted, inReaisOnly } from '../shared/flows-in-reais';
import { countedInPeriod } from '../shared/spending-basis';

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

/**
 * Income and expenses of the period as (month, receitas, despesas) rows, for totals by month only: periodMoney's
 * rows by month. Not account_month_totals' flow columns: those keep the rows' own types (a credit is income
 * there), where a credit in an expense category lowers that category's expenses here.
 */
function periodMoneyByMonth(
  bookId: number,
  from: string,
  to: string,
  flows: FlowsInReais,
  moves: Moves,
): SQL {
  return sql`select m.month,
                    case when m.type = 'RECEITA' then m.amount else 0 end as receitas,
                    case when m.type = 'DESPESA' then m.amount else 0 end as despesas
             from (${periodMoney(bookId, from, to, flows, moves)}) m`;
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
    moves: Moves,
  ): Promise<CategoryTotal[]> {
    const rows = await queryRows<{
      id: number | null;
      name: string | null;
      type: string;
      total: number;
      has_children: boolean;
    }>(
      db,
      sql`with money as (${periodMoney(bookId, from, to, flows, moves)}),
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
    moves: Moves,
  ): Promise<GroupTotal[]> {
    return grouped(
      db,
      sql`with money as (${periodMoney(bookId, from, to, flows, moves)})
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
    moves: Moves,
  ): Promise<GroupTotal[]> {
    return grouped(
      db,
      sql`with money as (
            select l.payee_id as id, l.type, l.amount
            from ${linesWhere(sql`${inPeriod(bookId, from, to)} and ${inReaisOnly(flows, 'l')}`)} l
            ${movedLines(moves, 'payee_id')}
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
  byTag(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
    moves: Moves,
  ): Promise<GroupTotal[]> {
    const lines = sql`select l.transaction_id, l.type, l.amount
      from ${linesWhere(sql`${inPeriod(bookId, from, to)} and ${inReaisOnly(flows, 'l')}`)} l
      ${movedLines(moves, 'transaction_id')}`;
    return grouped(
      db,
      sql`with money as (
            select tt.tag_id as id, l.type, l.amount
            from (${lines}) l
            left join transaction_tags tt on tt.transaction_id = l.transaction_id and tt.book_id = ${bookId}
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

  /**
   * Income, expenses and the number of transactions (incomes and expenses, a split one once) of the period; in
   * caixa a card row is counted in the period of its bill's due date, as its money is.
   */
  async totals(
    db: Executor,
    bookId: number,
    from: string,
    to: string,
    flows: FlowsInReais,
    moves: Moves,
  ): Promise<PeriodTotals> {
    const [row] = await queryRows<PeriodTotals>(
      db,
      sql`with money as (${periodMoney(bookId, from, to, flows, moves)})
          select coalesce(sum(m.amount) filter (where m.type = 'RECEITA'), 0)::bigint as receitas,
                 coalesce(sum(m.amount) filter (where m.type = 'DESPESA'), 0)::bigint as despesas,
                 (select count(*) from transactions t
                  where t.book_id = ${bookId} and t.transfer_id is null
                    and ${countedInPeriod(from, to, moves)})::int as count
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
    moves: Moves,
  ): Promise<MonthTotals[]> {
    const rows = await queryRows<{ month: string; receitas: number; despesas: number }>(
      db,
      sql`with money as (${periodMoneyByMonth(bookId, from, to, flows, moves)}),
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
