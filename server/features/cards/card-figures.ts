import { billMonthFor } from '../../../common/card-bills';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import {
  BILLS_TO_PAY_LOOKED_BACK,
  type BillFigures,
  billDatesOf,
  type CardDayTotal,
  type CardTerms,
  cardBillFigures,
  windowStart,
} from './bill-figures';
import { billPeriod, type Card, termsOf } from './card-terms';
import { cardsRepository as repo } from './repository';

/**
 * The cards whose days one statement reads. A hundred cards of four years of installments ahead are about 50,000
 * rows to add up: one statement held PGlite (and with it the event loop) 170 ms on a quiet machine, ten cards'
 * take 20. On PostgreSQL the statements run side by side on their own connections.
 */
export const CARDS_PER_READ = 20;

/** A card's bills today with its terms, and everything bought on it and not yet paid. */
export interface CardFigures {
  terms: CardTerms;
  today: string;
  bills: BillFigures[];
  usedCents: number;
}

/**
 * Cards' bills today (for each, the last BILLS_LOOKED_BACK, every later one, and `alsoMonth` when asked), with
 * what its limit has left. The older bills come summed from the month totals: their due dates have all passed, so
 * what they left is what they carried, and a card's years of history cost no more than its last year. Two
 * statements whatever the number of cards (moved bills, net totals), and the day totals of CARDS_PER_READ cards each, read
 * side by side: /cards and /cards/upcoming ask it
 * on every page, the forecast and the reminders too.
 */
export function figuresOfCards(
  db: Executor,
  user: AuthUser,
  cards: readonly Card[],
  alsoMonth?: string,
): Promise<Map<number, CardFigures>> {
  return figuresOfCardsOn(db, user.bookId, todayIn(user.timeZone), cards, alsoMonth);
}

/**
 * The cards' bills to pay today and those ahead (figuresOfCards' figures of those bills), the older ones summed from
 * the month totals: for Saldo em contas, which shows no bill list and is asked on every visit of the dashboard.
 */
export function billsToPayOfCards(
  db: Executor,
  user: AuthUser,
  cards: readonly Card[],
): Promise<Map<number, CardFigures>> {
  return figuresOfCardsOn(
    db,
    user.bookId,
    todayIn(user.timeZone),
    cards,
    undefined,
    BILLS_TO_PAY_LOOKED_BACK,
  );
}

/**
 * The cards' figures as they stood on `today` (figuresOfCards): a statement's line of last month paid the bills that
 * were to pay on its date.
 */
export async function figuresOfCardsOn(
  db: Executor,
  bookId: number,
  today: string,
  cards: readonly Card[],
  alsoMonth?: string,
  billsBack?: number,
): Promise<Map<number, CardFigures>> {
  const figures = new Map<number, CardFigures>();
  if (cards.length === 0) return figures;
  const ids = cards.map((c) => c.id);
  const [moved, nets] = await Promise.all([
    repo.movedBills(db, bookId, ids),
    repo.netTotals(db, bookId, ids),
  ]);
  const windows = cards.map((card) => {
    const terms = termsOf(card, moved);
    const start = billPeriod(
      terms,
      windowStart(billMonthFor(today, billDatesOf(terms)), alsoMonth, billsBack),
    );
    return { card, terms, start };
  });
  const daysOf = new Map<number, CardDayTotal[]>(ids.map((id) => [id, []]));
  const reads = [];
  for (let at = 0; at < windows.length; at += CARDS_PER_READ) {
    const some = windows.slice(at, at + CARDS_PER_READ);
    reads.push(
      repo.dayTotals(
        db,
        bookId,
        some.map((w) => ({ accountId: w.card.id, from: w.start })),
      ),
    );
  }
  for (const days of await Promise.all(reads)) {
    for (const day of days) daysOf.get(day.accountId)?.push(day);
  }
  for (const { card, terms, start } of windows) {
    const days = daysOf.get(card.id) ?? [];
    const all = nets.get(card.id) ?? { netCents: 0, firstMonth: null };
    const windowCents = days.reduce((sum, d) => sum + (d.type === 'DESPESA' ? d.cents : -d.cents), 0);
    // What the card owed before Grana (a debt is a negative opening balance): the first bill carries it.
    const openingOwedCents = 0 - card.openingBalance; // 0 - 0 is 0, not -0
    // Older bills exist when some month before the window has rows; they then open the list with what they left.
    const earlier =
      all.firstMonth !== null && all.firstMonth < start.from
        ? { month: start.month, carriedCents: openingOwedCents + all.netCents - windowCents }
        : undefined;
    figures.set(card.id, {
      terms,
      today,
      bills: cardBillFigures(terms, days, today, { alsoMonth, earlier, openingOwedCents }),
      // Everything bought and not yet paid, whichever bill it is in (future installments included): the card's
      // balance read the other way round.
      usedCents: Math.max(0, all.netCents - card.openingBalance),
    });
  }
  return figures;
}

/** One card's figures (figuresOfCards), with `alsoMonth` among its bills when asked. */
export async function figuresOf(
  db: Executor,
  user: AuthUser,
  card: Card,
  alsoMonth?: string,
): Promise<CardFigures> {
  return (await figuresOfCards(db, user, [card], alsoMonth)).get(card.id) as CardFigures;
}
