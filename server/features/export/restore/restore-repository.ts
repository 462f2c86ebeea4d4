import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/connect';
import { insertJsonRows, type JsonRow, type JsonTable } from '../../../db/json-rows';
import { ownCategoryExists } from '../../categories/public';
import { ledger } from '../../ledger/public';
import { INSERT_BATCH_ROWS } from '../../shared/write-steps';

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
  incomeTaxYears: { name: 'income_tax_years', columns: { year: 'integer', dependents: 'integer' } },
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
    columns: { id: 'bigint', account_id: 'bigint', ticker: 'text', name: 'text', kind: 'text', ...created },
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
  | 'debtPayments'
  | 'variableIncomePrices'
>;

/** Tables whose rows get a new id from their identity sequence. */
export type IdTable = OwnIdTable | keyof typeof LEDGER_ID_TABLES;

const sequenceTable = (table: IdTable): string =>
  table === 'transactions' || table === 'transactionSplits' ? LEDGER_ID_TABLES[table] : TABLES[table].name;

export const restoreRepository = {
  /**
   * True when the person has any row of their own. The starter categories sign-up creates are not theirs until
   * renamed: a new person may restore, and the restore replaces them (restore.ts).
   */
  async hasData(db: Executor, bookId: number): Promise<boolean> {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from accounts where book_id = ${bookId})
              or ${ownCategoryExists(bookId)}
              or exists (select 1 from tags where book_id = ${bookId})
              or exists (select 1 from payees where book_id = ${bookId})
              or exists (select 1 from transactions where book_id = ${bookId})
              or exists (select 1 from budgets where book_id = ${bookId})
              or exists (select 1 from goals where book_id = ${bookId})
              or exists (select 1 from recurring where book_id = ${bookId})
              or exists (select 1 from rules where book_id = ${bookId})
              or exists (select 1 from book_settlements where book_id = ${bookId})
              or exists (select 1 from fixed_income_positions where book_id = ${bookId})
              or exists (select 1 from book_index_rates where book_id = ${bookId})
              or exists (select 1 from debts where book_id = ${bookId})
              or exists (select 1 from assets where book_id = ${bookId})
              or exists (select 1 from variable_income_holdings where book_id = ${bookId}) as found`,
    );
    return row?.found === true;
  },

  /**
   * Every row the person has, and their month totals: a restore that failed on PGlite brings the account back
   * to empty, as it was when the restore began (restore.ts). Split parts and tag links go with their
   * transactions, a debt's prepayments and payments with the debt, a bem's valuations with the bem, a renda
   * variável holding's trades, prices and incomes with the holding; the book's index values are its own rows too.
   */
  async deleteEverything(tx: Executor, bookId: number): Promise<void> {
    const deleteFrom = async (tables: string[]) => {
      for (const table of tables)
        await tx.execute(sql`delete from ${sql.raw(table)} where book_id = ${bookId}`);
    };
    // The comprovantes the restore wrote: rows shown (an empty book's own rows all wait for their window, their
    // transactions deleted, and keep it).
    await tx.execute(
      sql`delete from attachments where book_id = ${bookId} and removed_at is null and orphaned_at is null`,
    );
    await deleteFrom([
      'debts',
      'assets',
      'variable_income_holdings',
      'fixed_income_positions',
      'book_index_rates',
      'book_settlements',
    ]);
    // The transactions and their month totals are the ledger's; the rows they name go after them.
    await ledger.deleteAll(tx, bookId);
    await deleteFrom([
      'budgets',
      'budget_months',
      'recurring',
      'goals',
      'rules',
      'payees',
      'tags',
      'categories',
      'accounts',
    ]);
  },

  /** Bytes the book's comprovantes take already (rows waiting for their window: their files are on disk). */
  async attachmentBytes(db: Executor, bookId: number): Promise<number> {
    const [row] = await queryRows<{ bytes: number }>(
      db,
      sql`select coalesce(sum(size + thumb_size), 0)::float8 as bytes from attachments where book_id = ${bookId}`,
    );
    return Number(row?.bytes ?? 0);
  },

  /** A person's monthly income in the book (for dividing in proportion to incomes), in cents. */
  async setIncome(tx: Executor, bookId: number, userId: number, income: number): Promise<void> {
    await tx.execute(
      sql`update book_members set income = ${income} where book_id = ${bookId} and user_id = ${userId}`,
    );
  },

  async setTimeZone(tx: Executor, userId: number, timeZone: string): Promise<void> {
    await tx.execute(sql`update users set time_zone = ${timeZone}, updated_at = now() where id = ${userId}`);
  },

  /** Refreshes the planner's statistics of the tables the month totals are computed from. */
  async analyzeTransactions(tx: Executor): Promise<void> {
    await tx.execute(sql`analyze transactions, transaction_splits`);
  },

  /**
   * `count` new ids from the table's identity sequence, ascending. Taking them first lets every reference be
   * remapped before anything is written, and the rows keep their order (lists break ties by id).
   */
  async newIds(tx: Executor, table: IdTable, count: number): Promise<number[]> {
    if (count === 0) return [];
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence(${sequenceTable(table)}, 'id'))::bigint as id
          from generate_series(1, ${count}::int)`,
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  },

  /**
   * Multi-row INSERTs of INSERT_BATCH_ROWS rows, each batch one JSON parameter (as the import does). Rows are
   * keyed by column name; ids are given, so identity columns take them (OVERRIDING SYSTEM VALUE); a missing
   * created_at is now(). The ledger's tables are not among TABLES: their rows go through ledger.insertRestored.
   */
  async insert(tx: Executor, bookId: number, table: RestoreTable, rows: JsonRow[]) {
    for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
      await insertJsonRows(tx, bookId, table, rows.slice(start, start + INSERT_BATCH_ROWS));
    }
  },
};
