import { addMonths, daysInMonth, isIsoDate, toIsoDate } from './dates';

/**
 * The credit-card bill (fatura) as Brazilian banks run it: the one module that knows its dates, which bill a
 * purchase falls in, how a purchase in installments (parcelas) is divided, and a bill's status. Pure: the
 * server and the web both use it, so the dialog's preview and the stored rows always agree.
 *
 * A bill is named by the month of its due date ('2026-12'). Days are 1 to 31; a day a month lacks is that
 * month's last day (31 -> 30 in April, 28 or 29 in February).
 */

/** 'YYYY-MM': the month a bill falls due. */
export type BillMonth = string;

export interface BillDates {
  closing_date: string;
  due_date: string;
}

export const BILL_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A bill month is a calendar month: one whose days are dates (years 1900 to 2999, as isIsoDate says). */
export const isBillMonth = (value: string): boolean =>
  BILL_MONTH_PATTERN.test(value) && isIsoDate(`${value}-01`);

/** The first and last bill months isBillMonth accepts, for SQL that must tell them apart from older stored ones. */
export const FIRST_BILL_MONTH = '1900-01';
export const LAST_BILL_MONTH = '2999-12';

/** The bill month of a date: '2026-12-10' -> '2026-12'. */
export const billMonthOfDate = (iso: string): BillMonth => iso.slice(0, 7);

/** Months from one bill to another, negative when `to` is earlier: ('2026-11', '2027-01') -> 2. */
export function billMonthsBetween(from: BillMonth, to: BillMonth): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/**
 * How far a row's bill may be from its date, in months from the date's month: a bill chosen by hand, a payment's
 * bill, an installment's (whose date moves with it, a month a bill). Wide for any real case (the bank posting a
 * purchase late, a bill paid a year late), narrow enough that no row makes a card's bills span centuries.
 */
export const BILL_MONTHS_BEFORE_DATE = 12;
export const BILL_MONTHS_AFTER_DATE = 60;

/** True when `month` lies from BILL_MONTHS_BEFORE_DATE before the month of `date` to BILL_MONTHS_AFTER_DATE after. */
export function isBillMonthNearDate(month: BillMonth, date: string): boolean {
  const gap = billMonthsBetween(billMonthOfDate(date), month);
  return gap >= -BILL_MONTHS_BEFORE_DATE && gap <= BILL_MONTHS_AFTER_DATE;
}

/** Months later (or earlier, when negative): '2026-12' + 1 -> '2027-01'. */
export function addBillMonths(month: BillMonth, count: number): BillMonth {
  return billMonthOfDate(addMonths(`${month}-01`, count));
}

/** The day in a month, or the month's last day when the month is shorter. */
function dayIn(year: number, month: number, day: number): string {
  return toIsoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/**
 * The usual dates of a bill: due on `dueDay` of its month; closing on the latest date before the due date whose
 * day is `closingDay`. Closing 3 / due 10: the December bill closes 03/12 and is due 10/12. Closing 28 / due 5:
 * it closes 28/11 and is due 05/12. The same day for both closes the month before.
 */
export function billDates(month: BillMonth, closingDay: number, dueDay: number): BillDates {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const due = dayIn(year, m, dueDay);
  const sameMonth = dayIn(year, m, closingDay);
  if (sameMonth < due) return { closing_date: sameMonth, due_date: due };
  const previous = addBillMonths(month, -1);
  const [py, pm] = previous.split('-').map(Number) as [number, number];
  return { closing_date: dayIn(py, pm, closingDay), due_date: due };
}

/**
 * The bill a date belongs to: the first whose closing date is after it (a purchase on the closing day goes to
 * the next bill). `datesOf` answers a bill's dates, which the bank may have moved for that one bill.
 */
export function billMonthFor(date: string, datesOf: (month: BillMonth) => BillDates): BillMonth {
  // The bill due in the date's month closes at the latest that month; two months on closes after it surely.
  let month = billMonthOfDate(date);
  for (let i = 0; i < 3; i += 1, month = addBillMonths(month, 1)) {
    if (datesOf(month).closing_date > date) return month;
  }
  return month;
}

/**
 * The bill a payment into the card on `date` pays, when the date says it: one made after a bill closed and by its
 * due date pays that bill (left to its date alone, it would count in the open bill, and the closed one would read
 * "Vencida"). Null otherwise: a payment before the closing is a credit of the open bill, and one after the due date
 * may be either, which only the person can say ("Pagar fatura").
 */
export function billPaidOn(date: string, datesOf: (month: BillMonth) => BillDates): BillMonth | null {
  const closed = addBillMonths(billMonthFor(date, datesOf), -1);
  const dates = datesOf(closed);
  return dates.closing_date <= date && date <= dates.due_date ? closed : null;
}

export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 48;

/**
 * The most bills one card can have: every month of the years isIsoDate accepts, with the bills beyond them that a
 * row's pin, an installment or the year looked back reaches. A loop over a card's bills stops there whatever the
 * stored rows say (a month written before these rules, '9999-12', cannot make it run for ever).
 */
export const MAX_CARD_BILLS =
  (2999 - 1900 + 1) * 12 + BILL_MONTHS_BEFORE_DATE + BILL_MONTHS_AFTER_DATE + MAX_INSTALLMENTS + 12;

/**
 * A purchase's total divided into `count` installments in cents, the remainder of the division on the first:
 * R$ 100,00 in 3 -> 33,34 + 33,33 + 33,33. The parts always add up to the total.
 */
export function installmentAmounts(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  const first = totalCents - base * (count - 1);
  return [first, ...Array.from({ length: count - 1 }, () => base)];
}

/** The k-th installment (1-based) is dated the purchase date plus k - 1 months, clamped to the month's end. */
export function installmentDate(purchaseDate: string, number: number): string {
  return addMonths(purchaseDate, number - 1);
}

export type BillStatus = 'prevista' | 'aberta' | 'fechada' | 'paga' | 'parcial' | 'vencida';

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  prevista: 'Prevista',
  aberta: 'Aberta',
  fechada: 'Fechada',
  paga: 'Paga',
  parcial: 'Paga em parte',
  vencida: 'Vencida',
};

/**
 * A bill's status today (in the person's time zone). `openMonth` is the bill today's purchases fall in; a later
 * one is `prevista`. Once closed: `paga` when payments cover what was due, `fechada` when it asks nothing (or
 * nothing was paid yet), else `vencida` after the due date, `parcial` when something was paid. Amounts in cents.
 */
export function billStatus(input: {
  month: BillMonth;
  openMonth: BillMonth;
  today: string;
  dates: BillDates;
  dueCents: number;
  paidCents: number;
}): BillStatus {
  const { month, openMonth, today, dates, dueCents, paidCents } = input;
  if (month > openMonth) return 'prevista';
  if (month === openMonth && today < dates.closing_date) return 'aberta';
  // A bill asking nothing (nothing recorded in it, or a credit) is closed, not paid: "Paga" with "Pago R$ 0,00"
  // would contradict itself.
  if (paidCents > 0 && paidCents >= dueCents) return 'paga';
  if (dueCents <= 0) return 'fechada';
  if (today > dates.due_date) return 'vencida';
  return paidCents > 0 ? 'parcial' : 'fechada';
}
