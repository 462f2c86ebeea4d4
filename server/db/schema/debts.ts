import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/**
 * Debts (dívidas): loans and financings with their contract; the schedule the contract makes (common/loans.ts)
 * gives the balance owed on any day. The rate is kept as typed (percent, per month or per year).
 */
export const debts = pgTable(
  'debts',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    lender: text('lender'),
    principalCents: cents('principal_cents').notNull(),
    ratePercent: numeric('rate_percent', { precision: 10, scale: 4 }).notNull(),
    ratePeriod: text('rate_period').notNull(),
    installments: integer('installments').notNull(),
    system: text('system').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    firstDueDate: date('first_due_date', { mode: 'string' }).notNull(),
    /**
     * Instalments 1 to this were paid before the debt was entered in Grana: paid, with no expense of the ledger (a
     * financing entered in its eleventh month has ten behind it, paid from accounts whose past Grana may not hold).
     */
    paidBefore: integer('paid_before').notNull().default(0),
    /**
     * The money account its instalments usually leave from (the service checks: not a card, not an investment
     * account): where the forecast places them. Deleting the account leaves the debt without one: the migration's
     * foreign key sets only this column to null (`ON DELETE SET NULL (payment_account_id)`), keeping book_id.
     */
    paymentAccountId: bigint('payment_account_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('debts_pkey', t),
    index('debts_book_idx').on(t.bookId),
    foreignKey({
      columns: [t.paymentAccountId, t.bookId],
      foreignColumns: [accounts.id, accounts.bookId],
    }).onDelete('set null'),
    check('debts_principal_check', sql`${t.principalCents} > 0`),
    check('debts_rate_check', sql`${t.ratePercent} >= 0`),
    check('debts_rate_period_check', sql`${t.ratePeriod} in ('mes','ano')`),
    check('debts_installments_check', sql`${t.installments} between 1 and 600`),
    check('debts_system_check', sql`${t.system} in ('SAC','PRICE')`),
    check('debts_dates_check', sql`${t.firstDueDate} > ${t.contractDate}`),
    check('debts_paid_before_check', sql`${t.paidBefore} between 0 and ${t.installments}`),
  ],
);

/**
 * A debt's prepayments (amortizações extraordinárias). `transaction_id` is the expense that paid it, when one was
 * recorded: no foreign key, so deleting that expense (and undoing the deletion) leaves the contract as it was.
 */
export const debtPrepayments = pgTable(
  'debt_prepayments',
  {
    id: id(),
    bookId: bookId(),
    debtId: bigint('debt_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    mode: text('mode').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('debt_prepayments_pkey', t),
    foreignKey({ columns: [t.debtId, t.bookId], foreignColumns: [debts.id, debts.bookId] }).onDelete(
      'cascade',
    ),
    index('debt_prepayments_debt_idx').on(t.debtId),
    check('debt_prepayments_amount_check', sql`${t.amountCents} > 0`),
    check('debt_prepayments_mode_check', sql`${t.mode} in ('prazo','parcela')`),
  ],
);

/**
 * Instalments recorded as paid: the expense that paid each. No foreign key to the transaction: an instalment whose
 * expense was deleted reads as unpaid, and undoing the deletion (same id) makes it paid again.
 */
export const debtPayments = pgTable(
  'debt_payments',
  {
    bookId: bookId(),
    debtId: bigint('debt_id', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.debtId, t.number] }),
    foreignKey({ columns: [t.debtId, t.bookId], foreignColumns: [debts.id, debts.bookId] }).onDelete(
      'cascade',
    ),
  ],
);
