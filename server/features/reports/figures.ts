import type { CalendarAnswer } from '../../../common/contract/money-flow';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import type { Executor } from '../../db/connect';
import { basisMoves } from '../cards/public';
import { ratesOnEach } from '../exchange-rates/public';
import {
  type FlowKey,
  type FlowPeriod,
  type FlowsInReais,
  flowsBetween,
  flowsInReais,
} from '../shared/flows-in-reais';
import type { MovesScope } from '../shared/spending-basis';
import { calendarOf, moneyByDay } from './calendar';
import { type LeafTotal, moneyByLeaf } from './flow';
import {
  type CategoryTotal,
  type GroupTotal,
  type MonthTotals,
  type Moves,
  type PeriodTotals,
  reportsRepository as repo,
} from './repository';

/** A report's figures (cents, in reais) and the accounts in other currencies left out of them for want of a rate. */
export interface InReais<T> {
  rows: T;
  unconverted: number[];
}

/** A report's dates, and the basis its card rows count in (competência when absent). */
export interface Period {
  from: string;
  to: string;
  base?: SpendingBasis;
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
  period: Period,
  key: FlowKey,
  read: (flows: FlowsInReais, moves: Moves) => Promise<T>,
  within?: Promise<FlowsInReais>,
  scope: MovesScope = 'edges',
): Promise<InReais<T>> {
  const { from, to } = period;
  const [flows, moves] = await Promise.all([
    within
      ? within.then((all) => flowsBetween(all, from, to))
      : flowsInReais(db, bookId, { from, to }, key, ratesOnEach),
    basisMoves(db, bookId, period, scope),
  ]);
  return { rows: await read(flows, moves), unconverted: flows.unconverted };
}

export const reportFigures = {
  byCategory: (
    db: Executor,
    bookId: number,
    p: Period,
    within?: Promise<FlowsInReais>,
  ): Promise<InReais<CategoryTotal[]>> =>
    withFlows(db, bookId, p, 'category', (f, m) => repo.byCategory(db, bookId, p.from, p.to, f, m), within),

  byChildCategory: (
    db: Executor,
    bookId: number,
    parentId: number,
    p: Period,
  ): Promise<InReais<GroupTotal[]>> =>
    withFlows(db, bookId, p, 'category', (f, m) =>
      repo.byChildCategory(db, bookId, parentId, p.from, p.to, f, m),
    ),

  byPayee: (db: Executor, bookId: number, p: Period): Promise<InReais<GroupTotal[]>> =>
    withFlows(db, bookId, p, 'payee', (f, m) => repo.byPayee(db, bookId, p.from, p.to, f, m)),

  byTag: (db: Executor, bookId: number, p: Period): Promise<InReais<GroupTotal[]>> =>
    withFlows(db, bookId, p, 'tag', (f, m) => repo.byTag(db, bookId, p.from, p.to, f, m)),

  totals: (db: Executor, bookId: number, p: Period): Promise<InReais<PeriodTotals>> =>
    withFlows(db, bookId, p, 'category', (f, m) => repo.totals(db, bookId, p.from, p.to, f, m)),

  /** The money by category with each one's top-level category (the flow's bands). */
  byLeaf: (db: Executor, bookId: number, p: Period): Promise<InReais<LeafTotal[]>> =>
    withFlows(db, bookId, p, 'category', (f, m) => moneyByLeaf(db, bookId, p.from, p.to, f, m)),

  /** The money day by day (the calendar), the accounts in other currencies' converted in. */
  byDay: (db: Executor, bookId: number, p: Required<Period>): Promise<InReais<CalendarAnswer>> =>
    withFlows(
      db,
      bookId,
      p,
      'category',
      async (f, m) => calendarOf(await moneyByDay(db, bookId, p.from, p.to, f, m), f, p.base),
      undefined,
      'whole',
    ),

  monthly: (
    db: Executor,
    bookId: number,
    p: Period,
    within?: Promise<FlowsInReais>,
  ): Promise<InReais<MonthTotals[]>> =>
    withFlows(
      db,
      bookId,
      p,
      'category',
      (f, m) => repo.monthly(db, bookId, p.from, p.to, f, m),
      within,
      'whole',
    ),
};
