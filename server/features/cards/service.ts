import type { z } from 'zod';
import {
  ACCOUNT_NOT_FOUND,
  PAYMENT_ACCOUNT_IS_CARD_MESSAGE,
  PAYMENT_ACCOUNT_SELF_MESSAGE,
} from '../../../common/contract/accounts';
import type {
  BillDetail,
  BillPaymentOffer,
  BillPaymentRowResult,
  BillSummary,
  billDatesBody,
  billPaymentBody,
  billPaymentOffersQuery,
  billPaymentRowBody,
  billsQuery,
  CardSummary,
  UpcomingBills,
} from '../../../common/contract/cards';
import { addDays } from '../../../common/dates';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { actedBy, ledgerTransaction } from '../ledger/public';
import { type BillFigures, isBillToPay } from './bill-figures';
import { payBill, payBillWithRow } from './bill-payment';
import { billPaymentOffers } from './bill-payment-lines';
import { type CardFigures, figuresOf, figuresOfCards } from './card-figures';
import { billPeriod, hasTerms, ownCard } from './card-terms';
import { presentBill, presentBillDetail } from './presenter';
import { cardsRepository as repo } from './repository';

/** The card's bills (the last 12 and every later one), or one bill with its items and payments. */
async function billsOf(
  db: Executor,
  user: AuthUser,
  query: z.output<typeof billsQuery>,
): Promise<BillSummary[] | BillDetail> {
  const card = await ownCard(db, user.bookId, query.account_id);
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
    repo.billItems(db, user.bookId, card.id, period),
    repo.billPayments(db, user.bookId, card.id, period),
  ]);
  return presentBillDetail(figures, items, payments);
}

/** The person's active cards with their terms, each with its figures today (a few statements for them all). */
async function cardsWithFigures(db: Executor, user: AuthUser) {
  const cards = (await repo.cards(db, user.bookId)).filter(hasTerms);
  const figures = await figuresOfCards(db, user, cards);
  return cards.map((card) => ({ card, ...(figures.get(card.id) as CardFigures) }));
}

export function createCardsService(db: Db) {
  return {
    async list(user: AuthUser): Promise<CardSummary[]> {
      const answers: CardSummary[] = [];
      for (const { card, bills, usedCents } of await cardsWithFigures(db, user)) {
        const current = bills.find((b) => b.status === 'aberta') as BillFigures;
        // The closed bill to pay: the one asking the money (isBillToPay), not an older one carried into it.
        const due = bills.find((b) => isBillToPay(b) && b.status !== 'aberta');
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
    async upcomingCount(user: AuthUser, days: number): Promise<UpcomingBills> {
      let count = 0;
      for (const { bills, today } of await cardsWithFigures(db, user)) {
        const end = addDays(today, days);
        count += bills.filter((b) => isBillToPay(b) && b.dates.due_date <= end).length;
      }
      return { count };
    },

    /** The card's bills (the last 12 and every later one), or one bill with its items and payments. */
    bills(user: AuthUser, query: z.output<typeof billsQuery>): Promise<BillSummary[] | BillDetail> {
      return billsOf(db, user, query);
    },

    /** The dates the bank set for one bill; rows not pinned by hand then belong by them. */
    async moveDates(user: AuthUser, input: z.output<typeof billDatesBody>): Promise<BillDetail> {
      await ownCard(db, user.bookId, input.account_id);
      await repo.moveBill(db, user.bookId, {
        accountId: input.account_id,
        month: input.month,
        closingDate: input.closing_date,
        dueDate: input.due_date,
      });
      return this.bills(user, { account_id: input.account_id, month: input.month }) as Promise<BillDetail>;
    },

    /**
     * Pays a bill: a transfer from the paying account into the card, counted in that bill. The answer is read in
     * the same database transaction, so nothing stays written when any step fails (a client retrying a failed
     * payment pays once).
     */
    pay(user: AuthUser, input: z.output<typeof billPaymentBody>): Promise<BillDetail> {
      return ledgerTransaction(db, actedBy(user, 'card-bill'), async (tx) => {
        await ownCard(tx, user.bookId, input.account_id);
        if (input.from_account_id === input.account_id) throw badRequest(PAYMENT_ACCOUNT_SELF_MESSAGE);
        const payer = await repo.account(tx, user.bookId, input.from_account_id);
        if (!payer) throw notFound(ACCOUNT_NOT_FOUND);
        if (payer.type === 'credit_card') throw badRequest(PAYMENT_ACCOUNT_IS_CARD_MESSAGE);
        await payBill(tx, user.bookId, {
          cardId: input.account_id,
          month: input.month,
          fromAccountId: input.from_account_id,
          date: input.date,
          amountCents: reaisToCents(input.amount),
        });
        return billsOf(tx, user, { account_id: input.account_id, month: input.month }) as Promise<BillDetail>;
      });
    },

    /** The rows that look like a card bill's payment, each with the bills it could pay (bill-payment-lines.ts). */
    offers(user: AuthUser, query: z.output<typeof billPaymentOffersQuery>): Promise<BillPaymentOffer[]> {
      return billPaymentOffers(db, user, query);
    },

    /** "É pagamento da fatura": the row becomes the bill's payment (bill-payment.ts), with its undo token. */
    payWithRow(user: AuthUser, input: z.output<typeof billPaymentRowBody>): Promise<BillPaymentRowResult> {
      return ledgerTransaction(db, actedBy(user, 'card-bill'), async (tx) => {
        const undo = await payBillWithRow(tx, user.bookId, {
          rowId: input.transaction_id,
          cardId: input.account_id,
          month: input.month,
          beforeGrana: input.before_grana,
        });
        const bill = (await billsOf(tx, user, {
          account_id: input.account_id,
          month: input.month,
        })) as BillDetail;
        return { bill, undo };
      });
    },
  };
}
