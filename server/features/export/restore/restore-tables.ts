import type { JsonTable } from '../../../db/json-rows';

/**
 * The tables the restore writes and their columns, as the plan's parts (plan-*.ts) fill them and the repository
 * inserts them; and which of them take new ids (new-ids.ts), from which identity sequence.
 */

/** A table the restore writes: its columns and their types, as jsonb_to_recordset reads the rows. */
export type RestoreTable = JsonTable;

const created = { created_at: 'timestamptz' };

export const TABLES = {
  accounts: {
    name: 'accounts',
    columns: {
      id: 'bigint',
      name: 'text',
      type: 'text',
      currency: 'text',
      opening_balance: 'bigint',
      closing_day: 'integer',
      due_day: 'integer',
      credit_limit: 'bigint',
      payment_account_id: 'bigint',
      archived_at: 'timestamptz',
      ...created,
    },
  },
  categories: {
    name: 'categories',
    columns: {
      id: 'bigint',
      name: 'text',
      type: 'text',
      icon: 'text',
      color: 'text',
      parent_id: 'bigint',
      ...created,
    },
  },
  categoryTaxCodes: { name: 'category_tax_codes', columns: { category_id: 'bigint', code: 'text' } },
  incomeTaxYears: {
    name: 'income_tax_years',
    columns: { year: 'integer', dependents: 'integer', carne_leao_paid_cents: 'bigint' },
  },
  incomeTaxStatements: {
    name: 'income_tax_statements',
    columns: {
      year: 'integer',
      person: 'integer',
      payer_name: 'text',
      payer_document: 'text',
      taxable_cents: 'bigint',
      official_pension_cents: 'bigint',
      withheld_cents: 'bigint',
      thirteenth_cents: 'bigint',
      thirteenth_withheld_cents: 'bigint',
      plr_cents: 'bigint',
      plr_withheld_cents: 'bigint',
      exempt_cents: 'bigint',
    },
  },
  incomeTaxBeneficiaries: {
    name: 'income_tax_beneficiaries',
    columns: { payee_id: 'bigint', person: 'integer' },
  },
  tags: { name: 'tags', columns: { id: 'bigint', name: 'text', ...created } },
  payees: { name: 'payees', columns: { id: 'bigint', name: 'text', document: 'text', ...created } },
  goals: {
    name: 'goals',
    columns: {
      id: 'bigint',
      name: 'text',
      type: 'text',
      target_amount: 'bigint',
      initial_amount: 'bigint',
      strategy: 'text',
      account_id: 'bigint',
      category_id: 'bigint',
      target_date: 'date',
      planned_monthly_amount: 'bigint',
      recurring_day: 'integer',
      priority: 'text',
      archived_at: 'timestamptz',
      ...created,
    },
  },
  recurring: {
    name: 'recurring',
    columns: {
      id: 'bigint',
      account_id: 'bigint',
      type: 'text',
      amount: 'bigint',
      description: 'text',
      category_id: 'bigint',
      payee_id: 'bigint',
      interval_unit: 'text',
      interval_count: 'integer',
      next_run: 'date',
      due_day: 'integer',
      due_business_day: 'integer',
      last_run: 'date',
      mode: 'text',
      notify_days: 'integer',
      variable_amount: 'boolean',
      kind: 'text',
      max_amount: 'bigint',
      captured_code: 'text',
      ...created,
    },
  },
  transactionCodes: { name: 'transaction_codes', columns: { transaction_id: 'bigint', code_key: 'text' } },
  budgets: {
    name: 'budgets',
    columns: {
      id: 'bigint',
      category_id: 'bigint',
      month: 'date',
      amount: 'bigint',
      rollover: 'boolean',
      ...created,
    },
  },
  budgetMonths: { name: 'budget_months', columns: { month: 'date' } },
  transactionShares: {
    name: 'transaction_shares',
    columns: { transaction_id: 'bigint', user_id: 'bigint', amount: 'bigint' },
  },
  bookSettlements: {
    name: 'book_settlements',
    columns: {
      id: 'bigint',
      from_user_id: 'bigint',
      to_user_id: 'bigint',
      amount: 'bigint',
      date: 'date',
      transfer_id: 'uuid',
      created_by: 'bigint',
      ...created,
    },
  },
  rules: {
    name: 'rules',
    columns: {
      id: 'bigint',
      name: 'text',
      position: 'integer',
      conditions: 'jsonb',
      category_id: 'bigint',
      payee_id: 'bigint',
      description: 'text',
      ...created,
    },
  },
  ruleTags: { name: 'rule_tags', columns: { rule_id: 'bigint', tag_id: 'bigint' } },
  cardBills: {
    name: 'card_bills',
    columns: { account_id: 'bigint', month: 'text', closing_date: 'date', due_date: 'date' },
  },
  fixedIncomePositions: {
    name: 'fixed_income_positions',
    columns: {
      id: 'bigint',
      account_id: 'bigint',
      name: 'text',
      product: 'text',
      indexing: 'text',
      // Decimal text in the JSON: numeric reads it as written, never through a float.
      rate: 'numeric',
      applied_cents: 'bigint',
      applied_on: 'date',
      maturity_on: 'date',
      application_transfer_id: 'uuid',
      redeemed_on: 'date',
      redeemed_net_cents: 'bigint',
      provider_investment_id: 'text',
      bank_value_cents: 'bigint',
      bank_value_on: 'date',
      ...created,
    },
  },
  bookIndexRates: {
    name: 'book_index_rates',
    columns: { series: 'text', date: 'date', value: 'numeric', ...created },
  },
  bookExchangeRates: {
    name: 'book_exchange_rates',
    columns: { currency: 'text', date: 'date', rate: 'numeric', ...created },
  },
  debts: {
    name: 'debts',
    columns: {
      id: 'bigint',
      name: 'text',
      kind: 'text',
      lender: 'text',
      principal_cents: 'bigint',
      // Decimal text in the JSON, as the positions' rate.
      rate_percent: 'numeric',
      rate_period: 'text',
      installments: 'integer',
      system: 'text',
      contract_date: 'date',
      first_due_date: 'date',
      paid_before: 'integer',
      payment_account_id: 'bigint',
      ...created,
    },
  },
  debtPrepayments: {
    name: 'debt_prepayments',
    columns: {
      id: 'bigint',
      debt_id: 'bigint',
      date: 'date',
      amount_cents: 'bigint',
      mode: 'text',
      transaction_id: 'bigint',
      ...created,
    },
  },
  debtPayments: {
    name: 'debt_payments',
    columns: { debt_id: 'bigint', number: 'integer', transaction_id: 'bigint' },
  },
  assets: {
    name: 'assets',
    columns: {
      id: 'bigint',
      name: 'text',
      kind: 'text',
      acquired_on: 'date',
      acquired_cents: 'bigint',
      sold_on: 'date',
      sold_cents: 'bigint',
      notes: 'text',
      ...created,
    },
  },
  assetValuations: {
    name: 'asset_valuations',
    columns: { id: 'bigint', asset_id: 'bigint', date: 'date', value_cents: 'bigint', ...created },
  },
  variableIncomeHoldings: {
    name: 'variable_income_holdings',
    columns: {
      id: 'bigint',
      account_id: 'bigint',
      ticker: 'text',
      name: 'text',
      kind: 'text',
      fund_class: 'text',
      ...created,
    },
  },
  variableIncomeTrades: {
    name: 'variable_income_trades',
    columns: {
      id: 'bigint',
      holding_id: 'bigint',
      side: 'text',
      traded_on: 'date',
      // Decimal text in the JSON, as the positions' rate.
      quantity: 'numeric',
      price: 'numeric',
      fees_cents: 'bigint',
      amount_cents: 'bigint',
      cash_account_id: 'bigint',
      transfer_id: 'uuid',
      gain_transaction_id: 'bigint',
      realized_gain_cents: 'bigint',
      ...created,
    },
  },
  // Referenced by nothing and one per holding and date: the table's identity gives the new ids.
  variableIncomePrices: {
    name: 'variable_income_prices',
    columns: { holding_id: 'bigint', priced_on: 'date', price: 'numeric', ...created },
  },
  variableIncomeIncomes: {
    name: 'variable_income_incomes',
    columns: {
      id: 'bigint',
      holding_id: 'bigint',
      kind: 'text',
      paid_on: 'date',
      gross_cents: 'bigint',
      withheld_cents: 'bigint',
      transaction_id: 'bigint',
      ...created,
    },
  },
  /** The comprovantes' rows; their files are in the store already, under new keys (restore-files.ts). */
  attachments: {
    name: 'attachments',
    columns: {
      id: 'bigint',
      transaction_id: 'bigint',
      key: 'text',
      name: 'text',
      kind: 'text',
      content_type: 'text',
      size: 'bigint',
      thumb_size: 'integer',
      sha256: 'text',
      width: 'integer',
      height: 'integer',
      ...created,
    },
  },
} satisfies Record<string, RestoreTable>;

/**
 * The ledger's tables whose rows get new ids: the restore takes them first, as for its own tables, and the ledger
 * writes the rows (ledger.insertRestored).
 */
const LEDGER_ID_TABLES = { transactions: 'transactions', transactionSplits: 'transaction_splits' } as const;

/** Tables of the restore's own whose rows get a new id from their identity sequence. */
export type OwnIdTable = Exclude<
  keyof typeof TABLES,
  | 'ruleTags'
  | 'cardBills'
  | 'budgetMonths'
  | 'transactionShares'
  | 'bookIndexRates'
  | 'bookExchangeRates'
  | 'debtPayments'
  | 'variableIncomePrices'
>;

/** Tables whose rows get a new id from their identity sequence. */
export type IdTable = OwnIdTable | keyof typeof LEDGER_ID_TABLES;

/** The table whose identity sequence gives a table's new ids (the ledger's are not among TABLES). */
export const sequenceTable = (table: IdTable): string =>
  table === 'transactions' || table === 'transactionSplits' ? LEDGER_ID_TABLES[table] : TABLES[table].name;
