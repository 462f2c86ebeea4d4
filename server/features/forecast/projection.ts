import {
  FORECAST_MAX_DAYS,
  FORECAST_TOO_LARGE_MESSAGE,
  type ForecastItemKind,
} from '../../../common/contract/forecast';
import { addDays } from '../../../common/dates';
import type { Cents } from '../../../common/money';
import { badRequest } from '../../http/errors';

/** One movement the forecast adds, in cents and signed (+ comes in, - goes out). */
export interface ProjectedItem {
  date: string;
  kind: ForecastItemKind;
  description: string;
  cents: number;
  accountId: number;
}

export interface ProjectedDay {
  date: string;
  cents: Cents;
}

/**
 * What a forecast adds past the cents the product can hold exactly (an item of R$ 900 bilhões overdue a thousand
 * times) is refused in words, not answered with a wrong figure or a failure.
 */
export function safeCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw badRequest(FORECAST_TOO_LARGE_MESSAGE);
  return value;
}

/** An item overdue more than once is listed once, today, saying how many due dates it sums. */
export const overdueDescription = (description: string, count: number) =>
  count === 1 ? description : `${description} (${count} vencimentos em atraso)`;

/**
 * The balance at the end of each day from `from` to `to`: `startCents` plus every item dated up to that day. An
 * item before `from` (overdue) is the caller's to move to `from`; one after `to` is left out here. Items are added
 * into one sum per day first, so the cost is the items plus the days, however many share a day.
 */
export function projectDays(
  startCents: number,
  items: readonly ProjectedItem[],
  from: string,
  to: string,
): ProjectedDay[] {
  const byDay = new Map<string, number>();
  for (const item of items) byDay.set(item.date, safeCents((byDay.get(item.date) ?? 0) + item.cents));
  const days: ProjectedDay[] = [];
  let balance = startCents;
  // At most the contract's longest window (and the month end past it): a counter bounds it, not only the dates.
  for (let date = from, i = 0; date <= to && i <= FORECAST_MAX_DAYS + 31; date = addDays(date, 1), i += 1) {
    balance = safeCents(balance + (byDay.get(date) ?? 0));
    days.push({ date, cents: balance as Cents });
  }
  return days;
}

/** The balance at the end of `date`: the start plus every item dated up to it. */
export function balanceOn(startCents: number, items: readonly ProjectedItem[], date: string): Cents {
  let balance = startCents;
  for (const item of items) if (item.date <= date) balance = safeCents(balance + item.cents);
  return balance as Cents;
}

/** The first day whose balance is below zero, if any. */
export const firstNegative = (days: readonly ProjectedDay[]) => days.find((d) => d.cents < 0) ?? null;
