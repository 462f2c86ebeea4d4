import type { z } from 'zod';
import { billMonthFor } from '../../../common/card-bills';
import {
  PAYMENT_ACCOUNT_IS_CARD_MESSAGE,
  PAYMENT_ACCOUNT_SELF_MESSAGE,
} from '../../../common/contract/accounts';
import type {
  BillDetail,
  BillSummary,
  billDatesBody,
  billPaymentBody,
  billsQuery,
  CardSummary,
} from '../../../common/contract/cards';
import { addDays, todayIn } from '../../../common/dates';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { Db, Executor } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { ACCOUNT_NOT_FOUND } from '../accounts/service';
import { writeTransfer } from '../transfers/service';
import { type BillFigures, billDatesOf, cardBillFigures, isBillToPay, windowStart } from './bill-figures';
import { billPeriod, type Card, hasTerms, ownCard, termsOf } from './card-terms';
import { presentBill, presentBillDetail } from './presenter';
import { cardsRepository as repo } from './repository';

/**
 * A card's bills today (the last BILLS_LOOKED_BACK, every later one, and `alsoMonth` when asked), with what its
 * limit has left. The older bills come summed from the month totals: their due dates have all passed, so what
 * they left is what they carried, and a card's years of history cost no more than its last year.
 */
export async function figuresOf(db: Executor, user: AuthUser, card: Card, alsoMonth?: string) {
  const moved = await repo.movedBills(db, user.id, [card.id]);
  const terms = termsOf(card, moved);
  const today = todayIn(user.timeZone);
  const start = billPeriod(terms, windowStart(billMonthFor(today, billDatesOf(terms)), alsoMonth));
  const [days, all] = await Promise.all([
    repo.dayTotals(db, user.id, card.id, start),
    repo.netTotals(db, user.id, card.id),
  ]);
  const windowCents = days.reduce((sum, d) => sum + (d.type === 'DESPESA' ? d.cents : -d.cents), 0);
  // Older bills exist when some month before the window has rows; they then open the list with what they left.
  const earlier =
    all.firstMonth !== null && all.firstMonth < start.from
      ? { month: start.month, carriedCents: all.netCents - windowCents }
      : undefined;
  return {
    terms,
    today,
    bills: cardBillFigures(terms, days, today, { alsoMonth, earlier }),
    // Everything bought and not yet paid, whichever bill it is in (future installments included): the card's
    // balance read the other way round.
    usedCents: Math.max(0, all.netCents - card.openingBalance),
  };
}

export function createCardsService(db: Db) {
  return {
    async list(user: AuthUser): Promise<CardSummary[]> {
      const cards = (await repo.cards(db, user.id)).filter(hasTerms);
      const answers: CardSummary[] = [];
      for (const card of cards) {
        const { bills, usedCents } = await figuresOf(db, user, card);
        const current = bills.find((b) => b.status === 'aberta') as BillFigures;
        const due = bills.find(
          (b) =>
            (b.status === 'fechada' || b.status === 'parcial' || b.status === 'vencida') &&
            b.remainingCents > 0,
        );
        answers.push({
          id: card.id,
          name: card.name,
          credit_limit: centsToReais(card.creditLimit),
          closing_day: card.closingDay,
          due_day: card.dueDay,
          payment_account_id: card.paymentAccountId,
          used: centsToReais(usedCents),
          available: centsToReais(card.creditLimit - usedCents),
          current_bill: presentBill(current),
          next_due_bill: presentBill(due ?? current),
        });
      }
      return answers;
    },

    /**
     * The bills still to pay that fall due within `days` (overdue ones included), over every card: the 'Avisos'
     * badge counts them beside the fixed expenses.
     */
    async upcomingCount(user: AuthUser, days: number): Promise<{ count: number }> {
      const cards = (await repo.cards(db, user.id)).filter(hasTerms);
      let count = 0;
      for (const card of cards) {
        const { bills, today } = await figuresOf(db, user, card);
        const end = addDays(today, days);
        count += bills.filter((b) => isBillToPay(b) && b.dates.due_date <= end).length;
      }
      return { count };
    },

    /** The card's bills (the last 12 and every later one), or one bill with its items and payments. */
    async bills(user: AuthUser, query: z.output<typeof billsQuery>): Promise<BillSummary[] | BillDetail> {
      const card = await ownCard(db, user.id, query.account_id);
      const { terms, bills } = await figuresOf(db, user, card, query.month);
      if (query.month === undefined) {
        const open = bills.findIndex((b) => b.status === 'aberta');
        return bills
          .slice(Math.max(0, open - 11))
          .reverse()
          .map(presentBill);
      }
      const month = query.month;
      const figures = bills.find((b) => b.month === month) as BillFigures;
      const period = billPeriod(terms, month);
      const [items, payments] = await Promise.all([
        repo.billItems(db, user.id, card.id, period),
        repo.billPayments(db, user.id, card.id, period),
      ]);
      return presentBillDetail(figures, items, payments);
    },

    /** The dates the bank set for one bill; rows not pinned by hand then belong by them. */
    async moveDates(user: AuthUser, input: z.output<typeof billDatesBody>): Promise<BillDetail> {
      await ownCard(db, user.id, input.account_id);
      await repo.moveBill(db, user.id, {
        accountId: input.account_id,
        month: input.month,
        closingDate: input.closing_date,
        dueDate: input.due_date,
      });
      return this.bills(user, { account_id: input.account_id, month: input.month }) as Promise<BillDetail>;
    },

    /** Pays a bill: a transfer from the paying account into the card, counted in that bill. */
    async pay(user: AuthUser, input: z.output<typeof billPaymentBody>): Promise<BillDetail> {
      await db.transaction(async (tx) => {
        await ownCard(tx, user.id, input.account_id);
        if (input.from_account_id === input.account_id) throw badRequest(PAYMENT_ACCOUNT_SELF_MESSAGE);
        const payer = await repo.account(tx, user.id, input.from_account_id);
        if (!payer) throw notFound(ACCOUNT_NOT_FOUND);
        if (payer.type === 'credit_card') throw badRequest(PAYMENT_ACCOUNT_IS_CARD_MESSAGE);
        await writeTransfer(tx, user.id, {
          date: input.date,
          amountCents: reaisToCents(input.amount),
          fromAccountId: input.from_account_id,
          toAccountId: input.account_id,
          description: `Pagamento da fatura ${input.month.slice(5)}/${input.month.slice(0, 4)}`,
          toBillMonth: input.month,
        });
      });
      return this.bills(user, { account_id: input.account_id, month: input.month }) as Promise<BillDetail>;
    },
  };
}
