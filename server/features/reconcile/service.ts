import type { z } from 'zod';
import {
  RECONCILE_ADJUSTMENT_DESCRIPTION,
  RECONCILE_OPENING_TOO_LARGE_MESSAGE,
  type ReconcileResult,
  type Reconciliation,
  type reconcileBody,
  reconcileDifferenceMessage,
  type reconcileQuery,
} from '../../../common/contract/reconcile';
import { centsToReais, MAX_CENTS, reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, conflict } from '../../http/errors';
import { ownedAccount, setOpeningBalance } from '../accounts/public';
import { actedBy, ledger, ledgerTransaction, references } from '../ledger/public';
import { balanceRowsRepository } from '../shared/balance-rows';
import { lockBook } from '../shared/person-limits';
import { presentReconciliation } from './presenter';
import { reconcileRepository as repo } from './repository';

/** Grana's balance of the person's account at the end of `date` (another person's account is a 404). */
async function balanceAt(db: Executor, bookId: number, accountId: number, date: string): Promise<number> {
  await references.account(db, bookId, accountId);
  return (await balanceRowsRepository.accountAt(db, bookId, accountId, date)) ?? 0;
}

export function createReconcileService(db: Db) {
  return {
    /** Grana's balance on the date against the bank's (when given), the last confirmation and the rows left. */
    async read(
      user: AuthUser,
      accountId: number,
      query: z.output<typeof reconcileQuery>,
    ): Promise<Reconciliation> {
      const balanceCents = await balanceAt(db, user.bookId, accountId, query.date);
      const last = await repo.last(db, user.bookId, accountId);
      const totals = await repo.unreconciledTotals(db, user.bookId, accountId, query.date);
      const rows = await repo.unreconciledRows(db, user.bookId, accountId, query.date);
      return presentReconciliation({
        date: query.date,
        bankCents: query.balance === undefined ? null : reaisToCents(query.balance),
        balanceCents,
        last,
        unreconciled: { ...totals, rows },
      });
    },

    /**
     * Confirms the bank's balance: when Grana's matches it (or after writing the difference as an adjustment,
     * `adjust`), marks the account's rows dated up to the date RECONCILED and records the confirmation, all in
     * one transaction. A difference without `adjust` is a 409 that says it.
     */
    async confirm(
      user: AuthUser,
      accountId: number,
      body: z.output<typeof reconcileBody>,
    ): Promise<ReconcileResult> {
      const bankCents = reaisToCents(body.balance);
      return ledgerTransaction(db, actedBy(user, 'reconcile'), async (tx) => {
        // Two confirmations of one person run one after the other: neither adjusts what the other adjusted.
        await lockBook(tx, user.bookId);
        const balanceCents = await balanceAt(tx, user.bookId, accountId, body.date);
        const differenceCents = bankCents - balanceCents;
        let adjustment: ReconcileResult['adjustment'] = null;
        let opening: ReconcileResult['opening'] = null;
        if (differenceCents !== 0 && body.opening) {
          // The account is the book's: balanceAt answered 404 otherwise.
          const beforeCents = Number((await ownedAccount(tx, user.bookId, accountId))?.openingBalance ?? 0);
          const afterCents = beforeCents + differenceCents;
          if (Math.abs(afterCents) > MAX_CENTS) throw badRequest(RECONCILE_OPENING_TOO_LARGE_MESSAGE);
          await setOpeningBalance(tx, user.bookId, accountId, afterCents);
          opening = { before: centsToReais(beforeCents), after: centsToReais(afterCents) };
        } else if (differenceCents !== 0) {
          if (!body.adjust) throw conflict(reconcileDifferenceMessage(differenceCents));
          const [id] = await ledger.insert(tx, user.bookId, [
            {
              accountId,
              type: differenceCents > 0 ? 'RECEITA' : 'DESPESA',
              amount: Math.abs(differenceCents),
              date: body.date,
              description: RECONCILE_ADJUSTMENT_DESCRIPTION,
              categoryId: null,
              payeeId: null,
              status: 'CLEARED',
            },
          ]);
          adjustment = { id: id!, amount: centsToReais(differenceCents) };
        }
        const reconciled = await ledger.reconcileThrough(tx, user.bookId, accountId, body.date);
        await repo.record(tx, user.bookId, accountId, { date: body.date, balanceCents: bankCents });
        return { reconciled, date: body.date, balance: centsToReais(bankCents), adjustment, opening };
      });
    },
  };
}
