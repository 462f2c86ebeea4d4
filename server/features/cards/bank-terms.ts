import { billMonthOfDate, isBillMonth } from '../../../common/card-bills';
import type { Executor } from '../../db/connect';
import { billDatesOf } from './bill-figures';
import { cardTermsOf, hasTerms } from './card-terms';
import { cardsRepository as repo } from './repository';

/** A bill's dates as the bank reports them (bank sync: the card's bills and its current one). */
export interface BankBillDates {
  closingDate: string;
  dueDate: string;
}

/**
 * A card kept as its bank has it: each bill the bank dates differently from the card's usual days is moved to the
 * bank's dates (as "Alterar datas" does by hand), so the card's rows fall in the bills the bank charges them in;
 * the card's limit becomes the bank's. Bills whose dates already agree write nothing, nor do dates no bill can
 * have (closing on or after the due date). Answers how many bills moved. A person's card without its terms
 * (no closing or due day, no limit) is left as it is.
 */
export async function takeBankTerms(
  db: Executor,
  bookId: number,
  accountId: number,
  bank: { bills: readonly BankBillDates[]; creditLimitCents: number | null },
): Promise<number> {
  const card = await repo.account(db, bookId, accountId);
  if (card?.type !== 'credit_card' || !hasTerms(card)) return 0;
  const limit = bank.creditLimitCents;
  if (limit !== null && limit >= 0 && limit !== card.creditLimit)
    await repo.setCreditLimit(db, bookId, accountId, limit);
  const datesOf = billDatesOf(await cardTermsOf(db, bookId, card));
  let moved = 0;
  for (const bill of bank.bills) {
    const month = billMonthOfDate(bill.dueDate);
    if (!isBillMonth(month) || bill.closingDate >= bill.dueDate) continue;
    const now = datesOf(month);
    if (now.closing_date === bill.closingDate && now.due_date === bill.dueDate) continue;
    await repo.moveBill(db, bookId, {
      accountId,
      month,
      closingDate: bill.closingDate,
      dueDate: bill.dueDate,
    });
    moved += 1;
  }
  return moved;
}
