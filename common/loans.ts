import { installmentAmounts } from './card-bills';
import { addMonths, isIsoDate } from './dates';

/**
 * The instalment schedule of a Brazilian loan or financing (financiamento, empréstimo, consignado): the debts
 * (dívidas) of the net worth. The two systems Brazilian lenders use, with their textbook formulas (a bank's own
 * table may differ from these by its rounding, a cent here and there):
 *
 * - SAC (Sistema de Amortização Constante): the principal is repaid in equal parts; the payment falls as the
 *   interest on the falling balance does.
 * - PRICE (Tabela Price, sistema francês): one constant payment, PV·i / (1 − (1 + i)^−n); the interest inside it
 *   falls and the amortization grows.
 *
 * Rules (all figures integer cents):
 * - Row k is due `addMonths(firstDueDate, k − 1)`: the first date's day kept, clamped to a shorter month's last day
 *   (31/01 → 28/02 or 29/02 → 31/03), the same rule as a card purchase's installments.
 * - The interest of a row is the balance before it × the monthly rate, rounded half-up to the cent: a month's
 *   interest whatever the month's days, the first row's too (no contract date here, no pro-rata by days).
 * - SAC: the principal / n spread exactly, one extra cent on each of the first (principal mod n) rows
 *   (R$ 100.000,00 / 12: four rows of R$ 8.333,34, then eight of R$ 8.333,33).
 * - PRICE: the payment rounded half-up to the cent; at a zero rate it is the principal / n spread as a card
 *   purchase's installments are (installmentAmounts: the whole remainder on the first).
 * - The last row repays whatever balance is left, so the balance ends at exactly 0 and the amortizations add up
 *   to exactly the principal; its payment absorbs the rounding of the others.
 * - A prepayment (amortização extraordinária) lowers the balance right after the last row due on or before its
 *   date (before the first row when none is). 'prazo' keeps the payment (PRICE) or the amortization (SAC) and
 *   shortens the term; 'parcela' keeps the remaining term and recomputes the payment (PRICE) or the
 *   amortization (SAC) over it, spread by the rules above. One that reaches the balance pays the loan off and the
 *   schedule ends there; one dated after the end lowers nothing.
 */

export type AmortizationSystem = 'SAC' | 'PRICE';

/** What a prepayment keeps: the term shrinks ('prazo') or the instalment does ('parcela'). */
export type PrepaymentMode = 'prazo' | 'parcela';

export interface Prepayment {
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  amountCents: number;
  mode: PrepaymentMode;
}

export interface LoanTerms {
  principalCents: number;
  /** Effective monthly rate, 0.01 for 1% a.m. (annualToMonthlyRate converts an annual one). */
  monthlyRate: number;
  /** The contracted number of instalments, 1 to MAX_LOAN_INSTALLMENTS. */
  installments: number;
  /** ISO 'YYYY-MM-DD' of instalment 1. */
  firstDueDate: string;
  system: AmortizationSystem;
  /** In any order: they are applied by date, those of one date in the order given. */
  prepayments?: readonly Prepayment[];
}

export interface LoanRow {
  /** 1-based. */
  number: number;
  dueDate: string;
  /** interestCents + amortizationCents. */
  paymentCents: number;
  interestCents: number;
  amortizationCents: number;
  /** The balance after this row's payment (before any prepayment of a later date). */
  balanceCents: number;
}

export interface AppliedPrepayment extends Prepayment {
  /** What lowered the balance: the amount, or the balance when the amount was more (0 once the loan is paid). */
  appliedCents: number;
  /** The row it follows: the last one due on or before its date (0 when it comes before the first). */
  afterNumber: number;
  /** The balance once it is applied. */
  balanceCents: number;
}

export interface LoanSchedule {
  principalCents: number;
  rows: LoanRow[];
  /** The terms' prepayments in the order they were applied (by date). */
  prepayments: AppliedPrepayment[];
}

/** The longest term accepted: 600 months (50 years), longer than any Brazilian housing loan (SFH: 420). */
export const MAX_LOAN_INSTALLMENTS = 600;

/** Prepayments one loan may list: one a month for ten years, so a schedule's work stays bounded. */
export const MAX_LOAN_PREPAYMENTS = 120;

/**
 * Largest principal (R$ 10 bilhões) and monthly rate (100% a.m.): with both at their top, 600 rows of interest
 * still add up to far less than Number.MAX_SAFE_INTEGER cents, so every figure and total stays an exact integer.
 */
export const MAX_LOAN_PRINCIPAL_CENTS = 1_000_000_000_000;
export const MAX_LOAN_MONTHLY_RATE = 1;

