import { sql } from 'drizzle-orm';
import { addMonths, firstDayOfMonth } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { type CoveringItem, type FailedText, type HistoryRow, MIN_MONTHS_SEEN } from './history-suggestions';

const id = (v: number | null) => (v === null ? null : Number(v));

/** The SQL behind the suggestions found in the history (history-suggestions.ts decides). */
export const suggestionsRepository = {
  /**
   * The book's plain incomes and expenses from `from` to `today` (a card's purchases included), with their payee's
   * name, of the groups that may still look fixed, and the descriptions whose rows cannot (`failed`). One range read
   * on the index (book_id, date), in no order (history-suggestions.ts finds each group's latest by date and id).
   * Left out: a transfer's legs and fees, a fixed item's rows, a goal's contributions and instalments (they end:
   * not a fixed item). SQL counts each payee's (or, without one, each description's) rows by month first and keeps
   * back the rows of a group no stem can make fixed: a month with three of them or two months with two (the
   * supermarket of every week), and for a payee (a group of its own) fewer than MIN_MONTHS_SEEN months or none since
   * last month. A description failing so makes its stem's group fail too (it holds the same months, with as many
   * rows or more), so its text is answered for that: a year of a busy book is then a few hundred rows, not 20,000.
   */
  async rows(
    db: Executor,
    bookId: number,
    from: string,
    today: string,
  ): Promise<{ rows: HistoryRow[]; failed: FailedText[] }> {
    const lastMonth = addMonths(firstDayOfMonth(today), -1);
    const found = await queryRows<HistoryRow & { failed: boolean }>(
      db,
      sql`with r as (
            select t.id, t.type, t.date, t.description, t.amount, t.account_id, t.category_id, t.payee_id,
                   coalesce('p' || t.payee_id::text, 'd' || t.description) as grp
            from transactions t
            where t.book_id = ${bookId} and t.date >= ${from}::date and t.date <= ${today}::date
              and t.transfer_id is null and t.fee_of_transfer is null and t.recurring_id is null
              and t.goal_id is null and t.installment_group is null
          ),
          by_month as (
            select r.type, r.grp, date_trunc('month', r.date) as month, count(*) as n
            from r group by r.type, r.grp, date_trunc('month', r.date)
          ),
          failed as (
            select m.type, m.grp
            from by_month m
            group by m.type, m.grp
            having max(m.n) > 2 or sum(m.n) > count(*) + 1
                or (m.grp like 'p%' and (count(*) < ${MIN_MONTHS_SEEN} or max(m.month) < ${lastMonth}::date))
          )
          select r.id::float8 as id, r.type, r.date::text as date, r.description,
                 r.amount::bigint::float8 as cents, r.account_id::float8 as "accountId",
                 r.category_id::float8 as "categoryId", r.payee_id::float8 as "payeeId", p.name as "payeeName",
                 false as failed
          from r
          left join payees p on p.book_id = ${bookId} and p.id = r.payee_id
          where not exists (select 1 from failed f where f.type = r.type and f.grp = r.grp)
          union all
          select null, f.type, null, substr(f.grp, 2), null, null, null, null, null, true
          from failed f where f.grp like 'd%'`,
    );
    const rows: HistoryRow[] = [];
    const failed: FailedText[] = [];
    for (const r of found) {
      if (r.failed) failed.push({ type: r.type, description: r.description });
      else
        rows.push({
          id: Number(r.id),
          type: r.type,
          date: r.date,
          description: r.description,
          cents: Number(r.cents),
          accountId: Number(r.accountId),
          categoryId: id(r.categoryId),
          payeeId: id(r.payeeId),
          payeeName: r.payeeName,
        });
    }
    return { rows, failed };
  },

  /** What the book's fixed items cover (type, payee, description) and the keys it dismissed, in one statement. */
  async coveringAndDismissed(
    db: Executor,
    bookId: number,
  ): Promise<{ covering: CoveringItem[]; dismissed: Set<string> }> {
    const rows = await queryRows<{
      kind: 'item' | 'dismissed';
      type: string;
      payeeId: number | null;
      text: string;
    }>(
      db,
      sql`select 'item' as kind, type, payee_id::float8 as "payeeId", description as text
          from recurring where book_id = ${bookId}
          union all
          select 'dismissed', '', null, key from recurring_dismissals where book_id = ${bookId}`,
    );
    const covering: CoveringItem[] = [];
    const dismissed = new Set<string>();
    for (const row of rows) {
      if (row.kind === 'dismissed') dismissed.add(row.text);
      else covering.push({ type: row.type, payeeId: id(row.payeeId), description: row.text });
    }
    return { covering, dismissed };
  },

  /** "Não é fixo": kept once (a second dismissal of the same key changes nothing). */
  async dismiss(db: Executor, bookId: number, key: string): Promise<void> {
    await db.execute(
      sql`insert into recurring_dismissals (book_id, key) values (${bookId}, ${key})
          on conflict (book_id, key) do nothing`,
    );
  },
};
