import { addBillMonths, type BillDates, billDates, billMonthFor } from '../../../../common/card-bills';
import { fromForm, z } from '../../../../common/contract/shared';
import { transactionCreateBody } from '../../../../common/contract/transactions';
import { isIsoDate } from '../../../../common/dates';
import { billName, billTitle } from '../../../entities/card/public';

/** The card's days, as GET /accounts answers them. */
export interface CardDays {
  closing_day: number | null;
  due_day: number | null;
}

/**
 * The 'Fatura' select's value as a form holds it: '' is the bill of the date (null on the wire), else the month
 * chosen by hand; read by the contract's own bill_month (the same field on POST and PUT /transactions).
 */
export const billMonthText = fromForm(
  z.string().transform((text) => (text === '' ? null : text)),
  transactionCreateBody.shape.bill_month,
);

/**
 * The bills of a card by its usual dates. A bill whose dates the bank moved is known only to the server, which
 * places the rows; the dialogs say what the usual dates give. Null for a card without its days.
 */
function usualDates(card: CardDays): ((month: string) => BillDates) | null {
  const { closing_day, due_day } = card;
  if (closing_day === null || due_day === null) return null;
  return (month) => billDates(month, closing_day, due_day);
}

/** The bill a purchase on this date falls in, or null while the date cannot be read or the card has no days. */
export function billOfDate(date: string, card: CardDays): string | null {
  const datesOf = usualDates(card);
  return datesOf && isIsoDate(date) ? billMonthFor(date, datesOf) : null;
}

/** 'Fatura de dezembro de 2026 · vence 10/12/2026' by the card's usual due day ('Fatura de dezembro de 2026' without). */
export function billChoiceLabel(month: string, card: CardDays): string {
  const datesOf = usualDates(card);
  return datesOf ? billTitle({ month, due_date: datesOf(month).due_date }) : billName(month);
}

/** The bill a row goes to: the one chosen by hand, else the bill of its date. */
export function placedBill(date: string, card: CardDays, chosen: string): string | null {
  return chosen || billOfDate(date, card);
}

/**
 * The bills 'Fatura' offers beside 'Automática': the bill of the date, the one before and the two after (where a
 * bank may have put a purchase made near the closing day), and the one already chosen when it is elsewhere.
 */
export function billChoices(date: string, card: CardDays, chosen: string): string[] {
  const ofDate = billOfDate(date, card);
  const around = ofDate ? [-1, 0, 1, 2].map((n) => addBillMonths(ofDate, n)) : [];
  return chosen && !around.includes(chosen) ? [...around, chosen].sort() : around;
}
