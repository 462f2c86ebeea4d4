import type { z } from 'zod';
import type { transactionShareFields } from '../../../common/contract/household';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';

/**
 * How an expense of a shared book is divided between its people as transactions writes it: the household's rule,
 * handed in where the routes are wired (features/index.ts) rather than imported, so that the household uses the
 * transactions (rows read as the API answers them) and the transactions use nothing of the household. Every call
 * runs in the caller's database transaction: the row and its division commit together or not at all.
 */
export interface ExpenseShares {
  /**
   * POST /transactions' `share`, checked before anything is written (a 4xx saying why not, in the household's
   * words): answers the write that records the division once the row exists, under its id.
   */
  checkNew(
    tx: Executor,
    user: AuthUser,
    expense: { type: string; amountCents: number; installments: boolean },
    input: z.output<typeof transactionShareFields>,
  ): Promise<(id: number) => Promise<void>>;
  /** After a divided expense was edited: its division follows the new amount (or goes, become an income). */
  afterChange(tx: Executor, bookId: number, id: number): Promise<void>;
}
