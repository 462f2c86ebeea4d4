import {
  addBillMonths,
  type BillDates,
  type BillMonth,
  type BillStatus,
  billDates,
  billMonthFor,
  billMonthsBetween,
  billStatus,
  isBillMonth,
  MAX_CARD_BILLS,
} from '../../../common/card-bills';

/** What a card's bills are computed from: its days and the bills whose dates the bank moved. */
export interface CardTerms {
  closingDay: number;
  dueDay: number;
  /** Bills with moved dates, by month. */
  moved: ReadonlyMap<BillMonth, BillDates>;
}

/**
 * The card's rows summed per day, pin and kind (a few hundred rows a year, whatever the number of purchases):
 * `billMonth` is the pinned bill or null (the row belongs by its date); a transfer into the card is a payment.
 */
export interface CardDayTotal {
  date: string;
  billMonth: BillMonth | null;
  type: 'RECEITA' | 'DESPESA';
  transfer: boolean;
  cents: number;
}

export interface BillFigures {
  month: BillMonth;
  dates: BillDates;
  status: BillStatus;
  /** Unpaid after the previous bill's due date (positive), or a credit it left (negative). */
  previousBalanceCents: number;
  /** Purchases less credits (estornos) in this bill. */
  itemsCents: number;
  /** What the bill asks: previous balance plus items. */
  totalCents: number;
  /** Paid of it: its own payments, and what later bills' payments settled of the money it carried. */
  paidCents: number;
  /** Of `paidCents`, what the card's credit from before Grana paid (bills paid outside Grana: history imported). */
  paidBeforeGranaCents: number;
  /**
   * What is left to pay (never below zero; an overpayment becomes the next bill's credit). Of a bill whose unpaid
   * balance was carried into the next, what of its own money is still unpaid: the later bills' payments settle the
   * oldest money first.
   */
  remainingCents: number;
  /** Its unpaid balance was carried into the next bill, closed since, which asks it now (as its previous balance). */
  carriedForward: boolean;
}

/**
 * A bill the person still has to pay: closed or open (not a future one), with money left on it, and not carried
 * into a later bill (that one asks the money: one debt is one bill to pay, in Cartões, Avisos and the reminders).
 */
export const isBillToPay = (bill: BillFigures): boolean =>
  bill.status !== 'prevista' && bill.remainingCents > 0 && !bill.carriedForward;

/**
 * A card's bill dates by month. Remembered: a card's figures ask them for each day that has rows (a thousand a
 * year) and only a few dozen months are ever asked (for a year of a card's rows, 1.3 ms of date strings per call
 * without it, 0.5 ms with it).
 */
export function billDatesOf(terms: CardTerms): (month: BillMonth) => BillDates {
  const known = new Map<BillMonth, BillDates>();
  return (month) => {
    let dates = known.get(month);
    if (dates === undefined) {
      dates = terms.moved.get(month) ?? billDates(month, terms.closingDay, terms.dueDay);
      known.set(month, dates);
    }
    return dates;
  };
}

/**
 * The bills before `month`, summed: their purchases less credits and payments, which is what they carried into
 * `month` when all their due dates have passed (a window starting a year before the open bill guarantees it).
 */
export interface EarlierBills {
  month: BillMonth;
  carriedCents: number;
}

/** How many bills before the open one (or the one asked for) are computed one by one; older ones are summed. */
export const BILLS_LOOKED_BACK = 12;

/**
 * Bills before the open one a read of what is to pay needs one by one (Saldo em contas): the one closed last, whose
 * due date may be ahead, and the one before it. Every earlier bill's due date has passed, so all it left is carried
 * and summing them gives the same figures (EarlierBills).
 */
export const BILLS_TO_PAY_LOOKED_BACK = 2;

/** The first bill computed one by one: `back` bills before the open bill or the one asked for. */
export function windowStart(
  openMonth: BillMonth,
  alsoMonth?: BillMonth,
  back = BILLS_LOOKED_BACK,
): BillMonth {
  const earliest = alsoMonth !== undefined && alsoMonth < openMonth ? alsoMonth : openMonth;
  return addBillMonths(earliest, -back);
}

/**
 * Every bill of a card from its first row (or from `earlier.month`, with what the older bills carried) to its
 * last (later bills hold installments), each with what carried into it. A bill carries into the next what it
 * left unpaid once its due date has passed, and at once any credit (paid more than it asked); before its due date
 * the person may still pay it, so nothing moves yet.
 */
