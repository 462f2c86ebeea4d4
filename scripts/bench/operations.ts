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
  /** PGlite's own p95 target in ms, when the issue sets one (otherwise 3 × PostgreSQL's figure). */
  pgliteP95TargetMs?: number;
  /** A text search: its statements' plans are always shown (they must use the trigram index). */
  search?: boolean;
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

/**
 * Searches as a person types them in the list, over the five years the seeded user has (the screen always sends
 * a period, so each search also sums its totals): words of the seed's catalogue (scripts/seed/catalog.ts).
 */
const SEARCHES = [
  { key: 'search-common', what: 'a common word', q: 'mercado' },
  { key: 'search-rare', what: 'a rare word', q: 'cinema' },
  { key: 'search-payee', what: "a payee's name", q: 'Ótica Aurora' },
  { key: 'search-two-words', what: 'two words', q: 'pet shop' },
  { key: 'search-accents', what: 'accents folded', q: 'farmacia' },
];

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
    ...SEARCHES.map(({ key, what, q }) => {
      const query = { q, from: fiveYears.from, to: fiveYears.to, page: 1 };
      return {
        key,
        label: `search, ${what} (q=${q}), 5 years with totals`,
        path: `/transactions?${qs(query)}`,
        p95TargetMs: 25,
        pgliteP95TargetMs: 75,
        search: true,
        run: list(query),
      };
    }),
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
