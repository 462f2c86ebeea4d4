import type { AppliedPrepayment, LoanRow, LoanSchedule } from './loans';

/**
 * What a loan's schedule (common/loans.ts) says of dates and sums: the balance on a date, what the borrower owes
 * with the instalments left unpaid, and what the schedule adds up to.
 */

/**
 * The balance owed on a date (the saldo devedor): the principal outstanding after the last row due on or before
 * it and any prepayment dated on or before it; the principal before the first due date, 0 once paid. It carries
 * no interest accrued since the last due date (no pro-rata): what paying the loan off that day costs is more.
 */
export function balanceOn(schedule: LoanSchedule, date: string): number {
  return balancesOn(schedule, [date])[0] as number;
}

/** The indexes of `dates` from the earliest date to the latest: the order a walk answers them in. */
function dateOrder(dates: readonly string[]): number[] {
  return dates
    .map((_, i) => i)
    .sort((a, b) => {
      const [x, y] = [dates[a] as string, dates[b] as string];
      return x < y ? -1 : x > y ? 1 : 0;
    });
}

/**
 * balanceOn of each date (same order as `dates`), walking the rows and the prepayments once for all of them: a
 * net worth asks a hundred debts for 121 month ends.
 *
 * The last row due on or before a date gives its balance, unless a prepayment dated on or before the date came
 * after that row. Such a prepayment follows that row at the latest: when it follows exactly that row it came after
 * it (on its due date or later); when it follows an earlier one, the rows since came after it. The prepayments are
 * in the order applied, so the rows they follow never decrease: only the last one dated on or before the date can
 * have come after that row, and it has when it follows it.
 */
export function balancesOn(schedule: LoanSchedule, dates: readonly string[]): number[] {
  const { rows, prepayments } = schedule;
  const order = dateOrder(dates);
  const balances = new Array<number>(dates.length);
  let row = 0;
  let prepayment = 0;
  for (const i of order) {
    const date = dates[i] as string;
    while (row < rows.length && (rows[row] as LoanRow).dueDate <= date) row += 1;
    while (prepayment < prepayments.length && (prepayments[prepayment] as AppliedPrepayment).date <= date)
      prepayment += 1;
    const lastRow = rows[row - 1];
    const lastPrepayment = prepayments[prepayment - 1];
    balances[i] =
      lastPrepayment && lastPrepayment.afterNumber >= (lastRow?.number ?? 0)
        ? lastPrepayment.balanceCents
        : (lastRow?.balanceCents ?? schedule.principalCents);
  }
  return balances;
}

/**
 * When a row stopped being owed, for owedOn: the ISO date it was paid (a date on or before its due date: it never was
 * overdue), or null while it is not paid.
 */
export type PaidOn = (row: LoanRow) => string | null;

/** A row due on or before `date` and not paid by then: its amortization is still owed that day. */
export const unpaidOn = (row: LoanRow, paidOn: PaidOn, date: string): boolean => {
  if (row.dueDate > date) return false;
  const paid = paidOn(row);
  return paid === null || paid > date;
};

/**
 * What the borrower owes on each date (same order as `dates`): the schedule's balance (balancesOn, which takes every
 * row as paid on its due date) plus the amortization of each row due on or before the date and not paid by it. A
 * person who has not paid an instalment still owes its principal; its interest and the late fees are not added (they
 * are not in the schedule: the bank's figure for them is unknown here), as balanceOn adds no interest accrued.
 *
 * One walk for all the dates: each row unpaid for a while adds its amortization from its due date and takes it off
 * from the day it was paid, and the dates in order pick up the sum of what came before them. Rows due after the last
 * date asked are not looked at (a net worth's 120 month ends stop years before a 600-row financing ends).
 */
export function owedOn(schedule: LoanSchedule, paidOn: PaidOn, dates: readonly string[]): number[] {
  const owed = balancesOn(schedule, dates);
  let last = '';
  for (const date of dates) if (date > last) last = date;
  // By due date, as the rows come; the days the late ones were paid, sorted below.
  const unpaid: LoanRow[] = [];
  const paidLate: Array<{ date: string; cents: number }> = [];
  for (const row of schedule.rows) {
    if (row.dueDate > last) break;
    const paid = paidOn(row);
    if (paid !== null && paid <= row.dueDate) continue;
    unpaid.push(row);
    if (paid !== null && paid <= last) paidLate.push({ date: paid, cents: row.amortizationCents });
  }
  if (unpaid.length === 0) return owed;
  paidLate.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let row = 0;
  let paid = 0;
  let cents = 0;
  for (const i of dateOrder(dates)) {
    const date = dates[i] as string;
    for (let r = unpaid[row]; r && r.dueDate <= date; r = unpaid[++row]) cents += r.amortizationCents;
    for (let p = paidLate[paid]; p && p.date <= date; p = paidLate[++paid]) cents -= p.cents;
    owed[i] = (owed[i] as number) + cents;
  }
  return owed;
}

/** What a schedule adds up to: paid in instalments, of which interest, and paid in prepayments. */
export function loanTotals(schedule: LoanSchedule): {
  paymentCents: number;
  interestCents: number;
  prepaidCents: number;
} {
  let paymentCents = 0;
  let interestCents = 0;
  for (const row of schedule.rows) {
    paymentCents += row.paymentCents;
    interestCents += row.interestCents;
  }
  const prepaidCents = schedule.prepayments.reduce((sum, p) => sum + p.appliedCents, 0);
  return { paymentCents, interestCents, prepaidCents };
}
