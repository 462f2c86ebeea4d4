/**
 * The read operations the bench measures, each twice: over HTTP (path) and in-process through the same
 * service function the route calls (run), so both execute exactly the app's SQL.
 */
import { transactionListQuery } from '../../common/contract/transactions';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../common/dates';
import type { Db } from '../../server/db/connect';
import type { AuthUser } from '../../server/http/deps';
import type { BenchUser } from './prepare';

export interface ReadOp {
  key: string;
  label: string;
  /** GET path with its query, under /api/v1. */
  path: string;
  /** The PostgreSQL p95 target in ms, when the issue sets one. */
  p95TargetMs?: number;
  /** Calls the route's service function. */
  run: (db: Db, user: AuthUser) => Promise<unknown>;
}

export interface Periods {
  today: string;
  /** The last full month (a whole month of rows). */
  month: { from: string; to: string };
  /** Five years of months, ending with this month. */
  fiveYears: { from: string; to: string };
  /** Twelve months ending with this month. */
  year: { from: string; to: string };
}

export function periodsFor(user: BenchUser): Periods {
  const today = todayIn(user.timeZone);
  const thisMonth = firstDayOfMonth(today);
  const lastMonth = addMonths(thisMonth, -1);
  return {
    today,
    month: { from: lastMonth, to: lastDayOfMonth(lastMonth) },
    fiveYears: { from: addMonths(thisMonth, -59), to: lastDayOfMonth(today) },
    year: { from: addMonths(thisMonth, -11), to: lastDayOfMonth(today) },
  };
}

/** The search term: a word in descriptions and payee names, typed with its accent. */
export const SEARCH_TERM = 'farmácia';

/** Loads a feature's module once (a feature still being built fails only its own operations). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

const transactionsModule = once(() => import('../../server/features/transactions/service'));
const accountsModule = once(() => import('../../server/features/accounts/service'));
const dashboardModule = once(() => import('../../server/features/dashboard/service'));
const reportsModule = once(() => import('../../server/features/reports/service'));
const cardsModule = once(() => import('../../server/features/cards/service'));

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export function readOperations(periods: Periods): ReadOp[] {
  const { month, fiveYears, year } = periods;
  const list = (query: Record<string, string | number>) => async (db: Db, user: AuthUser) => {
    const { createTransactionsService } = await transactionsModule();
    return createTransactionsService(db).list(user, transactionListQuery.parse(query));
  };
  return [
    {
      key: 'tx-month',
      label: 'transactions, page 1 of a month',
      path: `/transactions?${qs({ from: month.from, to: month.to, page: 1 })}`,
      p95TargetMs: 25,
      run: list({ from: month.from, to: month.to, page: 1 }),
    },
    {
      key: 'tx-all',
      label: 'transactions, page 1 unfiltered',
      path: `/transactions?${qs({ page: 1 })}`,
      p95TargetMs: 25,
      run: list({ page: 1 }),
    },
    {
      key: 'tx-page100',
      label: 'transactions, page 100',
      path: `/transactions?${qs({ page: 100 })}`,
      p95TargetMs: 25,
      run: list({ page: 100 }),
    },
    {
      key: 'tx-search',
      label: `transactions, search q=${SEARCH_TERM}`,
      path: `/transactions?${qs({ q: SEARCH_TERM, page: 1 })}`,
      p95TargetMs: 25,
      run: list({ q: SEARCH_TERM, page: 1 }),
    },
    {
      key: 'accounts',
      label: 'accounts with balances (a month)',
      path: `/accounts?${qs(month)}`,
      p95TargetMs: 25,
      run: async (db, user) => {
        const { createAccountsService } = await accountsModule();
        return createAccountsService(db).list(user, month);
      },
    },
    {
      key: 'dashboard',
      label: 'dashboard summary (a month)',
      path: `/dashboard/summary?${qs(month)}`,
      p95TargetMs: 25,
      run: async (db, user) => {
        const { createDashboardService } = await dashboardModule();
        return createDashboardService(db).summary(user, month);
      },
    },
    {
      key: 'cards',
      label: 'cards with their bills and limit',
      path: '/cards',
      run: async (db, user) => {
        const { createCardsService } = await cardsModule();
        return createCardsService(db).list(user);
      },
    },
    {
      key: 'cards-upcoming',
      label: 'card bills due in 7 days (every page)',
      path: `/cards/upcoming?${qs({ days: 7 })}`,
      run: async (db, user) => {
        const { createCardsService } = await cardsModule();
        return createCardsService(db).upcomingCount(user, 7);
      },
    },
    {
      key: 'report-monthly',
      label: 'monthly report, 5 years',
      path: `/reports/monthly?${qs(fiveYears)}`,
      p95TargetMs: 60,
      run: async (db, user) => {
        const { createReportsService } = await reportsModule();
        return createReportsService(db).monthly(user, fiveYears);
      },
    },
    {
      key: 'report-category',
      label: 'by-category report, 1 year',
      path: `/reports/by-category?${qs(year)}`,
      run: async (db, user) => {
        const { createReportsService } = await reportsModule();
        return createReportsService(db).byCategory(user, year);
      },
    },
  ];
}
