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
      const legs = await legsOfTransfer(db, user.bookId, transferId);
      const [from, to] = await loadTransactions(
        db,
        user.bookId,
        legs.map((l) => l.id),
      ).then((items) => [items.find((i) => i.type === 'DESPESA')!, items.find((i) => i.type === 'RECEITA')!]);
      return { transfer_id: transferId, from: from!, to: to! };
    },
  };
}
