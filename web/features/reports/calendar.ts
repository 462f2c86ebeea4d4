import type { CalendarDay } from '../../../common/contract/money-flow';
import {
  addDays,
  addMonths,
  daysInMonth,
  formatDateBR,
  splitIsoDate,
  toIsoDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from '../../../common/dates';
import { formatCents, formatReais } from '../../../common/money';
import { shortReais } from './short-reais';

/** The calendar's words. */
export const CALENDAR_EMPTY_MONTH = 'Nenhum gasto neste mês.';
export const CALENDAR_EMPTY_YEAR = 'Nenhum gasto neste ano.';
export const CASH_BASIS_NOTE =
  'No regime de caixa, compras no cartão aparecem no dia do vencimento da fatura.';

/** The week as the grid's columns, Sunday first. */
export const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
/** A month's days, in order; `month` is any date of the month. */
export function monthDays(month: string): string[] {
  const { year, month: m } = splitIsoDate(month);
  return Array.from({ length: daysInMonth(year, m) }, (_, i) => toIsoDate(year, m, i + 1));
}

/** The grid's column of a month's 1st (1: Sunday ... 7: Saturday); the days after it follow in order. */
export const firstColumn = (month: string) => weekdayOf(monthDays(month)[0] as string) + 1;

/** The twelve months of a date's year, as their first days. */
export function yearMonths(date: string): string[] {
  const { year } = splitIsoDate(date);
  return Array.from({ length: 12 }, (_, i) => toIsoDate(year, i + 1, 1));
}

/** The shading's steps above 'no expense'. */
export const SHADE_STEPS = 5;
export type Shade = 0 | 1 | 2 | 3 | 4 | 5;

/** Each step's top in cents: step k holds the days up to k fifths of the largest day's expenses. */
export function shadeTops(maxDespesas: number): number[] {
  const max = Math.round(maxDespesas * 100);
  return Array.from({ length: SHADE_STEPS }, (_, i) => Math.round((max * (i + 1)) / SHADE_STEPS));
}

/** A day's step: 0 without expenses, else the first step whose top holds it (the largest day is 5). */
export function shadeOf(despesas: number, maxDespesas: number): Shade {
  const spent = Math.round(despesas * 100);
  if (spent <= 0 || maxDespesas <= 0) return 0;
  const step = shadeTops(maxDespesas).findIndex((top) => spent <= top);
  return (step === -1 ? SHADE_STEPS : step + 1) as Shade;
}

export interface LegendStep {
  shade: Shade;
  text: string;
}

/**
 * The legend in R$: 'Sem gastos', then each step's range ('Até R$ 50,00', 'R$ 50,01 a R$ 100,00'); a step no
 * amount can fall in (a month whose largest day spent a few cents) is left out.
 */
export function shadeLegend(maxDespesas: number): LegendStep[] {
  const legend: LegendStep[] = [{ shade: 0, text: 'Sem gastos' }];
  if (maxDespesas <= 0) return legend;
  let from = 1;
  shadeTops(maxDespesas).forEach((top, i) => {
    if (top < from) return;
    const text =
      i === 0 || legend.length === 1
        ? `Até ${formatCents(top)}`
        : `${formatCents(from)} a ${formatCents(top)}`;
    legend.push({ shade: (i + 1) as Shade, text });
    from = top + 1;
  });
  return legend;
}

/** The days of the answer by date. */
export const daysByDate = (days: readonly CalendarDay[]) => new Map(days.map((d) => [d.date, d]));

/**
 * A cell's expenses, short and without the currency ('1,2 mil', '80': the grid writes 'R$' before it where there
 * is room, the legend always), with a plain space so a narrow cell wraps it; '' without any.
 */
export const cellAmount = (despesas: number) =>
  despesas > 0
    ? shortReais(despesas)
        .replace(/^R\$[\s\u00a0]*/, '')
        .replace(/\u00a0/g, ' ')
    : '';

/** What a day's button says to a screen reader: '21/11/2026: gastos R$ 123,45. Entrou R$ 5.000,00'. */
export function dayLabel(date: string, day: CalendarDay | undefined): string {
  const spent = day && day.despesas > 0 ? `gastos ${formatReais(day.despesas)}` : 'sem gastos';
  const income = day && day.receitas > 0 ? `. Entrou ${formatReais(day.receitas)}` : '';
  return `${formatDateBR(date)}: ${spent}${income}`;
}

/** '21/11/2026, sábado': a day's heading in its details. */
export const dayHeading = (date: string) => `${formatDateBR(date)}, ${WEEKDAY_NAMES[weekdayOf(date)]}`;

/** The transactions of one day. */
export const dayTransactionsLink = (date: string) => `/transactions?from=${date}&to=${date}`;

/**
 * Where an arrow key moves the focus in the grid: a day to the side, a week up or down; kept inside the
 * calendar's range.
 */
export function movedDay(date: string, key: string, range: { from: string; to: string }): string | null {
  // Home and End: the week's Sunday and Saturday; Page Up and Page Down: the same day of the month before or after
  // (its last day when shorter), as a date picker's grid moves.
  const weekday = weekdayOf(date);
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday }[
    key
  ];
  const month = { PageUp: -1, PageDown: 1 }[key];
  if (step === undefined && month === undefined) return null;
  const next = month === undefined ? addDays(date, step as number) : addMonths(date, month);
  if (next < range.from) return range.from;
  if (next > range.to) return range.to;
  return next;
}