/** An effective annual rate as the effective monthly one: (1 + a)^(1/12) − 1 (12,6825% a.a. → 1% a.m.). */
export function annualToMonthlyRate(annualRate: number): number {
  return (1 + annualRate) ** (1 / 12) - 1;
}

/**
 * Rounds half-up to an integer, reading the figure as the decimal a person would write: 9755 × 0.01 is
 * 97.55000000000001 or 97.549999… in binary depending on the operands, while a spreadsheet sees 97,55 and
 * rounds it up. Fifteen significant digits drop that noise and keep every cent of a figure below 10^13.
 */
export function roundHalfUp(value: number): number {
  const nearest = Math.round(value);
  // Reading fifteen digits moves the figure by at most |value| × 5·10^−15: one farther than that from a half rounds
  // the same either way, and is rounded without the text (a schedule rounds tens of thousands of figures, and the
  // text is most of the time). The distance is exact: value − nearest is the fraction itself.
  if (Math.abs(Math.abs(value - nearest) - 0.5) > Math.abs(value) * 1e-13) return nearest;
  return Math.round(Number(value.toPrecision(15)));
}

/** The Tabela Price payment of a balance over `count` rows, rounded half-up; at a zero rate there is none. */
export function pricePayment(balanceCents: number, monthlyRate: number, count: number): number {
  return roundHalfUp((balanceCents * monthlyRate) / (1 - (1 + monthlyRate) ** -count));
}

/** SAC's amortizations: the balance / count, one extra cent on each of the first (balance mod count) rows. */
export function sacAmortizations(balanceCents: number, count: number): number[] {
  const base = Math.floor(balanceCents / count);
  const extra = balanceCents - base * count;
  // A plain loop: each 'parcela' prepayment of a SAC loan spreads the balance again, up to 120 × 600 amounts.
  const amounts = new Array<number>(count);
  for (let k = 0; k < count; k++) amounts[k] = base + (k < extra ? 1 : 0);
  return amounts;
}

/** A principal or a prepayment: whole cents, at least one, at most MAX_LOAN_PRINCIPAL_CENTS. */
const isLoanAmount = (cents: number) =>
  Number.isSafeInteger(cents) && cents >= 1 && cents <= MAX_LOAN_PRINCIPAL_CENTS;

/**
 * Why terms cannot be scheduled, in Portuguese for the person who typed them, or null when they can. Covers the
 * bounds that keep a schedule finite and its figures exact integers.
 */
export function loanTermsProblem(terms: LoanTerms): string | null {
  const { principalCents, monthlyRate, installments, firstDueDate, system } = terms;
  const prepayments = terms.prepayments ?? [];
  if (!isLoanAmount(principalCents))
    return 'O valor financiado deve ser maior que zero e de até R$ 10 bilhões.';
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0 || monthlyRate > MAX_LOAN_MONTHLY_RATE)
    return 'A taxa de juros deve estar entre 0% e 100% ao mês.';
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_LOAN_INSTALLMENTS)
    return `O número de parcelas deve estar entre 1 e ${MAX_LOAN_INSTALLMENTS}.`;
  if (!isIsoDate(firstDueDate)) return 'A data do primeiro vencimento não é válida.';
  if (system !== 'SAC' && system !== 'PRICE') return 'O sistema de amortização deve ser SAC ou Price.';
  if (prepayments.length > MAX_LOAN_PREPAYMENTS)
    return `São aceitas até ${MAX_LOAN_PREPAYMENTS} amortizações extraordinárias por dívida.`;
  for (const p of prepayments) {
    if (!isIsoDate(p.date)) return 'A data de uma amortização extraordinária não é válida.';
    if (!isLoanAmount(p.amountCents))
      return 'O valor de uma amortização extraordinária deve ser maior que zero e de até R$ 10 bilhões.';
    if (p.mode !== 'prazo' && p.mode !== 'parcela')
      return "Uma amortização extraordinária reduz o 'prazo' ou a 'parcela'.";
  }
  return null;
}

/**
 * How the rows still to come repay the balance: a constant payment (PRICE), or a planned amortization per row
 * (SAC, and PRICE at a zero rate, where the two systems are one), `amounts[0]` being row `from`'s.
 */
type Plan = { kind: 'payment'; cents: number } | { kind: 'amortization'; from: number; amounts: number[] };

interface State {
  balance: number;
  /** The last row made (0 before the first). */
  number: number;
  /** The row that repays what is left, whatever the plan says: the contracted term, or the one 'parcela' set. */
  lastNumber: number;
  plan: Plan;
}

