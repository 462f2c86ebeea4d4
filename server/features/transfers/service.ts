import type { z } from 'zod';
import type { TransferResult, transferCreateBody } from '../../../common/contract/transactions';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { writeTransfer } from '../ledger/public';
import { legsOfTransfer, loadTransactions } from '../transactions/public';

export function createTransfersService(db: Db) {
  return {
    async create(user: AuthUser, input: z.output<typeof transferCreateBody>): Promise<TransferResult> {
      const transferId = await db.transaction((tx) =>
        writeTransfer(tx, user.bookId, {
          date: input.date,
          amountCents: reaisToCents(input.amount),
          fromAccountId: input.fromAccountId,
          toAccountId: input.toAccountId,
          description: input.description,
        }),
      );
      return transferOf(db, user, transferId);
    },
  };
}

/** A transfer as the API answers it: its id and both legs, the one the money left and the one it reached. */
export async function transferOf(db: Db, user: AuthUser, transferId: string): Promise<TransferResult> {
  const legs = await legsOfTransfer(db, user.bookId, transferId);
  const items = await loadTransactions(
    db,
    user.bookId,
    legs.map((l) => l.id),
  );
  const from = items.find((i) => i.type === 'DESPESA');
  const to = items.find((i) => i.type === 'RECEITA');
  if (!from || !to) throw new Error(`transfer ${transferId} has not its two legs`);
  return { transfer_id: transferId, from, to };
}
