import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

/**
 * What the export reads: a person's rows, always filtered by user_id. Timestamps come as ISO text with their
 * microseconds, so both drivers answer the same text and the restore writes back the same instant. Money is
 * integer cents.
 */

/** ISO 8601 in UTC with microseconds: '2026-11-21T13:45:12.345678Z'. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const iso = (column: string) => sql.raw(isoText(column));

export interface ProfileRow {
  name: string;
  email: string;
  timeZone: string;
  createdAt: string;
}

export interface AccountRow {
  id: number;
  name: string;
  type: string;
  openingBalance: number;
  archivedAt: string | null;
  createdAt: string;
}

export interface NamedRow {
  id: number;
  name: string;
  createdAt: string;
}

export interface CategoryRow extends NamedRow {
  type: string;
}

export interface GoalRow {
  id: number;
  name: string;
  type: string;
  targetAmount: number;
  initialAmount: number;
  strategy: string;
  accountId: number | null;
  categoryId: number | null;
  targetDate: string | null;
  plannedMonthlyAmount: number | null;
  recurringDay: number | null;
  priority: string;
  archivedAt: string | null;
  createdAt: string;
}

export interface RecurringRow {
  id: number;
  accountId: number;
  type: string;
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  intervalUnit: string;
  intervalCount: number;
  nextRun: string;
  dueDay: number;
  lastRun: string | null;
  mode: string;
  notifyDays: number;
  createdAt: string;
}

export interface BudgetRow {
  categoryId: number;
  month: string;
  amount: number;
  rollover: boolean;
  createdAt: string;
}

export interface TransactionRow {
  id: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  transferId: string | null;
  goalId: number | null;
  recurringId: number | null;
  externalId: string | null;
  splitAmount: number;
  createdAt: string;
  /** The other leg's account, for a transfer (the CSV's 'Destino'). */
  partnerAccountId?: number | null;
}

export interface SplitRow {
  transactionId: number;
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
}

export interface TagLinkRow {
  transactionId: number;
  tagId: number;
}

/** Rows per FETCH of a cursor: bounded memory whatever the number of transactions. */
export const PAGE_ROWS = 5000;

const TRANSACTION_COLUMNS =
  sql.raw(`t.id, t.account_id as "accountId", t.type, t.amount, t.date, t.description,
  t.category_id as "categoryId", t.payee_id as "payeeId", t.status, t.transfer_id as "transferId",
  t.goal_id as "goalId", t.recurring_id as "recurringId", t.external_id as "externalId",
  t.split_amount as "splitAmount", ${isoText('t.created_at')} as "createdAt"`);

/**
 * Walks a query with a cursor inside the caller's database transaction, PAGE_ROWS rows at a time: one plan and
 * one snapshot, instead of one giant answer or a keyset query per page.
 */
async function eachPage<T>(
  tx: Executor,
  name: string,
  query: SQL,
  onPage: (rows: T[]) => Promise<void>,
): Promise<void> {
  const cursor = sql.raw(name);
  await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
  for (;;) {
    const rows = await queryRows<T>(tx, sql`fetch forward ${sql.raw(String(PAGE_ROWS))} from ${cursor}`);
    if (rows.length > 0) await onPage(rows);
    if (rows.length < PAGE_ROWS) break;
  }
  await tx.execute(sql`close ${cursor}`);
}

