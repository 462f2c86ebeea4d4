import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AttachmentKind } from '../../../common/contract/attachments';
import type { ShareMode } from '../../../common/contract/household';
import type { TransactionOrigin } from '../../../common/contract/transactions';
import { type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';
import { type SecondLine, transactions } from '../../db/schema';
import { filterSql, type ListFilters } from './list-filter-sql';
import { type ListTotals, totalsSql } from './list-totals-sql';
import { otherBookName } from './other-book-leg';

export type { ListFilters } from './list-filter-sql';
export type { ListTotals } from './list-totals-sql';

export type TransactionRow = typeof transactions.$inferSelect;

/** A transaction with the names the list shows. */
export interface TransactionListRow {
  id: number;
  description: string;
  date: string;
  amount: number;
  type: 'RECEITA' | 'DESPESA';
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  category_id: number | null;
  category_name: string | null;
  category_icon: string | null;
  category_color: string | null;
  payee_id: number | null;
  payee_name: string | null;
  account_id: number;
  account_name: string;
  /** The account's currency: `amount` is in it. */
  account_currency: string;
  /** A purchase in another currency on an account in reais (hundredths of foreign_currency). */
  foreign_amount: number | null;
  foreign_currency: string | null;
  foreign_estimated: boolean;
  transfer_id: string | null;
  /** A transfer's other leg: the account the money came from or went to. */
  transfer_account_id: number | null;
  transfer_account_name: string | null;
  /** A transfer's other leg's amount and its account's currency. */
  transfer_amount: number | null;
  transfer_currency: string | null;
  /** A transfer between two books: the other leg's book and its name (other-book-leg.ts). */
  other_book_id: number | null;
  transfer_book_name: string | null;
  goal_id: number | null;
  bill_month: string | null;
  installment_group: string | null;
  installment_number: number | null;
  installment_count: number | null;
  origin: TransactionOrigin;
  bank_date: string | null;
  /** As the database writes a timestamp (to the microsecond). */
  updated_at: string;
  created_by: number | null;
  paid_by: number | null;
  paid_by_name: string | null;
  share_mode: ShareMode | null;
  shares: Array<{ user_id: number; name: string; amount: number }>;
  bank_text: string | null;
  external_id: string | null;
  sync_id: string | null;
  second_line: SecondLine | null;
  /** Sorted by name. */
  tags: TagOfTransaction[];
  /** In the order they were written. */
  splits: SplitOfTransaction[];
  /** The row's comprovantes, oldest first. */
  attachments: Array<{ id: number; name: string; kind: AttachmentKind; key: string; thumb_size: number }>;
}

export interface TagOfTransaction {
  id: number;
  name: string;
}

export interface SplitOfTransaction {
  id: number;
  amount: number;
  description: string;
  category_id: number | null;
  category_name: string | null;
  payee_id: number | null;
  payee_name: string | null;
}

/**
 * Names, tags and splits for a handful of transactions (t is a page of rows, or the rows of some ids, all of book
 * `bookId`), in one statement: a page is one round trip to the database, whatever it holds. The subqueries name the
 * book itself, not `t.book_id`: a partitioned or distributed table is then planned for that book's part alone
 * (docs/SCALE.md), not for every part on every call. The other book of a transfer between two books is named after
 * (namesOfOtherBooks): that lookup is of another book, whose part is only known row by row.
 */
const withNames = (bookId: number, rows: SQL) => sql`
  select t.id, t.description, t.date, t.amount, t.type, t.status,
         t.category_id, c.name as category_name, c.icon as category_icon, c.color as category_color,
         t.payee_id, p.name as payee_name,
         t.account_id, a.name as account_name, a.currency as account_currency,
         t.foreign_amount, t.foreign_currency, t.foreign_estimated, t.transfer_id,
         o.account_id as transfer_account_id, o.account_name as transfer_account_name,
         o.amount as transfer_amount, o.currency as transfer_currency,
         t.other_book_id, null::text as transfer_book_name, t.goal_id, t.bill_month,
         t.installment_group, t.installment_number, t.installment_count,
         t.origin, t.bank_date, t.bank_text, t.external_id, t.sync_id, t.second_line, t.updated_at,
         t.created_by, t.paid_by, pu.name as paid_by_name, t.share_mode,
         case when t.share_mode is null then '[]'::json else coalesce((
           select json_agg(json_build_object('user_id', sh.user_id, 'name', su.name, 'amount', sh.amount)
                           order by lower(su.name), sh.user_id)
           from transaction_shares sh join users su on su.id = sh.user_id
           where sh.transaction_id = t.id and sh.book_id = ${bookId}), '[]') end as shares,
         coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by lower(g.name))
                   from transaction_tags tt join tags g on g.id = tt.tag_id and g.book_id = tt.book_id
                   where tt.transaction_id = t.id and tt.book_id = ${bookId}), '[]') as tags,
         coalesce((select json_agg(json_build_object(
                             'id', s.id, 'amount', s.amount, 'description', s.description,
                             'category_id', s.category_id, 'category_name', sc.name,
                             'payee_id', s.payee_id, 'payee_name', sp.name) order by s.id)
                   from transaction_splits s
                   left join categories sc on sc.id = s.category_id and sc.book_id = s.book_id
                   left join payees sp on sp.id = s.payee_id and sp.book_id = s.book_id
                   where s.transaction_id = t.id and s.book_id = ${bookId}), '[]') as splits,
         coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name, 'kind', x.kind, 'key', x.key,
                                                     'thumb_size', x.thumb_size) order by x.id)
                   from attachments x
                   where x.book_id = ${bookId} and x.transaction_id = t.id and x.removed_at is null),
                  '[]') as attachments
  from ${rows} t
  join accounts a on a.id = t.account_id and a.book_id = t.book_id
  left join categories c on c.id = t.category_id and c.book_id = t.book_id
  left join payees p on p.id = t.payee_id and p.book_id = t.book_id
  left join users pu on pu.id = t.paid_by
  left join lateral (
    select l.account_id, la.name as account_name, l.amount, la.currency
    from transactions l join accounts la on la.id = l.account_id and la.book_id = l.book_id
    where t.transfer_id is not null and l.transfer_id = t.transfer_id and l.book_id = ${bookId} and l.id <> t.id
    limit 1) o on true
  order by t.date desc, t.id desc`;

/** Fills in the other book's name of the rows that are a leg of a transfer between two books (a few, if any). */
async function namesOfOtherBooks(
  db: Executor,
  bookId: number,
  rows: TransactionListRow[],
): Promise<TransactionListRow[]> {
  const legs = rows.filter((r) => r.other_book_id !== null).map((r) => Number(r.id));
  if (legs.length === 0) return rows;
  const names = new Map(
    (
      await queryRows<{ id: number; name: string | null }>(
        db,
        sql`select t.id, ${otherBookName(sql`t`)} as name from transactions t
            where t.book_id = ${bookId} and t.id = any(${idArray(legs)}::bigint[])`,
      )
    ).map((r) => [Number(r.id), r.name] as const),
  );
  for (const row of rows)
    if (row.other_book_id !== null) row.transfer_book_name = names.get(Number(row.id)) ?? null;
  return rows;
}

/**
 * A transfer is one row of the list: its outgoing leg (the other leg's account beside it), or, when the list is
 * one account's, that account's leg; a transfer between two books has one leg in each, each listed in its own.
 * Transfers count in no total, so the totals do not change.
 */
const oneRowPerTransfer = (f: ListFilters): SQL =>
  f.accountId ? sql`` : sql`and (t.transfer_id is null or t.type = 'DESPESA' or t.other_book_id is not null)`;

/** The rows the list shows for these filters, as a WHERE on `t` (transactions): the exports of what it shows read them. */
export const listRowsWhere = (bookId: number, f: ListFilters): SQL =>
  sql`${filterSql(bookId, f)} ${oneRowPerTransfer(f)}`;

/** True when the period is whole calendar months (the month selector's periods). */
export const transactionsRepository = {
  /**
   * One page, newest first (ties on the date keep the order of creation, id, so pages never overlap), and the
   * totals of everything the filters match when asked: one statement, one round trip. The page comes back as
   * one JSON array, parsed at once instead of row by row.
   */
  async listPage(
    db: Executor,
    bookId: number,
    filters: ListFilters,
    page: { limit: number; offset: number; withTotals: boolean },
  ): Promise<{ rows: TransactionListRow[]; totals: ListTotals | null }> {
    // The page is chosen first from transactions alone (an index walk); names are joined to its rows only.
    // Page 1, nearly every call, is a prepared statement with its limit written out (a whole number the
    // contract bounds): a cached generic plan assumes a parameter LIMIT or OFFSET skips a tenth of the table,
    // and then sorts the whole table instead of walking the index. Deeper pages are planned with their values.
    // A search is planned with its words: a rare word is found through the trigram index and sorted, a common
    // one by walking the date index until the page is full, and only the planner's estimate for those words tells
    // which (a generic plan would pick one for every search).
    const first = page.offset === 0 && Number.isSafeInteger(page.limit) && !filters.q;
    const limit = first ? sql.raw(String(page.limit)) : sql`${page.limit}`;
    const offset = first ? sql`` : sql`offset ${page.offset}`;
    const rows = withNames(
      bookId,
      sql`(select * from transactions t
                                where ${filterSql(bookId, filters)} ${oneRowPerTransfer(filters)}
                                order by t.date desc, t.id desc limit ${limit} ${offset})`,
    );
    const [answer] = await queryRows<{ rows: TransactionListRow[]; totals: ListTotals | null }>(
      db,
      sql`select coalesce((select json_agg(p order by p.date desc, p.id desc) from (${rows}) p), '[]') as rows,
                 ${page.withTotals ? sql`(select row_to_json(x) from (${totalsSql(bookId, filters)}) x)` : sql`null::json`}
                   as totals`,
      { prepared: first },
    );
    return { rows: await namesOfOtherBooks(db, bookId, answer?.rows ?? []), totals: answer?.totals ?? null };
  },

  async findListRows(db: Executor, bookId: number, ids: number[]): Promise<TransactionListRow[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<TransactionListRow>(
      db,
      withNames(
        bookId,
        sql`(select * from transactions t where t.book_id = ${bookId} and t.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    );
    return namesOfOtherBooks(db, bookId, rows);
  },

  async findOwned(db: Executor, bookId: number, id: number): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.bookId, bookId)))
      .limit(1);
    return row;
  },

  /** Locks the transaction for the rest of the database transaction (edits read its old values safely). */
  async lockOwned(db: Executor, bookId: number, id: number): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.bookId, bookId)))
      .for('update');
    return row;
  },

  async exists(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`select 1 from transactions where book_id = ${bookId} and id = ${id}`,
    );
    return rows.length > 0;
  },

  async legsOfTransfer(
    db: Executor,
    bookId: number,
    transferId: string,
    lock = false,
  ): Promise<TransactionRow[]> {
    const query = db
      .select()
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), eq(transactions.transferId, transferId)))
      .orderBy(transactions.id);
    return lock ? query.for('update') : query;
  },

  /** The costs written with a transfer (its IOF: fee_of_transfer), locked until the transaction ends. */
  async feesOfTransfer(db: Executor, bookId: number, transferId: string): Promise<number[]> {
    const rows = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), eq(transactions.feeOfTransfer, transferId)))
      .orderBy(transactions.id)
      .for('update');
    return rows.map((r) => r.id);
  },

  async splitsTotal(db: Executor, bookId: number, transactionId: number): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::bigint as total from transaction_splits
          where book_id = ${bookId} and transaction_id = ${transactionId}`,
    );
    return Number(row?.total ?? 0);
  },
};
