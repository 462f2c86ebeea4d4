import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/**
 * Fixed-income positions (renda fixa): each application of an investment account, with the contract its value
 * accrues by (common/fixed-income.ts, common/poupanca.ts). The ledger holds the money that moved (the application's
 * transfer, a redemption's yield, taxes and transfer back); the position holds what the ledger cannot: the rate,
 * the dates, and so the value on any day.
 */
export const fixedIncomePositions = pgTable(
  'fixed_income_positions',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    product: text('product').notNull(),
    indexing: text('indexing').notNull(),
    /** Percent: of the CDI, or a year's rate; null for the poupança. */
    rate: numeric('rate', { precision: 9, scale: 4 }),
    appliedCents: cents('applied_cents').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    maturityOn: date('maturity_on', { mode: 'string' }),
    /** The application's transfer, when the money came from another account of the book. */
    applicationTransferId: uuid('application_transfer_id'),
    redeemedOn: date('redeemed_on', { mode: 'string' }),
    redeemedNetCents: cents('redeemed_net_cents'),
    /**
     * The aggregator's id of the investment a bank sync brought it from (server/features/sync), null for a
     * position typed; what finds it again on the next sync (one position per investment of the book).
     */
    providerInvestmentId: text('provider_investment_id'),
    /**
     * What the bank last said the position is worth, in cents, and the day it said it (a synced position's). An
     * 'informado' position, whose contract the bank did not give in full, is worth this.
     */
    bankValueCents: cents('bank_value_cents'),
    bankValueOn: date('bank_value_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('fixed_income_positions_pkey', t),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
    index('fixed_income_positions_book_idx').on(t.bookId, t.accountId),
    uniqueIndex('fixed_income_positions_provider_key').on(t.bookId, t.providerInvestmentId),
    check(
      'fixed_income_positions_bank_value_check',
      sql`(${t.bankValueCents} is null) = (${t.bankValueOn} is null) and (${t.indexing} <> 'informado' or ${t.bankValueCents} is not null)`,
    ),
    check('fixed_income_positions_applied_check', sql`${t.appliedCents} > 0`),
    check('fixed_income_positions_maturity_check', sql`${t.maturityOn} > ${t.appliedOn}`),
    check(
      'fixed_income_positions_indexing_check',
      sql`${t.indexing} in ('cdi','cdi_mais','selic','ipca','prefixado','poupanca','informado')`,
    ),
    check(
      'fixed_income_positions_redeemed_check',
      sql`(${t.redeemedOn} is null) = (${t.redeemedNetCents} is null)`,
    ),
  ],
);

/**
 * Renda variável holdings: an asset (ação, FII, ETF, BDR, fundo, cripto) kept in an investment account, named by its
 * ticker (upper case). Created by its first trade; what is held and its average cost are computed from the trades
 * (common/variable-income.ts), never stored twice.
 */
export const variableIncomeHoldings = pgTable(
  'variable_income_holdings',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    ticker: text('ticker').notNull(),
    name: text('name'),
    kind: text('kind').notNull(),
    /** A fundo's tax class (common/come-cotas.ts FUND_CLASSES): its come-cotas; null when not said, or not a fundo. */
    fundClass: text('fund_class'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
    bookKey('variable_income_holdings_pkey', t),
    unique('variable_income_holdings_ticker_key').on(t.bookId, t.accountId, t.ticker),
    check(
      'variable_income_holdings_kind_check',
      sql`${t.kind} in ('acao','fii','etf','bdr','fundo','cripto')`,
    ),
    check('variable_income_holdings_ticker_check', sql`length(${t.ticker}) between 1 and 20`),
    check(
      'variable_income_holdings_fund_class_check',
      sql`${t.fundClass} is null or (${t.kind} = 'fundo' and ${t.fundClass} in ('longo_prazo','curto_prazo','acoes'))`,
    ),
  ],
);

