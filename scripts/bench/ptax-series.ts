/**
 * The bench's PTAX: a rate per business day for each currency the Banco Central quotes, as its series has them (no
 * rate on a weekend or a national holiday: common/business-days.ts), invented but plausible, and the same on every
 * run. Written into exchange_rates for the measured person's accounts in other currencies (foreign-money.ts) and
 * served by the local Olinda of the PTAX fetch's timing (ptax-fetch-timing.ts).
 */
import { isBusinessDay } from '../../common/business-days';
import type { CurrencyCode } from '../../common/currencies';
import { addDays, daysBetween } from '../../common/dates';
import { createRandom } from '../seed/random';

/** Reais per unit around which each series moves (the PTAX's order of magnitude in 2021–2026). */
const CENTRE: Partial<Record<CurrencyCode, number>> = {
  USD: 5.3,
  EUR: 5.9,
  GBP: 6.8,
  CHF: 6.1,
  CAD: 3.9,
  AUD: 3.5,
  JPY: 0.037,
  DKK: 0.79,
  NOK: 0.52,
  SEK: 0.52,
};

export interface PtaxDay {
  date: string;
  /** Decimal text as Olinda publishes it: four decimals, five below one real. */
  buy: string;
  sell: string;
}

/** The reais per unit a currency's series moves around (0 for a currency the bench has none of). */
export const ptaxCentre = (currency: CurrencyCode): number => CENTRE[currency] ?? 0;

/** A date's rate depends on the date alone, so every period asked gives the same figures. */
const EPOCH = '2000-01-01';

/** The currency's rate on a business day: slow waves (months) and a little noise of the day. */
function rateOn(currency: CurrencyCode, date: string, centre: number): number {
  const day = daysBetween(EPOCH, date);
  const phase = currency.charCodeAt(0) + currency.charCodeAt(2);
  const noise = createRandom(day * 97 + phase).next() - 0.5;
  return (
    centre * (1 + 0.07 * Math.sin(day / 170 + phase) + 0.025 * Math.sin(day / 23 + phase) + 0.004 * noise)
  );
}

/** The currency's PTAX from `from` to `to` (both included), business days only; [] for a currency without one. */
export function ptaxSeries(currency: CurrencyCode, from: string, to: string): PtaxDay[] {
  const centre = CENTRE[currency];
  if (centre === undefined) return [];
  const decimals = centre < 1 ? 5 : 4;
  const unit = 10 ** decimals;
  const out: PtaxDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isBusinessDay(date)) continue;
    const buy = Math.round(rateOn(currency, date, centre) * unit);
    // The PTAX's sell is a little above its buy (six ten-thousandths on the dollar).
    const sell = buy + Math.max(1, Math.round(buy * 0.00012));
    out.push({ date, buy: (buy / unit).toFixed(decimals), sell: (sell / unit).toFixed(decimals) });
  }
  return out;
}
