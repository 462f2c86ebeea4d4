import type { ForecastItemKind } from '../../../common/contract/forecast';
import { addDays } from '../../../common/dates';
import { type Cents, sumCents } from '../../../common/money';

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
 * The balance at the end of each day from `from` to `to`: `startCents` plus every item dated up to that day. An
 * item before `from` (overdue) is the caller's to move to `from`; one after `to` is left out here.
 */
export function projectDays(
  startCents: number,
  items: readonly ProjectedItem[],
  from: string,
  to: string,
): ProjectedDay[] {
  const byDay = new Map<string, number[]>();
  for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item.cents]);
  const days: ProjectedDay[] = [];
  let balance = startCents;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    balance = sumCents([balance, ...(byDay.get(date) ?? [])]);
    days.push({ date, cents: balance as Cents });
  }
  return days;
}

/** The balance at the end of `date`: the start plus every item dated up to it. */
export function balanceOn(startCents: number, items: readonly ProjectedItem[], date: string): Cents {
  return sumCents([startCents, ...items.filter((i) => i.date <= date).map((i) => i.cents)]);
}

/** The first day whose balance is below zero, if any. */
export const firstNegative = (days: readonly ProjectedDay[]) => days.find((d) => d.cents < 0) ?? null;