/**
 * A holding's trades. Quantities and prices are exact decimals (8 places). `amount_cents` is the money of the trade
 * (paid with fees for a compra, received net of fees for a venda, 0 for a desdobro or grupamento). The ledger holds
 * the money: `transfer_id` the transfer to or from `cash_account_id`, `gain_transaction_id` a venda's realized gain
 * (or loss) row, both without a foreign key as debt_payments (a row the person deleted is simply gone).
 * `realized_gain_cents` is recomputed whenever an earlier trade changes the average cost.
 */
export const variableIncomeTrades = pgTable(
  'variable_income_trades',
  {
    id: id(),
    bookId: bookId(),
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    tradedOn: date('traded_on', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 8 }).notNull(),
    price: numeric('price', { precision: 20, scale: 8 }),
    feesCents: cents('fees_cents').notNull().default(0),
    amountCents: cents('amount_cents').notNull(),
    cashAccountId: bigint('cash_account_id', { mode: 'number' }),
    transferId: uuid('transfer_id'),
    gainTransactionId: bigint('gain_transaction_id', { mode: 'number' }),
    realizedGainCents: cents('realized_gain_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('variable_income_trades_pkey', t),
    foreignKey({
      columns: [t.holdingId, t.bookId],
      foreignColumns: [variableIncomeHoldings.id, variableIncomeHoldings.bookId],
    }).onDelete('cascade'),
    index('variable_income_trades_holding_idx').on(t.bookId, t.holdingId, t.tradedOn),
    check('variable_income_trades_side_check', sql`${t.side} in ('compra','venda','desdobro','grupamento')`),
    check('variable_income_trades_quantity_check', sql`${t.quantity} > 0`),
    check(
      'variable_income_trades_price_check',
      sql`(${t.side} in ('compra','venda')) = (${t.price} is not null) and (${t.price} is null or ${t.price} >= 0)`,
    ),
    check('variable_income_trades_fees_check', sql`${t.feesCents} >= 0`),
  ],
);

/** A holding's price on a day, typed or imported: one per day (typing another replaces it). */
export const variableIncomePrices = pgTable(
  'variable_income_prices',
  {
    id: id(),
    bookId: bookId(),
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    pricedOn: date('priced_on', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('variable_income_prices_pkey', t),
    foreignKey({
      columns: [t.holdingId, t.bookId],
      foreignColumns: [variableIncomeHoldings.id, variableIncomeHoldings.bookId],
    }).onDelete('cascade'),
    // Also the index of "the latest price on or before a day" (holding_id, priced_on desc).
    unique('variable_income_prices_day_key').on(t.bookId, t.holdingId, t.pricedOn),
    index('variable_income_prices_book_idx').on(t.bookId),
    check('variable_income_prices_price_check', sql`${t.price} > 0`),
  ],
);

/**
 * A holding's incomes (proventos: dividendos, JCP, FII rendimentos): the gross, the tax withheld at the source, and
 * the ledger row of the net amount received (no foreign key, as debt_payments).
 */
export const variableIncomeIncomes = pgTable(
  'variable_income_incomes',
  {
    id: id(),
    bookId: bookId(),
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    grossCents: cents('gross_cents').notNull(),
    withheldCents: cents('withheld_cents').notNull().default(0),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('variable_income_incomes_pkey', t),
    foreignKey({
      columns: [t.holdingId, t.bookId],
      foreignColumns: [variableIncomeHoldings.id, variableIncomeHoldings.bookId],
    }).onDelete('cascade'),
    index('variable_income_incomes_holding_idx').on(t.bookId, t.holdingId, t.paidOn),
    check('variable_income_incomes_kind_check', sql`${t.kind} in ('dividendo','jcp','rendimento')`),
    check('variable_income_incomes_gross_check', sql`${t.grossCents} > 0`),
    check(
      'variable_income_incomes_withheld_check',
      sql`${t.withheldCents} >= 0 and ${t.withheldCents} < ${t.grossCents}`,
    ),
  ],
);
