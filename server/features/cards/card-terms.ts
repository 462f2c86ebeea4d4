import { addBillMonths } from '../../../common/card-bills';
import {
  CARD_NOT_FOUND_MESSAGE,
  CARD_WITHOUT_TERMS_MESSAGE,
  NOT_A_CARD_MESSAGE,
} from '../../../common/contract/cards';
import type { Executor } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import type { BillPeriod } from '../shared/bill-period';
import { billDatesOf, type CardTerms } from './bill-figures';
import { type CardRow, type MovedBill, cardsRepository as repo } from './repository';

/** A card with its bill terms, ready to compute bills. */
export interface Card extends CardRow {
  closingDay: number;
  dueDay: number;
  creditLimit: number;
}

export const hasTerms = (row: CardRow): row is Card =>
  row.closingDay !== null && row.dueDay !== null && row.creditLimit !== null;

export function termsOf(card: Card, moved: MovedBill[]): CardTerms {
  return {
    closingDay: card.closingDay,
    dueDay: card.dueDay,
    moved: new Map(
      moved
        .filter((m) => m.accountId === card.id)
        .map((m) => [m.month, { closing_date: m.closingDate, due_date: m.dueDate }]),
    ),
  };
}

/** The person's card by id: a foreign or unknown id is "not found", another kind of account a 400. */
export async function ownCard(db: Executor, bookId: number, id: number): Promise<Card> {
  const row = await repo.account(db, bookId, id);
  if (!row) throw notFound(CARD_NOT_FOUND_MESSAGE);
  if (row.type !== 'credit_card') throw badRequest(NOT_A_CARD_MESSAGE);
  if (!hasTerms(row)) throw badRequest(CARD_WITHOUT_TERMS_MESSAGE);
  return row;
}

/** A card's terms with the bills whose dates the bank moved: what placing a row in a bill needs. */
export async function cardTermsOf(db: Executor, bookId: number, card: Card): Promise<CardTerms> {
  return termsOf(card, await repo.movedBills(db, bookId, [card.id]));
}

/**
 * The rows a card's bill holds: those pinned to it, and the unpinned ones dated from the previous bill's closing
 * date up to (not including) its own. A foreign card is "not found"; another account a 400.
 */
export async function billPeriodOf(db: Executor, bookId: number, accountId: number, month: string) {
  const card = await ownCard(db, bookId, accountId);
  return billPeriod(await cardTermsOf(db, bookId, card), month);
}

/** A bill's month with the dates of the unpinned rows it holds: [previous closing date, its closing date). */
export function billPeriod(terms: CardTerms, month: string): BillPeriod {
  const datesOf = billDatesOf(terms);
  return { month, from: datesOf(addBillMonths(month, -1)).closing_date, to: datesOf(month).closing_date };
}
