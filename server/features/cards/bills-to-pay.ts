import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { isBillToPay } from './bill-figures';
import { figuresOfCards } from './card-figures';
import { hasTerms } from './card-terms';
import { cardsRepository } from './repository';

/** A card bill still to pay, as Avisos and the reminders' e-mail name it. */
export interface BillToPay {
  cardId: number;
  cardName: string;
  /** The bill's month, first day (AAAA-MM-01). */
  month: string;
  dueDate: string;
  /** What is left to pay, in cents. */
  remainingCents: number;
}

/**
 * Every bill of the book's cards still to pay (isBillToPay: the one owner of a bill's state) and due by `until`, the
 * overdue ones included, card by card and oldest first: what Avisos lists and, from today on, what a reminder sends.
 */
export async function billsToPayBy(db: Executor, user: AuthUser, until: string): Promise<BillToPay[]> {
  const cards = (await cardsRepository.cards(db, user.bookId)).filter(hasTerms);
  const figures = await figuresOfCards(db, user, cards);
  return cards.flatMap((card) =>
    (figures.get(card.id)?.bills ?? [])
      .filter((bill) => isBillToPay(bill) && bill.dates.due_date <= until)
      .map((bill) => ({
        cardId: card.id,
        cardName: card.name,
        month: bill.month,
        dueDate: bill.dates.due_date,
        remainingCents: bill.remainingCents,
      })),
  );
}
