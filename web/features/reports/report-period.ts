import { addMonths, daysInMonth, firstDayOfMonth, lastDayOfMonth, splitIsoDate } from '../../../common/dates';

export interface Period {
  from: string;
  to: string;
}

/** The report's period, always ending with the selected month. */
export const PERIOD_CHOICES = [
  { value: 'mes', label: 'Mês selecionado', months: 1 },
  { value: '3m', label: 'Últimos 3 meses', months: 3 },
  { value: '6m', label: 'Últimos 6 meses', months: 6 },
  { value: '12m', label: 'Últimos 12 meses', months: 12 },
  { value: 'ano', label: 'Ano até o mês', months: 0 },
] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number]['value'];

export const isPeriodChoice = (value: string | null): value is PeriodChoice =>
  PERIOD_CHOICES.some((c) => c.value === value);

/** The months a choice covers, ending with `month` ('ano': January to the month). */
export function monthsOf(choice: PeriodChoice, month: string): number {
  if (choice === 'ano') return splitIsoDate(month).month;
  return PERIOD_CHOICES.find((c) => c.value === choice)?.months ?? 1;
}

/** `months` whole months ending with the month of `month`. */
export function periodEndingWith(month: string, months: number): Period {
  return { from: addMonths(firstDayOfMonth(month), -(months - 1)), to: lastDayOfMonth(month) };
}

export function periodFor(choice: PeriodChoice, month: string): Period {
  return periodEndingWith(month, monthsOf(choice, month));
}

/** The period of the same number of months just before (for comparisons). */
export function previousPeriod(period: Period): Period {
  const months = monthsIn(period);
  return periodEndingWith(addMonths(firstDayOfMonth(period.from), -1), months);
}

/** Whole calendar months touched by the period. */
export function monthsIn({ from, to }: Period): number {
  const a = splitIsoDate(from);
  const b = splitIsoDate(to);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/** Days of the period, both ends included. */
export function daysIn({ from, to }: Period): number {
  let days = 0;
  let cursor = firstDayOfMonth(from);
  while (cursor <= to) {
    const { year, month } = splitIsoDate(cursor);
    const first = cursor < from ? Number(from.slice(8, 10)) : 1;
    const last = lastDayOfMonth(cursor) > to ? Number(to.slice(8, 10)) : daysInMonth(year, month);
    days += last - first + 1;
    cursor = addMonths(cursor, 1);
  }
  return days;
}

/** Trend windows of the Tendências tab, in months; 12 by default. */
export const TREND_CHOICES = [6, 12, 24] as const;
export const DEFAULT_TREND_MONTHS = 12;
