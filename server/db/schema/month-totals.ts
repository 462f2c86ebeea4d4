import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MAX_MONTH_TOTAL_CENTS } from '../../../common/money';
import { cents } from './columns';
import { bookId } from './owner-columns';

/** The checks that keep month totals within MAX_MONTH_TOTAL_CENTS; a write that breaks one answers 400. */
export const MONTH_TOTAL_CHECKS = {
  account: 'account_month_totals_bound_check',
  category: 'category_month_totals_bound_check',
} as const;
const MONTH_TOTAL_BOUND = sql.raw(String(MAX_MONTH_TOTAL_CENTS));

/**
 * Monthly totals kept beside the transactions so that balances, trends and reports over years read a few
 * hundred rows instead of every transaction. Maintained by server/features/ledger in the same database
 * transaction as every write, and rebuilt from the transactions when asked.
 */
export const accountMonthTotals = pgTable(
  'account_month_totals',
  {
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    /** Money in and out of the account, transfers included (they move balances). */
    income: cents('income').notNull().default(0),
    expense: cents('expense').notNull().default(0),
    /**
     * The same without transfers and goal contributions, and how many: the totals the transactions list shows
     * for whole months, read from here instead of summing thousands of rows.
     */
    flowIncome: cents('flow_income').notNull().default(0),
    flowExpense: cents('flow_expense').notNull().default(0),
    flowIncomeCount: integer('flow_income_count').notNull().default(0),
    flowExpenseCount: integer('flow_expense_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.accountId, t.month] }),
    check(
      MONTH_TOTAL_CHECKS.account,
      sql`greatest(abs(${t.income}), abs(${t.expense}), abs(${t.flowIncome}), abs(${t.flowExpense})) <= ${MONTH_TOTAL_BOUND}`,
    ),
  ],
);

export const categoryMonthTotals = pgTable(
  'category_month_totals',
  {
    bookId: bookId(),
    /** 0 for money without a category. */
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    /** As transaction_lines counts it: split parts under their own category, transfers left out. */
    amount: cents('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.month, t.type, t.categoryId] }),
    check(MONTH_TOTAL_CHECKS.category, sql`abs(${t.amount}) <= ${MONTH_TOTAL_BOUND}`),
  ],
);
