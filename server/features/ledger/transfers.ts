import { randomUUID } from 'node:crypto';
import { DEFAULT_TRANSFER_DESCRIPTION } from '../../../common/contract/transactions';
import type { Executor } from '../../db/connect';
import { ledger } from './ledger';
import { references } from './references';

export interface TransferInput {
  date: string;
  amountCents: number;
  fromAccountId: number;
  toAccountId: number;
  description?: string | undefined;
  status?: 'CLEARED' | 'PENDING' | 'RECONCILED';
  goalId?: number | null;
  /** A card bill's payment: the card's leg is pinned to that bill. */
  toBillMonth?: string | null;
  /** A transfer read from a statement: both legs are of that import. */
  importId?: string | null;
}

/**
 * Writes both legs of a transfer inside the caller's transaction: an expense on the source and an income on
 * the destination, linked by one transfer_id. Totals, dashboards and reports leave them out; balances count them.
 * Used by transfers, goal contributions and imports.
 */
export async function writeTransfer(tx: Executor, bookId: number, input: TransferInput): Promise<string> {
  await references.account(tx, bookId, input.fromAccountId);
  await references.account(tx, bookId, input.toAccountId);
  const transferId = randomUUID();
  const common = {
    amount: input.amountCents,
    date: input.date,
    description: input.description?.trim() || DEFAULT_TRANSFER_DESCRIPTION,
    status: input.status ?? 'CLEARED',
    transferId,
    goalId: input.goalId ?? null,
    importId: input.importId ?? null,
  };
  await ledger.insert(tx, bookId, [
    { ...common, accountId: input.fromAccountId, type: 'DESPESA' },
    { ...common, accountId: input.toAccountId, type: 'RECEITA', billMonth: input.toBillMonth ?? null },
  ]);
  return transferId;
}
