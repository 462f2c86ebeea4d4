import type { ImportRow } from '../../../../common/csv';
import type { ImportedTransaction } from '../../ledger/public';

/**
 * A line once its references are known: income or expense (the row it will write, and a payee to create by
 * name), or a transfer between two of the person's accounts. Every step after "plan" works on these.
 */
export type PlannedLine =
  | { kind: 'transaction'; row: ImportRow; value: ImportedTransaction; payeeName: string | null }
  | {
      kind: 'transfer';
      row: ImportRow;
      /** The line's place among the statement's transactions (1-based), which a failure's message names. */
      position: number;
      from: number;
      to: number;
      description: string;
    };

export type PlannedTransaction = Extract<PlannedLine, { kind: 'transaction' }>;
export type PlannedTransfer = Extract<PlannedLine, { kind: 'transfer' }>;

export const isTransaction = (p: PlannedLine): p is PlannedTransaction => p.kind === 'transaction';
export const isTransfer = (p: PlannedLine): p is PlannedTransfer => p.kind === 'transfer';

/** The account a line leaves from. */
export const sourceOf = (p: PlannedLine): number => (p.kind === 'transfer' ? p.from : p.value.accountId);
