import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  DEFAULT_TRANSFER_DESCRIPTION,
  type TransferResult,
  type transferCreateBody,
} from '../../../common/contract/transactions';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { ledger } from '../ledger/public';
import { references } from '../transactions/references';
import { transactionsRepository } from '../transactions/repository';
import { loadTransactions } from '../transactions/service';

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
export async function writeTransfer(tx: Executor, userId: number, input: TransferInput): Promise<string> {
  await references.account(tx, userId, input.fromAccountId);
  await references.account(tx, userId, input.toAccountId);
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
  await ledger.insert(tx, userId, [
    { ...common, accountId: input.fromAccountId, type: 'DESPESA' },
    { ...common, accountId: input.toAccountId, type: 'RECEITA', billMonth: input.toBillMonth ?? null },
  ]);
  return transferId;
}

export function createTransfersService(db: Db) {
  return {
    async create(user: AuthUser, input: z.output<typeof transferCreateBody>): Promise<TransferResult> {
      const transferId = await db.transaction((tx) =>
        writeTransfer(tx, user.id, {
          date: input.date,
          amountCents: reaisToCents(input.amount),
          fromAccountId: input.fromAccountId,
          toAccountId: input.toAccountId,
          description: input.description,
        }),
      );
      const legs = await transactionsRepository.legsOfTransfer(db, user.id, transferId);
      const [from, to] = await loadTransactions(
        db,
        user.id,
        legs.map((l) => l.id),
      ).then((items) => [items.find((i) => i.type === 'DESPESA')!, items.find((i) => i.type === 'RECEITA')!]);
      return { transfer_id: transferId, from: from!, to: to! };
    },
  };
}
