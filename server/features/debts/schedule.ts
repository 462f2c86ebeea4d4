import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DEBT_KIND_LABELS,
  type DebtInstallment,
  type DebtKind,
  type DebtPrepayment,
  type DebtResponse,
  type RatePeriod,
} from '../../../common/contract/debts';
import {
  annualToMonthlyRate,
  balancesOn,
  type LoanSchedule,
  type LoanTerms,
  loanSchedule,
  loanTotals,
} from '../../../common/loans';
import { centsToReais } from '../../../common/money';
import type { DebtRow, PaymentRow, PrepaymentRow } from './repository';

/** The effective monthly rate of a rate typed in percent per month or per year. */
export const monthlyRateOf = (percent: number, period: RatePeriod) =>
  period === 'mes' ? percent / 100 : annualToMonthlyRate(percent / 100);

export type DebtTermsSource = Pick<
  DebtRow,
  'principalCents' | 'ratePercent' | 'ratePeriod' | 'installments' | 'firstDueDate' | 'system'
>;
export type PrepaymentTermsSource = Pick<PrepaymentRow, 'date' | 'amountCents' | 'mode'>;

/** The contract of a stored debt with its prepayments, as common/loans.ts schedules it. */
export function termsOf(row: DebtTermsSource, prepayments: readonly PrepaymentTermsSource[]): LoanTerms {
  return {
    principalCents: row.principalCents,
    monthlyRate: monthlyRateOf(Number(row.ratePercent), row.ratePeriod as RatePeriod),
    installments: row.installments,
    firstDueDate: row.firstDueDate,
    system: row.system as LoanTerms['system'],
    prepayments: prepayments.map((p) => ({
      date: p.date,
      amountCents: p.amountCents,
      mode: p.mode as 'prazo' | 'parcela',
    })),
  };
}

/** The balance owed on each day (same order as `dates`) by the contract: nothing before the contract's date. */
export function owedOnEach(
  row: Pick<DebtRow, 'contractDate'>,
  schedule: LoanSchedule,
  dates: readonly string[],
): number[] {
  const balances = balancesOn(schedule, dates);
  return dates.map((date, i) => (date < row.contractDate ? 0 : (balances[i] as number)));
}

/** The balance owed on a day by the contract. */
export const owedOn = (row: Pick<DebtRow, 'contractDate'>, schedule: LoanSchedule, date: string) =>
  owedOnEach(row, schedule, [date])[0] as number;

/** '1,99% a.m.', '11,5% a.a.'. */
const rateLabel = (percent: number, period: RatePeriod) =>
  `${String(percent).replace('.', ',')}% ${period === 'mes' ? 'a.m.' : 'a.a.'}`;

export interface DebtParts {
  row: DebtRow;
  schedule: LoanSchedule;
  prepayments: PrepaymentRow[];
  /** Instalment number → the expense that paid it. */
  paid: Map<number, number>;
}

export function presentInstallments(parts: DebtParts): DebtInstallment[] {
  return parts.schedule.rows.map((r) => ({
    number: r.number,
    dueDate: r.dueDate,
    payment: centsToReais(r.paymentCents),
    interest: centsToReais(r.interestCents),
    amortization: centsToReais(r.amortizationCents),
    balance: centsToReais(r.balanceCents),
    transactionId: parts.paid.get(r.number) ?? null,
    paidBefore: r.number <= parts.row.paidBefore,
  }));
}

/** The prepayments as applied, in the order of the rows (by date, then as entered). */
export function presentPrepayments(parts: DebtParts): DebtPrepayment[] {
  // The schedule applies them in the rows' order (a stable sort by date): the same order, so index i is row i.
  return parts.schedule.prepayments.map((applied, i) => {
    const row = parts.prepayments[i] as PrepaymentRow;
    return {
      id: row.id,
      date: row.date,
      amount: centsToReais(row.amountCents),
      mode: row.mode as DebtPrepayment['mode'],
      applied: centsToReais(applied.appliedCents),
      balance: centsToReais(applied.balanceCents),
      transactionId: row.transactionId === null ? null : Number(row.transactionId),
    };
  });
}

export function presentDebt(parts: DebtParts, today: string): DebtResponse {
  const { row, schedule } = parts;
  const installments = presentInstallments(parts);
  const totals = loanTotals(schedule);
  const percent = Number(row.ratePercent);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as DebtKind,
    kindLabel: DEBT_KIND_LABELS[row.kind as DebtKind] ?? row.kind,
    lender: row.lender,
    principal: centsToReais(row.principalCents),
    rate: percent,
    ratePeriod: row.ratePeriod as RatePeriod,
    rateLabel: rateLabel(percent, row.ratePeriod as RatePeriod),
    system: row.system as DebtResponse['system'],
    installments: row.installments,
    contractDate: row.contractDate,
    firstDueDate: row.firstDueDate,
    balanceToday: centsToReais(owedOn(row, schedule, today)),
    paidBefore: row.paidBefore,
    next: installments.find((i) => i.transactionId === null && !i.paidBefore) ?? null,
    paidCount: installments.filter((i) => i.transactionId !== null || i.paidBefore).length,
    scheduleCount: installments.length,
    lastDueDate: schedule.rows.at(-1)?.dueDate ?? row.firstDueDate,
    totals: {
      payments: centsToReais(totals.paymentCents),
      interest: centsToReais(totals.interestCents),
      prepaid: centsToReais(totals.prepaidCents),
    },
  };
}

/** Each debt with its schedule, prepayments and paid instalments, from the rows read (grouped in one pass each). */
export async function assemble(
  rows: DebtRow[],
  prepayments: PrepaymentRow[],
  payments: PaymentRow[],
): Promise<DebtParts[]> {
  const prepaymentsOf = new Map<number, PrepaymentRow[]>();
  for (const p of prepayments) {
    const own = prepaymentsOf.get(Number(p.debtId));
    if (own) own.push(p);
    else prepaymentsOf.set(Number(p.debtId), [p]);
  }
  const paidOf = new Map<number, Map<number, number>>();
  for (const p of payments) {
    const paid = paidOf.get(p.debtId) ?? new Map<number, number>();
    paid.set(p.number, p.transactionId);
    paidOf.set(p.debtId, paid);
  }
  const parts: DebtParts[] = [];
  for (const row of rows) {
    // A schedule of 600 rows with 120 'parcela' prepayments takes milliseconds; 100 of them held the event loop over
    // half a second: others answer between pieces of DEBTS_PER_TURN.
    if (parts.length > 0 && parts.length % DEBTS_PER_TURN === 0) await nextTurn();
    const own = prepaymentsOf.get(row.id) ?? [];
    parts.push({
      row,
      schedule: loanSchedule(termsOf(row, own)),
      prepayments: own,
      paid: paidOf.get(row.id) ?? new Map(),
    });
  }
  return parts;
}

/** Debts scheduled on one turn of the event loop. */
const DEBTS_PER_TURN = 10;
