import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { type Card, type CardFigures, cardAccountsOf, figuresOfCards, hasTerms } from '../cards/public';
import type { ProjectedItem } from './projection';

/**
 * What the person's cards still ask of the chosen accounts: each bill left to pay, on its due date, charged to
 * the card's paying account. A bill past its due date carries what it left into the next bill (bill-figures.ts),
 * so that overdue money is read from the first bill not yet due (its previous balance) and placed today, and the
 * rest of that bill on its own due date: each cent once.
 */
export async function cardBillItems(
  db: Executor,
  user: AuthUser,
  accountIds: ReadonlySet<number>,
  today: string,
): Promise<ProjectedItem[]> {
  const cards = (await cardAccountsOf(db, user.bookId)).filter(
    (c): c is Card & { paymentAccountId: number } =>
      hasTerms(c) && c.paymentAccountId !== null && accountIds.has(c.paymentAccountId),
  );
  const figures = await figuresOfCards(db, user, cards);
  const items: ProjectedItem[] = [];
  for (const card of cards) {
    const accountId = card.paymentAccountId;
    const { bills } = figures.get(card.id) as CardFigures;
    const pending = bills.filter((b) => b.dates.due_date >= today);
    pending.forEach((bill, index) => {
      const overdue = index === 0 ? Math.min(Math.max(0, bill.previousBalanceCents), bill.remainingCents) : 0;
      if (overdue > 0) {
        items.push({
          date: today,
          kind: 'fatura',
          description: `Fatura ${card.name} em atraso`,
          cents: -overdue,
          accountId,
        });
      }
      const own = bill.remainingCents - overdue;
      if (own > 0) {
        items.push({
          date: bill.dates.due_date,
          kind: 'fatura',
          description: `Fatura ${card.name}`,
          cents: -own,
          accountId,
        });
      }
    });
  }
  return items;
}
