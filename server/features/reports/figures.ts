import type { Executor } from '../../db/connect';
import { ratesOnEach } from '../exchange-rates/public';
import {
  type FlowKey,
  type FlowPeriod,
  type FlowsInReais,
  flowsBetween,
  flowsInReais,
} from '../shared/flows-in-reais';
import {
  type CategoryTotal,
  type GroupTotal,
  type MonthTotals,
  type PeriodTotals,
  reportsRepository as repo,
} from './repository';

/** A report's figures (cents, in reais) and the accounts in other currencies left out of them for want of a rate. */
export interface InReais<T> {
  rows: T;
  unconverted: number[];
}

export interface Period {
  from: string;
  to: string;
}

/** The money of the book's accounts in other currencies by category over a period, in reais at each date's rate. */
export const categoryFlows = (
  db: Executor,
  bookId: number,
  period: FlowPeriod | Promise<FlowPeriod>,
): Promise<FlowsInReais> => flowsInReais(db, bookId, period, 'category', ratesOnEach);

/**
 * Each report's read with the money of the book's accounts in other currencies in reais (shared/flows-in-reais.ts,
 * at the PTAX of each row's date): the page, the PDF and the dashboard read them here, so they agree. `within` is
 * categoryFlows of a period holding this one, read once for a screen of several reports (the dashboard).
 */
async function withFlows<T>(
  db: Executor,
  bookId: number,
  { from, to }: Period,
  key: FlowKey,
  read: (flows: FlowsInReais) => Promise<T>,
  within?: Promise<FlowsInReais>,
): Promise<InReais<T>> {
  const flows = within
    ? flowsBetween(await within, from, to)
    : await flowsInReais(db, bookId, { from, to }, key, ratesOnEach);
  return { rows: await read(flows), unconverted: flows.unconverted };
}

export const reportFigures = {
  byCategory: (
    db: Executor,
    bookId: number,
    p: Period,
    within?: Promise<FlowsInReais>,
  ): Promise<InReais<CategoryTotal[]>> =>
    withFlows(db, bookId, p, 'category', (f) => repo.byCategory(db, bookId, p.from, p.to, f), within),

  byChildCategory: (
    db: Executor,
    bookId: number,
    parentId: number,
    p: Period,
  ): Promise<InReais<GroupTotal[]>> =>
    withFlows(db, bookId, p, 'category', (f) => repo.byChildCategory(db, bookId, parentId, p.from, p.to, f)),

  byPayee: (db: Executor, bookId: number, p: Period): Promise<InReais<GroupTotal[]>> =>
    withFlows(db, bookId, p, 'payee', (f) => repo.byPayee(db, bookId, p.from, p.to, f)),

  byTag: (db: Executor, bookId: number, p: Period): Promise<InReais<GroupTotal[]>> =>
    withFlows(db, bookId, p, 'tag', (f) => repo.byTag(db, bookId, p.from, p.to, f)),

  totals: (db: Executor, bookId: number, p: Period): Promise<InReais<PeriodTotals>> =>
    withFlows(db, bookId, p, 'category', (f) => repo.totals(db, bookId, p.from, p.to, f)),

  monthly: (
    db: Executor,
    bookId: number,
    p: Period,
    within?: Promise<FlowsInReais>,
  ): Promise<InReais<MonthTotals[]>> =>
    withFlows(db, bookId, p, 'category', (f) => repo.monthly(db, bookId, p.from, p.to, f), within),
};
