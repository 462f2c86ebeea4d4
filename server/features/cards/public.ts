// What the cards offer other features: a person's cards with their bill terms, and the figures of their bills.
import type { Executor } from '../../db/connect';
import { cardsRepository } from './repository';

export { legacyDiscountsOf } from './anticipate';
export { type BankBillDates, takeBankTerms } from './bank-terms';
export { type OpeningBalanceBefore, putBackOpeningBalance } from './bill-before-grana';
export { type BillFigures, billDatesOf, isBillToPay } from './bill-figures';
export { type BillPaymentInput, payBill } from './bill-payment';
export { type BillPaymentVerdict, billPaymentsOf, type StatementLine } from './bill-payment-lines';
export { basisMoves } from './bill-spans';
export { type BillToPay, billsToPayBy } from './bills-to-pay';
export { billsToPayOfCards, type CardFigures, figuresOfCards } from './card-figures';
export { billPeriodOf, type Card, hasTerms, termsOf } from './card-terms';
export { placeOnCard } from './placement';
export type { CardRow, MovedBill } from './repository';
export { billsPaidByTransfers, type TransferDates } from './transfers-into-cards';

/** The person's card accounts, with the terms each has set. */
export const cardAccountsOf = (db: Executor, bookId: number) => cardsRepository.cards(db, bookId);

/** Bills whose dates the person moved, for the given cards. */
export const movedBillsOf = (db: Executor, bookId: number, accountIds: number[]) =>
  cardsRepository.movedBills(db, bookId, accountIds);
