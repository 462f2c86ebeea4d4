import type { z } from 'zod';
import { isBillMonthNearDate } from '../../../common/card-bills';
import { BILL_MONTH_FAR_FROM_DATE_MESSAGE } from '../../../common/contract/cards';
import type { transactionUpdateBody } from '../../../common/contract/transactions';
import { CROSS_CURRENCY_MESSAGES } from '../../../common/contract/transfers';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { ledger, references } from '../ledger/public';
import { otherBookLegToChange } from './other-book-leg';
import type { TransactionRow } from './repository';
import { transactionsRepository as repo } from './repository';
import { ensureUnchangedSince } from './unchanged-since';

/**
 * The edit of a transfer's leg: the date, description and status change on both legs (and on the other book's, of a
 * transfer between two books); the account on this leg only. The amount too, when both accounts are in one currency;
 * between two currencies each leg keeps its own, this one takes `amount` and the other `transfer_amount` when sent.
 */
export async function editTransferLegs(
  tx: Executor,
  user: AuthUser,
  current: TransactionRow & { transferId: string },
  input: z.output<typeof transactionUpdateBody>,
  currency: string,
): Promise<void> {
  const amount = reaisToCents(input.amount);
  const legs = await repo.legsOfTransfer(tx, user.bookId, current.transferId, true);
  // A transfer between two books: the other book's leg changes with this one, or nothing does.
  const elsewhere = await otherBookLegToChange(tx, user, current);
  // Both legs take the date: a bill payment's leg keeps its bill, which must stay near it.
  if (
    [...legs, ...(elsewhere ? [elsewhere] : [])].some(
      (leg) => leg.billMonth !== null && !isBillMonthNearDate(leg.billMonth, input.date),
    )
  )
    throw badRequest(BILL_MONTH_FAR_FROM_DATE_MESSAGE);
  const other = legs.find((l) => l.id !== current.id);
  if (other && other.accountId === input.accountId) {
    throw badRequest('A conta de destino deve ser diferente da conta de origem');
  }
  const otherCurrency = elsewhere
    ? elsewhere.currency
    : other
      ? (await references.account(tx, user.bookId, other.accountId)).currency
      : currency;
  const crossCurrency = otherCurrency !== currency;
  if (!crossCurrency && input.transfer_amount !== undefined)
    throw badRequest(CROSS_CURRENCY_MESSAGES.otherSameCurrency);
  // Between two currencies the other leg keeps its amount unless one is sent for it.
  const otherAmount = crossCurrency
    ? input.transfer_amount === undefined
      ? {}
      : { amount: reaisToCents(input.transfer_amount) }
    : { amount };
  ensureUnchangedSince(current, input.updated_at);
  const words = { date: input.date, description: input.description, status: input.status };
  await ledger.change(
    tx,
    user.bookId,
    legs.map((leg) => ({
      id: leg.id,
      values:
        leg.id === current.id
          ? { ...words, amount, accountId: input.accountId }
          : { ...words, ...otherAmount },
    })),
  );
  if (elsewhere)
    await ledger.change(tx, elsewhere.bookId, [{ id: elsewhere.id, values: { ...words, ...otherAmount } }]);
}
