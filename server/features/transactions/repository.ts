import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { transactionSplits, transactions, transactionTags } from '../../db/schema';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

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
  payee_id: number | null;
  payee_name: string | null;
  account_id: number;
  account_name: string;
  transfer_id: string | null;
  goal_id: number | null;
}

export interface TagOfTransaction {
  transaction_id: number;
  id: number;
  name: string;
}

export interface SplitOfTransaction {
  transaction_id: number;
  id: number;
  amount: number;
  description: string;
  category_id: number | null;
  category_name: string | null;
  payee_id: number | null;
  payee_name: string | null;
}

export interface ListFilters {
  from?: string | undefined;
  to?: string | undefined;
  accountId?: number | undefined;
  categoryId?: number | undefined;
  type?: 'receita' | 'despesa' | undefined;
  /** Already folded for search (lower case, no accents). */
  q?: string | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the list and of its totals, on transactions alone (no join), always starting with the user, so
 * the planner can walk the (user_id, date, id) index and stop after one page.
 */
function filterSql(userId: number, f: ListFilters): SQL {
  const parts: SQL[] = [sql`t.user_id = ${userId}`];
  if (f.from) parts.push(sql`t.date >= ${f.from}`);
  if (f.to) parts.push(sql`t.date <= ${f.to}`);
  if (f.accountId) parts.push(sql`t.account_id = ${f.accountId}`);
  if (f.type)
    parts.push(sql`t.type = ${f.type === 'receita' ? 'RECEITA' : 'DESPESA'} and t.transfer_id is null`);
  if (f.categoryId) {
    parts.push(sql`(t.category_id = ${f.categoryId} or exists (
      select 1 from transaction_splits s
      where s.transaction_id = t.id and s.user_id = t.user_id and s.category_id = ${f.categoryId}))`);
  }
  if (f.q) {
    const pattern = likePattern(f.q);
    parts.push(sql`(t.search_text like ${pattern} or t.payee_id in (
      select p.id from payees p where p.user_id = ${userId} and p.search_name like ${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

/** Names for a handful of transactions (t is a page of rows, or the rows of some ids). */
const withNames = (rows: SQL) => sql`
  select t.id, t.description, t.date, t.amount, t.type, t.status,
         t.category_id, c.name as category_name, t.payee_id, p.name as payee_name,
         t.account_id, a.name as account_name, t.transfer_id, t.goal_id
  from ${rows} t
  join accounts a on a.id = t.account_id and a.user_id = t.user_id
  left join categories c on c.id = t.category_id and c.user_id = t.user_id
  left join payees p on p.id = t.payee_id and p.user_id = t.user_id
  order by t.date desc, t.id desc`;

export const transactionsRepository = {
  /** One page, newest first; ties on the date keep the order of creation (id), so pages never overlap. */
  async listPage(
    db: Executor,
    userId: number,
    filters: ListFilters,
    page: { limit: number; offset: number },
  ): Promise<TransactionListRow[]> {
    // The page is chosen first from transactions alone (an index walk); names are joined to its rows only.
    return queryRows<TransactionListRow>(
      db,
      withNames(sql`(select * from transactions t where ${filterSql(userId, filters)}
                     order by t.date desc, t.id desc limit ${page.limit} offset ${page.offset})`),
    );
  },

  async totals(
    db: Executor,
    userId: number,
    filters: ListFilters,
  ): Promise<{ receitas: number; despesas: number; count: number }> {
    const [row] = await queryRows<{ receitas: number; despesas: number; count: number }>(
      db,
      sql`select coalesce(sum(t.amount) filter (where t.type = 'RECEITA'), 0)::bigint as receitas,
                 coalesce(sum(t.amount) filter (where t.type = 'DESPESA'), 0)::bigint as despesas,
                 count(*)::int as count
          from transactions t
          where ${filterSql(userId, filters)} and t.transfer_id is null`,
    );
    return row ?? { receitas: 0, despesas: 0, count: 0 };
  },

  async findListRows(db: Executor, userId: number, ids: number[]): Promise<TransactionListRow[]> {
    if (ids.length === 0) return [];
    return queryRows<TransactionListRow>(
      db,
      withNames(
        sql`(select * from transactions t where t.user_id = ${userId} and t.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    );
  },

  async tagsOf(db: Executor, userId: number, ids: number[]): Promise<TagOfTransaction[]> {
    if (ids.length === 0) return [];
    return queryRows<TagOfTransaction>(
      db,
      sql`select tt.transaction_id, g.id, g.name
          from transaction_tags tt join tags g on g.id = tt.tag_id and g.user_id = tt.user_id
          where tt.user_id = ${userId} and tt.transaction_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by lower(g.name)`,
    );
  },

  async splitsOf(db: Executor, userId: number, ids: number[]): Promise<SplitOfTransaction[]> {
    if (ids.length === 0) return [];
    return queryRows<SplitOfTransaction>(
      db,
      sql`select s.transaction_id, s.id, s.amount, s.description, s.category_id, c.name as category_name,
                 s.payee_id, p.name as payee_name
          from transaction_splits s
          left join categories c on c.id = s.category_id and c.user_id = s.user_id
          left join payees p on p.id = s.payee_id and p.user_id = s.user_id
          where s.user_id = ${userId} and s.transaction_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by s.id`,
    );
  },

  async findOwned(db: Executor, userId: number, id: number): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .limit(1);
    return row;
  },

  /** Locks the transaction for the rest of the database transaction (edits read its old values safely). */
  async lockOwned(db: Executor, userId: number, id: number): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .for('update');
    return row;
  },

  async legsOfTransfer(
    db: Executor,
    userId: number,
    transferId: string,
    lock = false,
  ): Promise<TransactionRow[]> {
    const query = db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.transferId, transferId)))
      .orderBy(transactions.id);
    return lock ? query.for('update') : query;
  },

  async insert(db: Executor, values: NewTransaction): Promise<TransactionRow> {
    const [row] = await db.insert(transactions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async insertMany(db: Executor, values: NewTransaction[]): Promise<TransactionRow[]> {
    if (values.length === 0) return [];
    return db.insert(transactions).values(values).returning();
  },

  async update(db: Executor, userId: number, id: number, values: Partial<NewTransaction>): Promise<void> {
    await db
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  },

  async deleteMany(db: Executor, userId: number, ids: number[]): Promise<void> {
    await db.delete(transactions).where(and(eq(transactions.userId, userId), inArray(transactions.id, ids)));
  },

  async replaceTags(db: Executor, userId: number, transactionId: number, tagIds: number[]): Promise<void> {
    await db
      .delete(transactionTags)
      .where(and(eq(transactionTags.userId, userId), eq(transactionTags.transactionId, transactionId)));
    if (tagIds.length > 0) {
      await db.insert(transactionTags).values(tagIds.map((tagId) => ({ userId, transactionId, tagId })));
    }
  },

  async insertSplits(
    db: Executor,
    userId: number,
    transactionId: number,
    splits: Array<{ amount: number; description: string; categoryId: number | null; payeeId: number | null }>,
  ): Promise<void> {
    if (splits.length === 0) return;
    await db.insert(transactionSplits).values(splits.map((s) => ({ ...s, userId, transactionId })));
  },

  async splitsTotal(db: Executor, userId: number, transactionId: number): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::bigint as total from transaction_splits
          where user_id = ${userId} and transaction_id = ${transactionId}`,
    );
    return Number(row?.total ?? 0);
  },
};