/** The plan that repays `balance` in `count` rows from row `from`. */
function planFor(
  system: AmortizationSystem,
  rate: number,
  balance: number,
  count: number,
  from: number,
): Plan {
  if (system === 'PRICE' && rate > 0) return { kind: 'payment', cents: pricePayment(balance, rate, count) };
  const amounts = system === 'SAC' ? sacAmortizations(balance, count) : installmentAmounts(balance, count);
  return { kind: 'amortization', from, amounts };
}

/**
 * The amortization of row `number`, with `balance` left before it and `interest` its interest, under the state's
 * plan. It repays the whole balance when it is the last row or when the plan would reach the balance anyway (after a
 * 'prazo' prepayment, sooner than the contracted term). PRICE's amortization is never negative: the rounded payment
 * is at least the rounded interest on the balance it was computed for, and the balance only falls afterwards.
 */
function amortizationOf(state: State, number: number, balance: number, interest: number): number {
  const { plan } = state;
  const planned = plan.kind === 'payment' ? plan.cents - interest : (plan.amounts[number - plan.from] ?? 0);
  return number >= state.lastNumber || planned >= balance ? balance : planned;
}

/** The next row from a state, due on `dueDate`. */
function nextRow(state: State, rate: number, dueDate: string): LoanRow {
  const number = state.number + 1;
  const interest = roundHalfUp(state.balance * rate);
  const amortization = amortizationOf(state, number, state.balance, interest);
  return {
    number,
    dueDate,
    paymentCents: interest + amortization,
    interestCents: interest,
    amortizationCents: amortization,
    balanceCents: state.balance - amortization,
  };
}

/**
 * How many rows the current plan still takes to repay the balance: the remaining term 'parcela' keeps. The
 * amortizations alone, without the rows' dates, and without their interest when the plan's amortizations do not
 * depend on it: 120 'parcela' prepayments walk up to 600 rows each.
 */
function rowsLeft(state: State, rate: number): number {
  const interestCounts = state.plan.kind === 'payment';
  let { balance, number } = state;
  while (balance > 0) {
    number += 1;
    balance -= amortizationOf(state, number, balance, interestCounts ? roundHalfUp(balance * rate) : 0);
  }
  return number - state.number;
}

/** Applies one prepayment to the state (the balance is above 0) and says what it did. */
function applyPrepayment(state: State, terms: LoanTerms, p: Prepayment): AppliedPrepayment {
  const applied = Math.min(p.amountCents, state.balance);
  // 'parcela' keeps the term the loan had before this prepayment; measured after it, the term would already be
  // shorter under the old plan.
  const term = p.mode === 'parcela' ? rowsLeft(state, terms.monthlyRate) : 0;
  state.balance -= applied;
  if (p.mode === 'parcela' && state.balance > 0) {
    state.plan = planFor(terms.system, terms.monthlyRate, state.balance, term, state.number + 1);
    state.lastNumber = state.number + term;
  }
  return { ...p, appliedCents: applied, afterNumber: state.number, balanceCents: state.balance };
}

/**
 * The schedule of a loan: its rows in order and its prepayments as applied. Throws a RangeError with
 * loanTermsProblem's message when the terms do not fit (callers check them first to answer a 400).
 */
export function loanSchedule(terms: LoanTerms): LoanSchedule {
  const problem = loanTermsProblem(terms);
  if (problem) throw new RangeError(problem);
  const { principalCents, monthlyRate, installments, firstDueDate, system } = terms;
  // A stable sort: prepayments of one date apply in the order given.
  const pending = [...(terms.prepayments ?? [])].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const state: State = {
    balance: principalCents,
    number: 0,
    lastNumber: installments,
    plan: planFor(system, monthlyRate, principalCents, installments, 1),
  };
  const rows: LoanRow[] = [];
  const prepayments: AppliedPrepayment[] = [];
  let next = 0;
  while (state.balance > 0) {
    const dueDate = addMonths(firstDueDate, state.number);
    // Those dated before this row's due date follow the previous row; one dated on it follows this row.
    for (let p = pending[next]; p && p.date < dueDate && state.balance > 0; p = pending[++next]) {
      prepayments.push(applyPrepayment(state, terms, p));
    }
    if (state.balance === 0) break;
    const row = nextRow(state, monthlyRate, dueDate);
    rows.push(row);
    state.balance = row.balanceCents;
    state.number = row.number;
  }
  // Those left come once the loan is paid: nothing to lower.
  for (const p of pending.slice(next)) {
    prepayments.push({ ...p, appliedCents: 0, afterNumber: state.number, balanceCents: 0 });
  }
  return { principalCents, rows, prepayments };
}
