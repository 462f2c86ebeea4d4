import { addDays, addMonths, splitIsoDate, toIsoDate } from './dates';
import type { IndexRates, Valuation } from './fixed-income';
import { roundTo, type SeriesValues } from './index-series';

/**
 * The poupança's yield: the one module that knows its rule (Lei 8.177/1991, art. 12, as Lei 12.703/2012 wrote it).
 * Each month, on the deposit's anniversary, the balance earns the TR of the period starting that day plus an
 * additional rate: 0,5% a month while the meta Selic in force on that day is above 8,5% a year, else 70% of the
 * meta Selic made monthly ((1 + 0,7 × meta)^(1/12) − 1, the Banco Central's Circular 3.595/2012); deposits made
 * before 04/05/2012 keep 0,5% whatever the Selic. The two compose, (1 + TR) × (1 + adicional), the index rounded to 6
 * places and so the rate to 4 places of a percentage by the ABNT's NBR 5891 (a 5 with nothing after it goes to the
 * even digit: the Banco Central's Carta-Circular 2.726/1997, whose examples the tests hold; meta Selic 2% and TR 0
 * gave 0,1159% a month in 2021, as the Banco Central published). Nothing is earned between anniversaries,
 * and a deposit on a 29th, 30th or 31st has its anniversary on the 1st of the next month. The credit is truncated
 * to the cent.
 */

/** From this day on, a deposit follows the rule of Lei 12.703/2012. */
export const POUPANCA_NEW_RULE_FROM = '2012-05-04';
const SELIC_THRESHOLD_PERCENT = 8.5;
const OLD_ADDITIONAL = 0.005;

/** The day a deposit starts earning: itself, or the 1st of the next month for a deposit on a 29th, 30th or 31st. */
export function poupancaAnniversaryStart(depositDate: string): string {
  const { year, month, day } = splitIsoDate(depositDate);
  return day >= 29 ? addMonths(toIsoDate(year, month, 1), 1) : depositDate;
}

/**
 * The month's yield (a fraction, 6 places) of the period starting on `periodStart`, or null without the TR (or,
 * under the new rule, the meta Selic) it needs.
 */
export function poupancaMonthlyRate(
  depositDate: string,
  periodStart: string,
  rates: IndexRates,
): { rate: number } | { lacking: 'tr' | 'selic_meta' } {
  const tr = rates.tr?.get(periodStart);
  if (tr === undefined) return { lacking: 'tr' };
  let additional = OLD_ADDITIONAL;
  if (depositDate >= POUPANCA_NEW_RULE_FROM) {
    const meta = valueInForce(rates.selic_meta, periodStart);
    if (meta === undefined) return { lacking: 'selic_meta' };
    if (meta <= SELIC_THRESHOLD_PERCENT) additional = (1 + (0.7 * meta) / 100) ** (1 / 12) - 1;
  }
  if (additional === OLD_ADDITIONAL) {
    // (1 + TR) × 1,005 exactly: the TR's percentage of up to 6 places is a fraction of 8, the product one of 11.
    const index = roundHalfEven((1e8 + Math.round(tr * 1e6)) * 1005, 1e5);
    return { rate: (index - 1e6) / 1e6 };
  }
  // With 70% of the meta Selic the index is irrational: no digit 5 with nothing after it to break a tie on.
  return { rate: roundTo((1 + tr / 100) * (1 + additional) - 1, 6) };
}

/**
 * An integer divided by another, rounded by the NBR 5891 (ABNT): to the nearest, a half to the even neighbour. Exact
 * while the numerator is an integer under 2^53.
 */
function roundHalfEven(numerator: number, divisor: number): number {
  const quotient = Math.floor(numerator / divisor);
  const twice = 2 * (numerator - quotient * divisor);
  if (twice > divisor) return quotient + 1;
  if (twice < divisor) return quotient;
  return quotient % 2 === 0 ? quotient : quotient + 1;
}

/** The meta Selic in force on a day: its own value, or the last one of the week before (a weekend, a holiday). */
function valueInForce(values: SeriesValues | undefined, date: string): number | undefined {
  for (let back = 0; back < 7; back++) {
    const value = values?.get(addDays(date, -back));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A deposit's balance on each date asked, crediting each anniversary on or before it. */
export function poupancaValuesOn(
  depositCents: number,
  depositDate: string,
  dates: readonly string[],
  rates: IndexRates,
): Valuation[] {
  const sorted = [...new Set(dates)].sort();
  const start = poupancaAnniversaryStart(depositDate);
  let balance = BigInt(depositCents);
  let periodStart = start;
  let stopped: { missing: NonNullable<Valuation['missing']>; to: string } | null = null;
  return sorted.map((asked) => {
    // Credits every anniversary up to the date asked; the walk goes on from there for the next date.
    for (let credit = addMonths(periodStart, 1); !stopped && credit <= asked; ) {
      const month = poupancaMonthlyRate(depositDate, periodStart, rates);
      if ('lacking' in month) {
        // Valued on the anniversary whose period lacks the rate: its balance is known (credited by the period before),
        // and a value dated up to the next anniversary read as a figure a month ahead of the rate it says is missing.
        stopped = { missing: { series: month.lacking, date: periodStart }, to: periodStart };
        break;
      }
      balance += (balance * BigInt(Math.round(month.rate * 1e6))) / 1_000_000n;
      periodStart = credit;
      credit = addMonths(periodStart, 1);
    }
    const grossCents = asked < depositDate ? depositCents : Number(balance);
    return stopped && asked > stopped.to
      ? { date: asked, grossCents, computedTo: stopped.to, missing: stopped.missing }
      : { date: asked, grossCents, computedTo: asked, missing: null };
  });
}
