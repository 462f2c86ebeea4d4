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
} from 'drizzle-orm/pg-core';
import { MAX_BUSINESS_DAY } from '../../../common/business-days';
import type { RecurringKind, RecurringType } from '../../../common/contract/recurring';
import { accounts } from './accounts';
import { categories, payees } from './categories-tags-payees';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/** Fixed monthly expenses (gastos fixos). next_run is the next due date; due_day keeps day 31 across short months. */
export const recurring = pgTable(
  'recurring',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    // The check below keeps it to these two.
    type: text('type').$type<RecurringType>().notNull().default('DESPESA'),
    amount: cents('amount').notNull(),
    description: text('description').notNull().default('Gasto Fixo'),
    categoryId: bigint('category_id', { mode: 'number' }),
    payeeId: bigint('payee_id', { mode: 'number' }),
    intervalUnit: text('interval_unit').notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    nextRun: date('next_run', { mode: 'string' }).notNull(),
    dueDay: integer('due_day').notNull(),
    /** Due on the n-th business day of the month instead (weekends and national holidays skipped). */
    dueBusinessDay: integer('due_business_day'),
    /**
     * 'Valor variável' (luz, água, telefone): a bank line within VARIABLE_AMOUNT_TOLERANCE_PERCENT of the amount
     * pays a due date (server/features/matching/rules.ts); otherwise only the exact amount does.
     */
    variableAmount: boolean('variable_amount').notNull().default(false),
    lastRun: date('last_run', { mode: 'string' }),
    mode: text('mode').notNull().default('manual'),
    notifyDays: integer('notify_days').notNull().default(3),
    /** 'fixo', 'conta' (one due date, done once paid) or 'pix_automatico' (RECURRING_KINDS; the check keeps it). */
    kind: text('kind').$type<RecurringKind>().notNull().default('fixo'),
    /** A Pix Automático's authorised maximum, in cents; null for the other kinds. */
    maxAmount: cents('max_amount'),
    /** The code_key of POST /capture/code the item was made from: the same boleto or Pix pasted again is this bill. */
    capturedCode: text('captured_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('recurring_pkey', t),
    index('recurring_captured_code_idx').on(t.bookId, t.capturedCode),
    check('recurring_kind_check', sql`${t.kind} in ('fixo','conta','pix_automatico')`),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }),
    index('recurring_user_next_run_idx').on(t.bookId, t.nextRun),
    index('recurring_due_automatic_idx').on(t.nextRun).where(sql`${t.mode} = 'automatic'`),
    check('recurring_type_check', sql`${t.type} in ('RECEITA','DESPESA')`),
    check('recurring_mode_check', sql`${t.mode} in ('manual','automatic')`),
    check(
      'recurring_interval_check',
      sql`${t.intervalUnit} = 'month' and ${t.intervalCount} between 1 and 12`,
    ),
    check('recurring_due_day_check', sql`${t.dueDay} between 1 and 31`),
    check(
      'recurring_due_business_day_check',
      sql`${t.dueBusinessDay} between 1 and ${sql.raw(String(MAX_BUSINESS_DAY))}`,
    ),
    check('recurring_notify_days_check', sql`${t.notifyDays} >= 0`),
    check('recurring_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * What the history suggested as a fixed item and the person dismissed ("Não é fixo"): its key (the payee or the
 * description's stem, with its type) is never suggested again in the book.
 */
export const recurringDismissals = pgTable(
  'recurring_dismissals',
  {
    bookId: bookId(),
    /** The suggestion's key: 'DESPESA:p12' (payee 12) or 'RECEITA:dsalario acme' (description's stem). */
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.key] }),
    check('recurring_dismissals_key_check', sql`length(${t.key}) <= 300`),
  ],
);
