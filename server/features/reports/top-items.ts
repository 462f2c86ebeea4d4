import { type SQL, sql } from 'drizzle-orm';
import { CATEGORY_SCREEN_SEPARATOR } from '../../../common/contract/categories';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';
import { basisMoves } from '../cards/public';
import { ratesOnEach } from '../exchange-rates/public';
import { countedLines } from '../shared/flow-kind';
import { foreignAccounts, reaisOnDates } from '../shared/flows-in-reais';
import { countedInPeriod } from '../shared/spending-basis';
import type { LineType } from './repository';

export interface TopRow {
  id: number;
  accountId: number;
  date: string;
  description: string;
  payee: string | null;
  category: string | null;
  /** Cents. */
  total: number;
}

/**
 * The largest incomes or expenses of the period, one row per transaction (a split one whole) by its money of
 * that kind as the totals count it (shared/flow-kind.ts), with the names of the categories its money is under,
 * largest first; a subcategory as 'Pai › Filho' (as every screen writes it), so the row says both where it rolls up and
 * where it is. An estorno in an expense category is no income, so it is not listed among the incomes.
 *
 * Only a transaction of the kind's own type can hold money of that kind above zero (money against its category's
 * kind is counted negative), so the candidates are the period's transactions of that type, as before the rule;
 * an unsplit one's money is read from its category by primary key, and only a split one's from its lines. Summing
 * every line of the period first held another person's request 1.8 s over five years (7720dc9, reverted).
 */
async function topOf(
  db: Executor,
  bookId: number,
  type: LineType,
  counted: SQL,
  accounts: SQL,
  limit: number | null,
): Promise<TopRow[]> {
  const splitMoney = sql`(select coalesce(sum(c.flow_amount), 0)
                          from ${countedLines(sql`(select l.* from transaction_lines l
                                                    where l.book_id = ${bookId} and l.transaction_id = t.id)`)} c
                          where c.flow_type = ${type})`;
  const rows = await queryRows<Omit<TopRow, 'accountId'> & { account_id: number }>(
    db,
    sql`with money as (
          select t.id, t.account_id, t.date, t.description, t.category_id, t.payee_id,
                 case when t.split_amount > 0 then ${splitMoney}
                      when k.type is null or upper(k.type) = t.type then t.amount
                      else 0 end as amount
          from transactions t
          left join categories k on k.id = t.category_id and k.book_id = t.book_id
          where t.book_id = ${bookId} and t.type = ${type} and t.transfer_id is null
            and ${counted} and ${accounts}
        ),
        top as (
          select m.id, m.account_id, m.date, m.description, m.amount, m.category_id, p.name as payee
          from money m
          left join payees p on p.id = m.payee_id and p.book_id = ${bookId}
          where m.amount > 0
          order by m.amount desc, m.date desc, m.id desc
          ${limit === null ? sql`` : sql`limit ${limit}`}
        )
        select top.id, top.account_id, to_char(top.date, 'YYYY-MM-DD') as date, top.description, top.payee, top.amount as total,
               (select string_agg(x.name, ', ' order by x.total desc, x.name)
                from (select coalesce(pc.name || ${CATEGORY_SCREEN_SEPARATOR}::text || c.name, c.name, 'Sem categoria')
                               as name,
                             sum(l.amount) as total
                      from transaction_lines l
                      left join categories c on c.id = l.category_id and c.book_id = l.book_id
                      left join categories pc on pc.id = c.parent_id and pc.book_id = c.book_id
                      where l.book_id = ${bookId} and l.transaction_id = top.id
                      group by 1) x) as category
        from top
        order by top.amount desc, top.date desc, top.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    accountId: Number(r.account_id),
    date: r.date,
    description: r.description,
    payee: r.payee,
    category: r.category,
    total: Number(r.total),
  }));
}

/**
 * The `limit` largest incomes or expenses of the period in reais. Those of accounts in reais are ranked in SQL;
 * the book's accounts in other currencies (usually none, then nothing more is read) have each of their period's
 * transactions of the kind converted at its date's rate (shared/flows-in-reais.ts) before the two lists are merged,
 * as their rank in reais is known only then. One without a rate is left out, its account named as the totals'.
 */
export async function topItems(
  db: Executor,
  bookId: number,
  type: LineType,
  period: { from: string; to: string; base?: SpendingBasis },
  limit: number,
): Promise<{ rows: TopRow[]; unconverted: number[] }> {
  // In caixa a card's purchase is among the period's when its bill is due in it (shared/spending-basis.ts).
  const [foreign, moves] = await Promise.all([
    foreignAccounts(db, bookId),
    basisMoves(db, bookId, period, 'edges'),
  ]);
  const counted = countedInPeriod(period.from, period.to, moves);
  if (foreign.length === 0)
    return { rows: await topOf(db, bookId, type, counted, sql`true`, limit), unconverted: [] };
  const ids = idArray(foreign.map((a) => a.id));
  const [inReais, others] = await Promise.all([
    topOf(db, bookId, type, counted, sql`t.account_id <> all(${ids}::bigint[])`, limit),
    topOf(db, bookId, type, counted, sql`t.account_id = any(${ids}::bigint[])`, null),
  ]);
  const converted = await reaisOnDates(
    db,
    bookId,
    foreign,
    others.map((r) => ({ account_id: r.accountId, date: r.date, amount: r.total })),
    ratesOnEach,
  );
  const kept = others.flatMap((r, i) => {
    const total = converted.cents[i];
    return total === null || total === undefined ? [] : [{ ...r, total }];
  });
  const rows = [...inReais, ...kept]
    .sort((a, b) => b.total - a.total || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || b.id - a.id)
    .slice(0, limit);
  return { rows, unconverted: converted.unconverted };
}