export const exportRepository = {
  async profile(db: Executor, userId: number): Promise<ProfileRow | undefined> {
    const [row] = await queryRows<ProfileRow>(
      db,
      sql`select name, email, time_zone as "timeZone", ${iso('created_at')} as "createdAt"
          from users where id = ${userId}`,
    );
    return row;
  },

  accounts(db: Executor, userId: number): Promise<AccountRow[]> {
    return queryRows<AccountRow>(
      db,
      sql`select id, name, type, opening_balance as "openingBalance", ${iso('archived_at')} as "archivedAt",
                 ${iso('created_at')} as "createdAt"
          from accounts where user_id = ${userId} order by id`,
    );
  },

  categories(db: Executor, userId: number): Promise<CategoryRow[]> {
    return queryRows<CategoryRow>(
      db,
      sql`select id, name, type, ${iso('created_at')} as "createdAt"
          from categories where user_id = ${userId} order by id`,
    );
  },

  tags(db: Executor, userId: number): Promise<NamedRow[]> {
    return queryRows<NamedRow>(
      db,
      sql`select id, name, ${iso('created_at')} as "createdAt" from tags where user_id = ${userId} order by id`,
    );
  },

  payees(db: Executor, userId: number): Promise<NamedRow[]> {
    return queryRows<NamedRow>(
      db,
      sql`select id, name, ${iso('created_at')} as "createdAt" from payees where user_id = ${userId} order by id`,
    );
  },

  goals(db: Executor, userId: number): Promise<GoalRow[]> {
    return queryRows<GoalRow>(
      db,
      sql`select id, name, type, target_amount as "targetAmount", initial_amount as "initialAmount", strategy,
                 account_id as "accountId", category_id as "categoryId", target_date as "targetDate",
                 planned_monthly_amount as "plannedMonthlyAmount", recurring_day as "recurringDay", priority,
                 ${iso('archived_at')} as "archivedAt", ${iso('created_at')} as "createdAt"
          from goals where user_id = ${userId} order by id`,
    );
  },

  recurring(db: Executor, userId: number): Promise<RecurringRow[]> {
    return queryRows<RecurringRow>(
      db,
      sql`select id, account_id as "accountId", type, amount, description, category_id as "categoryId",
                 payee_id as "payeeId", interval_unit as "intervalUnit", interval_count as "intervalCount",
                 next_run as "nextRun", due_day as "dueDay", last_run as "lastRun", mode,
                 notify_days as "notifyDays", ${iso('created_at')} as "createdAt"
          from recurring where user_id = ${userId} order by id`,
    );
  },

  budgets(db: Executor, userId: number): Promise<BudgetRow[]> {
    return queryRows<BudgetRow>(
      db,
      sql`select category_id as "categoryId", month, amount, rollover, ${iso('created_at')} as "createdAt"
          from budgets where user_id = ${userId} order by id`,
    );
  },

  /** Every transaction in id order (the order they were written), a page at a time. */
  eachTransactionPage(
    tx: Executor,
    userId: number,
    onPage: (rows: TransactionRow[]) => Promise<void>,
  ): Promise<void> {
    return eachPage(
      tx,
      'grana_export_transactions',
      sql`select ${TRANSACTION_COLUMNS} from transactions t where t.user_id = ${userId} order by t.id`,
      onPage,
    );
  },

  /**
   * Transactions by date for a spreadsheet. A transfer is one row, its outgoing leg, with the account of the
   * incoming leg beside it (our import writes both legs back from such a row).
   */
  eachSpreadsheetPage(
    tx: Executor,
    userId: number,
    onPage: (rows: TransactionRow[]) => Promise<void>,
  ): Promise<void> {
    return eachPage(
      tx,
      'grana_export_spreadsheet',
      sql`select ${TRANSACTION_COLUMNS},
                 (select p.account_id from transactions p
                  where p.user_id = t.user_id and p.transfer_id = t.transfer_id and p.id <> t.id
                  limit 1) as "partnerAccountId"
          from transactions t
          where t.user_id = ${userId} and not (t.transfer_id is not null and t.type = 'RECEITA')
          order by t.date, t.id`,
      onPage,
    );
  },

  splitsOf(db: Executor, userId: number, transactionIds: number[]): Promise<SplitRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<SplitRow>(
      db,
      sql`select transaction_id as "transactionId", amount, description, category_id as "categoryId",
                 payee_id as "payeeId"
          from transaction_splits
          where user_id = ${userId} and transaction_id = any(${sql.param(transactionIds)}::bigint[])
          order by id`,
    );
  },

  tagLinksOf(db: Executor, userId: number, transactionIds: number[]): Promise<TagLinkRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<TagLinkRow>(
      db,
      sql`select transaction_id as "transactionId", tag_id as "tagId"
          from transaction_tags
          where user_id = ${userId} and transaction_id = any(${sql.param(transactionIds)}::bigint[])
          order by transaction_id, tag_id`,
    );
  },
};
