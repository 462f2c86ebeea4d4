import { randomUUID } from 'node:crypto';
import { addBillMonths, billMonthFor, installmentAmounts, installmentDate } from '../../../common/card-bills';
import { installmentsTooSmallMessage } from '../../../common/contract/transactions';
import type { Executor } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { billDatesOf } from './bill-figures';
import { cardTermsOf, ownCard } from './card-terms';

/** One row of a purchase on a card: its date, cents and bill pin, with its place among the installments. */
export interface PlacedRow {
  date: string;
  amount: number;
  billMonth: string | null;
  installmentGroup: string | null;
  installmentNumber: number | null;
  installmentCount: number | null;
}

/**
 * The rows of a purchase on a card. Without installments, one row pinned to the bill chosen by hand, if any.
 * With n installments, n rows sharing a group: the total divided in cents (the remainder on the first), the
 * k-th dated k - 1 months on and pinned to the purchase's bill plus k - 1 months (the first stays in the bill of
 * its date unless one was chosen, so a bank's moved dates still move it).
 */
export async function placeOnCard(
  tx: Executor,
  bookId: number,
  purchase: {
    accountId: number;
    date: string;
    amountCents: number;
    installments?: number;
    billMonth?: string | null;
  },
): Promise<PlacedRow[]> {
  const count = purchase.installments;
  if (count === undefined) {
    if (purchase.billMonth != null) await ownCard(tx, bookId, purchase.accountId);
    return [
      {
        date: purchase.date,
        amount: purchase.amountCents,
        billMonth: purchase.billMonth ?? null,
        installmentGroup: null,
        installmentNumber: null,
        installmentCount: null,
      },
    ];
  }
  if (purchase.amountCents < count) throw badRequest(installmentsTooSmallMessage(count));
  const card = await ownCard(tx, bookId, purchase.accountId);
  const firstBill =
    purchase.billMonth ?? billMonthFor(purchase.date, billDatesOf(await cardTermsOf(tx, bookId, card)));
  const group = randomUUID();
  return installmentAmounts(purchase.amountCents, count).map((amount, i) => ({
    date: installmentDate(purchase.date, i + 1),
    amount,
    billMonth: i === 0 ? (purchase.billMonth ?? null) : addBillMonths(firstBill, i),
    installmentGroup: group,
    installmentNumber: i + 1,
    installmentCount: count,
  }));
}
