/** The ledger's tables as a restore writes them, for transaction-rows.ts insertRestored. */
import type { JsonTable } from '../../db/json-rows';

const created = { created_at: 'timestamptz' };

/**
 * The ledger's tables as a restore writes them (export/restore/restore.ts): rows keyed by column name, each with the id
 * the restore took for it from the table's sequence before writing anything, the types as jsonb_to_recordset
 * reads them.
 */
export const RESTORED = {
  transactions: {
    name: 'transactions',
    columns: {
      id: 'bigint',
      account_id: 'bigint',
      type: 'text',
      amount: 'bigint',
      date: 'date',
      description: 'text',
      category_id: 'bigint',
      payee_id: 'bigint',
      status: 'text',
      transfer_id: 'uuid',
      other_book_id: 'bigint',
      fee_of_transfer: 'uuid',
      goal_id: 'bigint',
      recurring_id: 'bigint',
      external_id: 'text',
      sync_id: 'text',
      second_line: 'jsonb',
      bill_month: 'text',
      installment_group: 'uuid',
      installment_number: 'integer',
      installment_count: 'integer',
      bank_text: 'text',
      import_id: 'uuid',
      origin: 'text',
      bank_date: 'date',
      match_import_id: 'uuid',
      match_undo: 'jsonb',
      split_amount: 'bigint',
      foreign_amount: 'bigint',
      foreign_currency: 'text',
      foreign_estimated: 'boolean',
      created_by: 'bigint',
      paid_by: 'bigint',
      share_mode: 'text',
      ...created,
    },
  },
  splits: {
    name: 'transaction_splits',
    columns: {
      id: 'bigint',
      transaction_id: 'bigint',
      amount: 'bigint',
      description: 'text',
      category_id: 'bigint',
      payee_id: 'bigint',
    },
  },
  tags: { name: 'transaction_tags', columns: { transaction_id: 'bigint', tag_id: 'bigint' } },
} satisfies Record<string, JsonTable>;