export function cardBillFigures(
  terms: CardTerms,
  days: readonly CardDayTotal[],
  today: string,
  options: {
    /** A bill to include even when nothing is in it (the one a person asks for). */
    alsoMonth?: BillMonth;
    /** The older bills summed; `days` then holds only the rows of `earlier.month` and later bills. */
    earlier?: EarlierBills;
    /**
     * What the card owed before Grana (its opening balance read as a debt; negative, a credit). A debt is the first
     * bill's previous balance, as a bill of purchases made before Grana carries into it. A credit is money paid
     * outside Grana (the bills of history imported with no payments, bill-before-grana.ts): it pays the bills
     * oldest first, each shown paid, rather than standing as a negative previous balance on the first bill and every
     * one after it. With `earlier`, it is in `earlier.carriedCents`.
     */
    openingOwedCents?: number;
  } = {},
): BillFigures[] {
  const { alsoMonth, earlier, openingOwedCents = 0 } = options;
  const datesOf = billDatesOf(terms);
  const openMonth = billMonthFor(today, datesOf);
  const items = new Map<BillMonth, number>();
  const paid = new Map<BillMonth, number>();
  let first = alsoMonth !== undefined && alsoMonth < openMonth ? alsoMonth : openMonth;
  let last = alsoMonth !== undefined && alsoMonth > openMonth ? alsoMonth : openMonth;
  if (earlier !== undefined && earlier.month < first) first = earlier.month;
  for (const day of days) {
    // A pin to no calendar month (stored before months were checked, '9999-12') counts by the row's date.
    const month =
      day.billMonth !== null && isBillMonth(day.billMonth) ? day.billMonth : billMonthFor(day.date, datesOf);
    if (month < first) first = month;
    if (month > last) last = month;
    if (day.transfer && day.type === 'RECEITA') paid.set(month, (paid.get(month) ?? 0) + day.cents);
    else items.set(month, (items.get(month) ?? 0) + (day.type === 'DESPESA' ? day.cents : -day.cents));
  }

  const bills: BillFigures[] = [];
  let carried = earlier?.carriedCents ?? Math.max(0, openingOwedCents);
  let credit = earlier === undefined ? Math.max(0, -openingOwedCents) : 0;
  // The unpaid money of earlier bills that the current bill carries, oldest first from `head` (index -1: the bills
  // summed before the window), and its sum. A later bill's payments settle it in that order, so a bill whose money
  // was paid through a later bill is paid too, and one still owed says how much of it.
  let owed: Array<{ index: number; cents: number }> = carried > 0 ? [{ index: -1, cents: carried }] : [];
  let head = 0;
  let owedCents = Math.max(0, carried);
  // Counted, not compared: months are strings, and '10000-01' <= '9999-12'. MAX_CARD_BILLS bounds a list that
  // rows stored before the months were checked could stretch.
  const count = Math.min(billMonthsBetween(first, last) + 1, MAX_CARD_BILLS);
  let month = first;
  for (let i = 0; i < count; i += 1, month = addBillMonths(month, 1)) {
    const dates = datesOf(month);
    const itemsCents = items.get(month) ?? 0;
    const ownPaidCents = paid.get(month) ?? 0;
    const totalCents = carried + itemsCents;
    // The credit from before Grana pays what the bill's own payments left, so a bill paid in Grana keeps it.
    const paidBeforeGranaCents = Math.min(credit, Math.max(0, totalCents - ownPaidCents));
    credit -= paidBeforeGranaCents;
    const paidCents = ownPaidCents + paidBeforeGranaCents;
    const status = billStatus({ month, openMonth, today, dates, dueCents: totalCents, paidCents });
    for (let payment = ownPaidCents; payment > 0 && head < owed.length; ) {
      const debt = owed[head] as { index: number; cents: number };
      const settled = Math.min(debt.cents, payment);
      debt.cents -= settled;
      payment -= settled;
      owedCents -= settled;
      const earlierBill = bills[debt.index];
      if (earlierBill !== undefined) {
        earlierBill.remainingCents = debt.cents;
        if (debt.cents === 0) earlierBill.status = 'paga';
      }
      // The money settled passed through every bill from its own to the one before this (each carried it): each
      // counts it paid, so a bill's "Pago" agrees with its status and its Restante (Total − Pago); one whose
      // Total is all paid so is "Paga" (the debt from before Grana, carried from the first bill, paid later).
      for (let j = Math.max(0, debt.index); j < i; j += 1) {
        const through = bills[j] as BillFigures;
        through.paidCents += settled;
        if (through.paidCents >= through.totalCents) through.status = 'paga';
      }
      if (debt.cents === 0) head += 1;
    }
    // The overdue bill just before, whose next bill had not closed: it still asks all that is owed up to it.
    const previous = bills[i - 1];
    if (previous !== undefined && !previous.carriedForward && previous.status !== 'paga' && carried > 0) {
      previous.remainingCents = owedCents;
      if (owedCents === 0) previous.status = 'paga';
    }
    const left = totalCents - paidCents;
    const overdue = left > 0 && today > dates.due_date;
    // Its money is asked by the next bill once that one has closed; until then this overdue bill still asks it.
    const next = addBillMonths(month, 1);
    const carriedForward =
      overdue && (next < openMonth || (next === openMonth && today >= datesOf(next).closing_date));
    const ownCents = Math.max(0, left - owedCents);
    bills.push({
      month,
      dates,
      status,
      previousBalanceCents: carried,
      itemsCents,
      totalCents,
      paidCents,
      paidBeforeGranaCents,
      remainingCents: carriedForward ? ownCents : Math.max(0, left),
      carriedForward,
    });
    if (!overdue) {
      owed = [];
      head = 0;
      owedCents = 0;
    } else if (ownCents > 0) {
      owed.push({ index: i, cents: ownCents });
      owedCents += ownCents;
    }
    carried = left < 0 || today > dates.due_date ? left : 0;
  }
  return bills;
}
