import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MAX_MONTH_TOTAL_CENTS } from '../../../common/money';
import { cents } from './columns';
import { bookId } from './owner-columns';

/** The checks that keep month totals within MAX_MONTH_TOTAL_CENTS; a write that breaks one answers 400. */
export const MONTH_TOTAL_CHECKS = {
  account: 'account_month_totals_bound_check',
  category: 'category_month_totals_bound_check',
  bill: 'card_bill_totals_bound_check',
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

/**
 * The rows pinned to a card's bill (installments after the first, anticipated ones, a bill's payments) added up per
 * bill, type and whether a transfer: what a card's open and future bills hold beyond the rows placed by their
 * dates, read as a few rows. A card with 1,050 purchases in 48 installments had 50,000 pinned rows to sum at every
 * forecast and card list (issue 80). Only pins within FIRST_BILL_MONTH..LAST_BILL_MONTH: an older pin outside them
 * places its row by date (cards/repository.ts dayTotals reads those from the rows). Kept by the ledger with the
 * month totals; `rows` tells a bill whose pinned rows are all gone (0) from one with rows.
 */
export const cardBillTotals = pgTable(
  'card_bill_totals',
  {
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    billMonth: text('bill_month').notNull(),
    type: text('type').notNull(),
    transfer: boolean('transfer').notNull(),
    amount: cents('amount').notNull().default(0),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.accountId, t.billMonth, t.type, t.transfer] }),
    check(MONTH_TOTAL_CHECKS.bill, sql`abs(${t.amount}) <= ${MONTH_TOTAL_BOUND}`),
  ],
);
