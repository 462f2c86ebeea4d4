import { isIsoDate, splitIsoDate } from './dates';

/**
 * The money-weighted annual return of dated cash flows (taxa interna de retorno), as Excel's and LibreOffice's
 * XIRR define it: the rate r for which Σ amount_k / (1 + r)^((d_k − d_0) / 365) = 0, days counted on the
 * calendar and years of 365 days whatever the leap years. What went in is negative (an investment, a deposit)
 * and what came out positive (a withdrawal, the value today).
 *
 * Found by Newton's method from a guess, as Excel does; when Newton leaves (−1, ∞), stalls or does not converge,
 * by bisection over a bracket where the sum changes sign. Both are bounded in steps. null when there is no
 * answer: fewer than two flows, an invalid date, all flows of one sign, or no rate that zeroes the sum.
 */

export interface DatedFlow {
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  /** Cents: negative what went in, positive what came out. */
  amountCents: number;
}

/** Newton's steps before the bisection takes over (Excel stops at 100). */
const NEWTON_STEPS = 100;
/** Halvings of the bracket: 200 reach far below a double's precision from any bracket below 10^9. */
const BISECTION_STEPS = 200;
/** Converged when a step moves the rate by less than this (Excel's accuracy is 0.000001%). */
const TOLERANCE = 1e-12;
/**
 * Where the bisection looks for a sign change, ascending: from a near-total loss to a billionfold gain a year,
 * a span that covers any return a person records.
 */
const BRACKET = [-0.999999, -0.99, -0.9, -0.5, -0.2, 0, 0.2, 0.5, 1, 2, 5, 10, 100, 1e3, 1e4, 1e6, 1e9];

interface Term {
  amount: number;
  /** Years since the earliest flow: (d − d0) / 365. */
  years: number;
}

/** Days between ISO dates, on the calendar (UTC days, so no clock change moves them). */
function dayNumber(iso: string): number {
  const { year, month, day } = splitIsoDate(iso);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The sum of the discounted flows at rate r, and its derivative in r (for Newton). */
function npv(terms: Term[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const { amount, years } of terms) {
    const discounted = amount * (1 + rate) ** -years;
    value += discounted;
    slope -= (years * discounted) / (1 + rate);
  }
  return { value, slope };
}

/**
 * Whether the sum is zero at the rate, to the precision its terms allow: a tiny step can also mean a steep slope
 * far from any root.
 */
function isRoot(terms: Term[], rate: number): boolean {
  let value = 0;
  let size = 0;
  for (const { amount, years } of terms) {
    const discounted = amount * (1 + rate) ** -years;
    value += discounted;
    size += Math.abs(discounted);
  }
  return Math.abs(value) <= 1e-9 * size;
}

/** Newton from the guess; null when it leaves the domain, meets a flat slope or runs out of steps. */
function newton(terms: Term[], guess: number): number | null {
  let rate = guess;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const { value, slope } = npv(terms, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) <= TOLERANCE * Math.max(1, Math.abs(next)))
      return isRoot(terms, next) ? next : null;
    rate = next;
  }
  return null;
}

/** Bisection over the first pair of BRACKET points where the sum changes sign; null when none does. */
function bisection(terms: Term[]): number | null {
  const valueAt = (rate: number) => npv(terms, rate).value;
  for (let k = 0; k + 1 < BRACKET.length; k++) {
    let lo = BRACKET[k] as number;
    let hi = BRACKET[k + 1] as number;
    let fLo = valueAt(lo);
    const fHi = valueAt(hi);
    if (!Number.isFinite(fLo) || !Number.isFinite(fHi)) continue;
    if (fLo === 0) return lo;
    if (Math.sign(fLo) === Math.sign(fHi)) continue;
    for (let step = 0; step < BISECTION_STEPS && hi - lo > TOLERANCE * Math.max(1, Math.abs(lo)); step++) {
      const mid = (lo + hi) / 2;
      const fMid = valueAt(mid);
      if (Math.sign(fMid) === Math.sign(fLo)) {
        lo = mid;
        fLo = fMid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }
  return null;
}

/**
 * The annual rate (0.1 for 10% a year) that zeroes the flows' value, or null when none can be found. `guess`
 * starts Newton (Excel's default, 10%); with several rates that zero the sum (flows changing sign more than
 * once), Newton answers the one it reaches from the guess.
 */
export function xirr(flows: readonly DatedFlow[], guess = 0.1): number | null {
  if (flows.length < 2) return null;
  // Each date read once: a portfolio's flows are many (40,000 trades and incomes for the heaviest book) on far fewer
  // days, and reading every flow's date took most of the time.
  const dayOf = new Map<string, number | null>();
  const days: number[] = [];
  for (const f of flows) {
    let day = dayOf.get(f.date);
    if (day === undefined) {
      day = isIsoDate(f.date) ? dayNumber(f.date) : null;
      dayOf.set(f.date, day);
    }
    if (day === null || !Number.isFinite(f.amountCents)) return null;
    days.push(day);
  }
  if (!flows.some((f) => f.amountCents > 0) || !flows.some((f) => f.amountCents < 0)) return null;
  // Counting from the earliest date rather than the first listed changes no root (it scales the sum by a
  // positive factor) and keeps every exponent positive.
  const first = days.reduce((min, d) => Math.min(min, d));
  const terms = flows.map((f, k) => ({ amount: f.amountCents, years: ((days[k] as number) - first) / 365 }));
  return newton(terms, guess) ?? bisection(terms);
}

/**
 * The shortest period, in days, whose rate is told as a year's: GIPS (the CFA Institute's Global Investment
 * Performance Standards, 2020, provision 2.A.37 / 5.A.4) forbids annualizing a return of less than a year — one
 * week's gain raised to a year's power read as a promise of 24% a.a. to a newcomer whose CDB had one day of CDI.
 */
export const ANNUALIZED_FROM_DAYS = 365;

/** A money-weighted return as the answers carry it: percentages with two decimals (0.118345 → 11.83). */
export interface MoneyWeightedReturn {
  /** % a.a.; null for a period shorter than ANNUALIZED_FROM_DAYS, or with no rate at all. */
  annual: number | null;
  /** % over the period, (1 + xirr)^(days/365) − 1; null when the period has no day or the flows no rate. */
  period: number | null;
}

/** A fraction as a percentage with two decimals (0.118345 → 11.83). */
export const percentWithTwoDecimals = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * The return of `flows` over a period of `days`: the XIRR compounded over the period and, from a year on, the
 * XIRR itself as the year's rate. For one flow in and one out it is exactly what came out over what went in, less one.
 */
export function moneyWeightedReturn(flows: readonly DatedFlow[], days: number): MoneyWeightedReturn {
  // A period of no day has no rate (XIRR's sum is zero at any rate).
  const rate = days > 0 ? xirr(flows) : null;
  if (rate === null) return { annual: null, period: null };
  return {
    annual: days >= ANNUALIZED_FROM_DAYS ? percentWithTwoDecimals(rate) : null,
    period: percentWithTwoDecimals((1 + rate) ** (days / 365) - 1),
  };
}
