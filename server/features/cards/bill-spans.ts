import { type SQL, sql } from 'drizzle-orm';
import { addBillMonths, billMonthOfDate, billMonthsBetween } from '../../../common/card-bills';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { type Executor, queryRows } from '../../db/connect';
import { type BillSpan, caixaMoves, type MovesScope } from '../shared/spending-basis';
import { billDatesOf } from './bill-figures';
import { type Card, hasTerms, termsOf } from './card-terms';
import type { CardRow } from './repository';
import { cardsRepository as repo } from './repository';

/**
 * Every bill of the book's cards (archived ones too: their past bills still charged money) from the bill due in
 * `from`'s month to the one due two months after `to`'s: every bill whose due date lies in [from, to], and every
 * bill an unpinned row dated in [from, to] falls in (the bill of a date closes at most two months on). What the
 * caixa basis needs to put a card's row on the date its bill is due. Cards without terms have no bills: their rows
 * stay on their dates. Bounded: cards × (months of the period + 3).
 */
export async function billSpansOf(
  db: Executor,
  bookId: number,
  from: string,
  to: string,
): Promise<BillSpan[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select id, name, type, opening_balance as "openingBalance", closing_day as "closingDay",
               due_day as "dueDay", credit_limit as "creditLimit", payment_account_id as "paymentAccountId",
               archived_at is not null as archived
        from accounts where book_id = ${bookId} and type = 'credit_card'`,
  );
  const cards = rows
    .map((row) => ({ ...row, id: Number(row.id) }))
    .filter((row): row is Card => hasTerms(row));
  if (cards.length === 0) return [];
  const moved = await repo.movedBills(
    db,
    bookId,
    cards.map((card) => card.id),
  );
  const first = billMonthOfDate(from);
  const count = billMonthsBetween(first, billMonthOfDate(to)) + 3;
  return cards.flatMap((card) => {
    const datesOf = billDatesOf(termsOf(card, moved));
    return Array.from({ length: count }, (_, i) => {
      const month = addBillMonths(first, i);
      return {
        accountId: card.id,
        month,
        from: datesOf(addBillMonths(month, -1)).closing_date,
        to: datesOf(month).closing_date,
        due: datesOf(month).due_date,
      };
    });
  });
}

/**
 * The caixa basis's moves of [from, to] (shared/spending-basis.ts caixaMoves): 'edges' for a figure of the whole
 * period, 'whole' for figures by month or day inside it. Null in competência.
 */
export async function basisMoves(
  db: Executor,
  bookId: number,
  period: { from: string; to: string; base?: SpendingBasis | undefined },
  scope: MovesScope,
): Promise<SQL | null> {
  if (period.base !== 'caixa') return null;
  const spans = await billSpansOf(db, bookId, period.from, period.to);
  return caixaMoves(bookId, spans, period.from, period.to, scope);
}
