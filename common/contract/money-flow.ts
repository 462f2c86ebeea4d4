import { daysBetween } from '../dates';
import { inOrder, notTooLong, PERIOD_LENGTH_MESSAGE, PERIOD_ORDER_MESSAGE, periodDate } from './reports';
import { z } from './shared';
import { basisQueryField, type SpendingBasis } from './spending-basis';

/**
 * GET /reports/flow and GET /reports/calendar: where the period's money came from and went (the month's flow) and
 * what was spent day by day (the calendar), in the book's spending basis unless `base` asks the other.
 */

/** The calendar reads at most a year and a few days (a year's grid starts on a Sunday). */
export const CALENDAR_MAX_DAYS = 372;
export const CALENDAR_LENGTH_MESSAGE = 'O calendário mostra no máximo um ano';

const fields = {
  from: periodDate('Informe a data inicial do período (from)'),
  to: periodDate('Informe a data final do período (to)'),
  base: basisQueryField,
};

export const flowQuery = z
  .object(fields)
  .refine(inOrder, { error: PERIOD_ORDER_MESSAGE, path: ['from'] })
  .refine(notTooLong, { error: PERIOD_LENGTH_MESSAGE, path: ['to'] });
export type FlowQuery = z.input<typeof flowQuery>;

export const calendarQuery = z
  .object(fields)
  .refine(inOrder, { error: PERIOD_ORDER_MESSAGE, path: ['from'] })
  .refine((v) => daysBetween(v.from, v.to) < CALENDAR_MAX_DAYS, {
    error: CALENDAR_LENGTH_MESSAGE,
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof calendarQuery>;

/** One band of the flow: a category (id null: "Sem categoria") and its money in the period, in reais. */
export interface FlowBand {
  id: number | null;
  name: string;
  total: number;
}

/** An expense category with its subcategories' bands (its own money as "X (sem subcategoria)", id its own). */
export interface FlowExpense extends FlowBand {
  children: FlowBand[];
}

/**
 * GET /reports/flow: receitas by top-level income category flowing into despesas by top-level category (each
 * opened into its subcategories), and what was left ("Sobrou") or taken from what was kept ("Faltou"). Figures in
 * reais, the same as /reports/by-category's for the same period and basis; transfers, card bill payments and goal
 * contributions are never income or spending.
 */
export interface FlowAnswer {
  base: SpendingBasis;
  receitas: FlowBand[];
  despesas: FlowExpense[];
  totalReceitas: number;
  totalDespesas: number;
  /** receitas − despesas when positive, else 0. */
  sobrou: number;
  /**
   * Of sobrou, what the period's transfers put into savings accounts (net of what came back out), and then into
   * investments: each at least 0, together at most sobrou; the rest stayed in the accounts.
   */
  guardado: number;
  investido: number;
  /** despesas − receitas when positive, else 0. */
  faltou: number;
  /** Accounts in another currency left out for want of a rate. */
  unconverted_accounts: number[];
}

/** One day of the calendar: its expenses and income in reais and how many rows made them. */
export interface CalendarDay {
  date: string;
  despesas: number;
  receitas: number;
  count: number;
}

/**
 * GET /reports/calendar: the days of the period that had money (days without any are absent), oldest first. In
 * caixa a card's row is on its bill's due date. `maxDespesas` is the largest day's expenses (the shading's top).
 */
export interface CalendarAnswer {
  base: SpendingBasis;
  days: CalendarDay[];
  totalDespesas: number;
  totalReceitas: number;
  maxDespesas: number;
  unconverted_accounts: number[];
}
