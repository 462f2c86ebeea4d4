import {
  DEBT_KIND_LABELS,
  type DebtInstallment,
  type DebtKind,
  type DebtPrepayment,
  type DebtResponse,
  type RatePeriod,
} from '../../../common/contract/debts';
import { loanTotals, owedOn, type PaidOn, unpaidOn } from '../../../common/loan-balances';
import {
  annualToMonthlyRate,
  type LoanRow,
  type LoanSchedule,
  type LoanTerms,
  loanSchedule,
} from '../../../common/loans';
import { centsToReais, reaisToCents, sumCents } from '../../../common/money';
import { ownTurn, type Turn } from '../../threads/turns';
import type { DebtRow, PaymentRead, PrepaymentRow } from './repository';

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

/**
 * When each instalment of the debt stopped being owed: those paid before the debt was entered on their due dates
 * (Grana does not know when; they are not counted as ever overdue), those recorded on their expense's date (one paid
 * late was owed from its due date to that day, which the net worth's past months show), the others not yet.
 */
export function paidOnOf(parts: Pick<DebtParts, 'row' | 'paid'>): PaidOn {
  return (r) => (r.number <= parts.row.paidBefore ? r.dueDate : (parts.paid.get(r.number)?.date ?? null));
}

/**
 * What the debt owes on each day (same order as `dates`): the contract's balance plus the principal of the
 * instalments due and not paid by then (common/loan-balances.ts's owedOn); nothing before the contract's date. The
 * instalments paid before the debt was entered ("já pagas") count as paid from the contract's date: Grana knows
 * neither when nor from where they were paid (no expense holds them), and counted on their due dates each one made
 * the net worth rise that month with no money leaving any account, a history of gains that never happened (a
 * newcomer's walk: 32 of them, R$ 800 to R$ 1.100 a month). The one figure of the Dívidas page's "Saldo devedor
 * hoje" and of the net worth's dívidas.
 */
export function owedOnEach(parts: DebtParts, dates: readonly string[]): number[] {
  const paidBefore = parts.row.paidBefore;
  const lastPaidBefore = parts.schedule.rows.find((r) => r.number === paidBefore)?.dueDate ?? '';
  const asOf = dates.map((date) => (date < lastPaidBefore ? lastPaidBefore : date));
  const owed = owedOn(parts.schedule, paidOnOf(parts), asOf);
  return dates.map((date, i) => (date < parts.row.contractDate ? 0 : (owed[i] as number)));
}

/** '1,99% a.m.', '11,5% a.a.'. */
const rateLabel = (percent: number, period: RatePeriod) =>
  `${String(percent).replace('.', ',')}% ${period === 'mes' ? 'a.m.' : 'a.a.'}`;

/** The expense that paid an instalment, and its date. */
export interface InstallmentPayment {
  transactionId: number;
  date: string;
}

export interface DebtParts {
  row: DebtRow;
  schedule: LoanSchedule;
  prepayments: PrepaymentRow[];
  /** Instalment number → the expense that paid it. */
  paid: Map<number, InstallmentPayment>;
}

/** The rows with what paid them; `overdue` those due before `today` and not paid by it (not those due today). */
export function presentInstallments(parts: DebtParts, today: string): DebtInstallment[] {
  const paidOn = paidOnOf(parts);
  return parts.schedule.rows.map((r) => ({
    number: r.number,
    dueDate: r.dueDate,
    payment: centsToReais(r.paymentCents),
    interest: centsToReais(r.interestCents),
    amortization: centsToReais(r.amortizationCents),
    balance: centsToReais(r.balanceCents),
    transactionId: parts.paid.get(r.number)?.transactionId ?? null,
    paidBefore: r.number <= parts.row.paidBefore,
    overdue: r.dueDate < today && unpaidOn(r, paidOn, today),
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

/**
 * Whether instalment `number` is still owed: neither recorded as paid nor among those paid before the debt was
 * entered.
 */
const isOpen = (parts: DebtParts, number: number) => !parts.paid.has(number) && number > parts.row.paidBefore;

/**
 * The debt's instalments still owed that fall due by `until`, overdue ones included, in order: what 'Avisos' counts
 * and what the forecast places. The rows are by due date, so the walk stops at the first one past `until`.
 */
export function openRowsBy(parts: DebtParts, until: string): LoanRow[] {
  const open: LoanRow[] = [];
  for (const row of parts.schedule.rows) {
    if (row.dueDate > until) break;
    if (isOpen(parts, row.number)) open.push(row);
  }
  return open;
}

export function presentDebt(parts: DebtParts, today: string): DebtResponse {
  const { row, schedule } = parts;
  const installments = presentInstallments(parts, today);
  const overdue = installments.filter((i) => i.overdue);
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
    balanceToday: centsToReais(owedOnEach(parts, [today])[0] as number),
    overdueInstallments: overdue.length,
    overdue: centsToReais(sumCents(overdue.map((i) => reaisToCents(i.payment)))),
    paidBefore: row.paidBefore,
    paymentAccountId: row.paymentAccountId === null ? null : Number(row.paymentAccountId),
    next: installments.find((i) => isOpen(parts, i.number)) ?? null,
    paidCount: installments.filter((i) => !isOpen(parts, i.number)).length,
    scheduleCount: installments.length,
    lastDueDate: schedule.rows.at(-1)?.dueDate ?? row.firstDueDate,
    totals: {
      payments: centsToReais(totals.paymentCents),
      interest: centsToReais(totals.interestCents),
      prepaid: centsToReais(totals.prepaidCents),
    },
  };
}

/**
 * Each debt with its schedule, prepayments and paid instalments, from the rows read (grouped in one pass each),
 * scheduled in pieces that wait for `turn`.
 */
export async function assemble(
  rows: DebtRow[],
  prepayments: PrepaymentRow[],
  payments: PaymentRead[],
  turn: Turn = ownTurn,
): Promise<DebtParts[]> {
  const prepaymentsOf = new Map<number, PrepaymentRow[]>();
  for (const p of prepayments) {
    const own = prepaymentsOf.get(Number(p.debtId));
    if (own) own.push(p);
    else prepaymentsOf.set(Number(p.debtId), [p]);
  }
  const paidOf = new Map<number, Map<number, InstallmentPayment>>();
  for (const p of payments) {
    const paid = paidOf.get(p.debtId) ?? new Map<number, InstallmentPayment>();
    paid.set(p.number, { transactionId: p.transactionId, date: p.date });
    paidOf.set(p.debtId, paid);
  }
  const parts: DebtParts[] = [];
  for (const row of rows) {
    // A schedule of 600 rows with 120 'parcela' prepayments takes milliseconds; 100 of them held the event loop over
    // half a second: others answer between pieces of DEBTS_PER_TURN.
    if (parts.length % DEBTS_PER_TURN === 0) await turn();
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
