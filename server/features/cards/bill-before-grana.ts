import {
  addBillMonths,
  type BillDates,
  type BillMonth,
  billMonthFor,
  billPaidOn,
} from '../../../common/card-bills';
import type { Executor } from '../../db/connect';
import type { BillFigures } from './bill-figures';
import { figuresOfCardsOn } from './card-figures';
import type { Card } from './card-terms';
import { cardsRepository as repo } from './repository';

/**
 * "Fatura anterior ao Grana": a newcomer's first payment of a card's bill, which Grana knew only in part, recorded so
 * that the card ends where the bank says. Nearly every first statement holds last month's bill payment, and that
 * bill in Grana differs from the bank's in one of two ways:
 * - it holds fewer purchases than the bank's (none on a card created that day; some when history was imported): the
 *   payment pays more than the bill asks, and what it pays above is the card's debt from before Grana (a negative
 *   opening balance, the first bill's "Saldo anterior", carried until paid);
 * - it also carries the earlier bills of history imported with their purchases and no payments (other apps' exports
 *   seldom hold the payments): the payment pays the bill's own purchases and not those, which were paid outside
 *   Grana. That money is the card's credit from before Grana (a positive opening balance) and pays those bills,
 *   oldest first (bill-figures.ts), so each is "Paga" and the payment pays its own bill.
 * The bill may also be one the import of history kept paid by that credit (app-import/kept-balances.ts): the
 * payment is then its payment, and the credit gives back what it paid.
 * Answers the change to the card's opening balance, in cents (the bill's remaining less the payment: negative a
 * debt, positive a credit), or 0 when the payment is not such a payment: a bill already paid in part (known to
 * Grana), a card owing a debt from before Grana already, a payment of exactly what the bill asks; and for a credit,
 * a card Grana has seen paid before (its unpaid bills are then owed, not history), or a payment short of the bill's
 * own purchases.
 */
export function openingChangeBeforeGrana(
  card: Card,
  bills: readonly BillFigures[],
  month: BillMonth,
  paymentCents: number,
): number {
  const bill = bills.find((b) => b.month === month);
  // A bill the credit from before Grana paid (history's bills kept paid by the import) was paid by this payment.
  if (card.openingBalance < 0 || bill === undefined || bill.paidCents > bill.paidBeforeGranaCents) return 0;
  const change = bill.remainingCents - paymentCents;
  if (change <= 0) return change;
  const paidInGrana = bills.some((b) => b.month < month && b.paidCents > b.paidBeforeGranaCents);
  const historyUnpaid = bill.previousBalanceCents > 0 && !paidInGrana;
  return historyUnpaid && paymentCents >= bill.itemsCents ? change : 0;
}

/**
 * A card's bills as they stood on a payment's date (their status and what they carried then, not today's), before
 * the payment is recorded; empty when the card has no terms.
 */
export async function billsOnPaymentDate(
  db: Executor,
  bookId: number,
  card: Card,
  month: BillMonth,
  date: string,
): Promise<readonly BillFigures[]> {
  return (await figuresOfCardsOn(db, bookId, date, [card], month)).get(card.id)?.bills ?? [];
}

/**
 * The bill a payment from before Grana paid: the one closed and due around its date (billPaidOn), else the last one
 * closed before it.
 */
export const billBeforeGrana = (date: string, datesOf: (month: BillMonth) => BillDates): BillMonth =>
  billPaidOn(date, datesOf) ?? addBillMonths(billMonthFor(date, datesOf), -1);

/** What Desfazer needs to give a card back the opening balance it had before "Fatura anterior ao Grana". */
export interface OpeningBalanceBefore {
  openingBalance?: { accountId: number; cents: number };
}

/** Desfazer of "Fatura anterior ao Grana": the card's opening balance as it was (the rows are the ledger's). */
export async function putBackOpeningBalance(
  tx: Executor,
  bookId: number,
  kept: OpeningBalanceBefore,
): Promise<void> {
  if (kept.openingBalance)
    await repo.setOpeningBalance(tx, bookId, kept.openingBalance.accountId, kept.openingBalance.cents);
}
