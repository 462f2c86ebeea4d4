import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { categories } from './categories-tags-payees';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/** One budget per category and month; rollover is kept per category (every month of it). */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    bookId: bookId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    amount: cents('amount').notNull(),
    rollover: boolean('rollover').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('budgets_pkey', t),
    foreignKey({
      columns: [t.categoryId, t.bookId],
      foreignColumns: [categories.id, categories.bookId],
    }).onDelete('cascade'),
    uniqueIndex('budgets_user_category_month_key').on(t.bookId, t.categoryId, t.month),
    index('budgets_user_month_idx').on(t.bookId, t.month),
    check('budgets_month_check', sql`extract(day from ${t.month}) = 1`),
    check('budgets_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The months whose budget list is their own, even when it is empty. A month with no budget rows and no mark here
 * shows the list of the latest earlier month that has one (budgets repeat until changed); the mark keeps a
 * month whose last budget was deleted empty instead of repeating an earlier month (budgets/repository.ts).
 */
export const budgetMonths = pgTable(
  'budget_months',
  {
    bookId: bookId(),
    month: date('month', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.month] }),
    check('budget_months_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    type: text('type').notNull().default('poupanca'),
    targetAmount: cents('target_amount').notNull(),
    initialAmount: cents('initial_amount').notNull().default(0),
    strategy: text('strategy').notNull().default('linear'),
    accountId: bigint('account_id', { mode: 'number' }),
    categoryId: bigint('category_id', { mode: 'number' }),
    targetDate: date('target_date', { mode: 'string' }),
    plannedMonthlyAmount: cents('planned_monthly_amount'),
    recurringDay: integer('recurring_day'),
    priority: text('priority').notNull().default('media'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('goals_pkey', t),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    index('goals_user_idx').on(t.bookId),
    check('goals_type_check', sql`${t.type} in ('poupanca','quitar_divida')`),
    check('goals_strategy_check', sql`${t.strategy} in ('linear','por_alocacao')`),
    check('goals_priority_check', sql`${t.priority} in ('baixa','media','alta')`),
    check('goals_target_check', sql`${t.targetAmount} > 0`),
    check('goals_recurring_day_check', sql`${t.recurringDay} between 1 and 31`),
  ],
);
