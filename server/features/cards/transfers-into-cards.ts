import { billPaidOn } from '../../../common/card-bills';
import type { Executor } from '../../db/connect';
import { billDatesOf } from './bill-figures';
import { hasTerms, termsOf } from './card-terms';
import { cardsRepository as repo } from './repository';

/** A transfer between two of the person's accounts, as a file or another app's history gives it. */
export interface TransferDates {
  fromAccountId: number;
  toAccountId: number;
  date: string;
}

/**
 * The bill each transfer pays, when it goes from another account into a card with terms on a date between a bill's
 * closing and its due date (billPaidOn); null for the others. Two reads for any number of transfers.
 */
export async function billsPaidByTransfers(
  db: Executor,
  bookId: number,
  transfers: readonly TransferDates[],
): Promise<Array<string | null>> {
  if (transfers.length === 0) return [];
  const accounts = await repo.cards(db, bookId);
  const cardIds = new Set(accounts.map((c) => c.id));
  const cards = accounts.filter(hasTerms);
  const intoCards = transfers.some((t) => !cardIds.has(t.fromAccountId) && cardIds.has(t.toAccountId));
  if (!intoCards || cards.length === 0) return transfers.map(() => null);
  const moved = await repo.movedBills(
    db,
    bookId,
    cards.map((c) => c.id),
  );
  const datesOf = new Map(cards.map((card) => [card.id, billDatesOf(termsOf(card, moved))]));
  return transfers.map((t) => {
    const dates = datesOf.get(t.toAccountId);
    return dates && !cardIds.has(t.fromAccountId) ? billPaidOn(t.date, dates) : null;
  });
}
