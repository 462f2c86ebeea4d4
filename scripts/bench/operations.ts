/**
 * The read operations the bench measures, each twice: over HTTP (path) and in-process through the same
 * service function the route calls (run), so both execute exactly the app's SQL.
 */
import { forecastQuery } from '../../common/contract/forecast';
import { netWorthQuery } from '../../common/contract/net-worth';
import { transactionListQuery } from '../../common/contract/transaction-list';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../common/dates';
import type { AuthUser } from '../../server/auth-user';
import type { Database } from '../../server/db/connect';
import { HOLDINGS } from './holdings';
import { moneyFlowReads } from './money-flow-reads';
import { once, qs } from './op-helpers';

export { once, qs } from './op-helpers';

import { POSITIONS } from './positions';
import type { BenchUser } from './prepare';
import type { Periods, ReadOp } from './read-op';
import { thousands } from './stats';

export type { Periods, ReadOp } from './read-op';

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

/** The target for the heavy person's operations and the search after a large import. */
export const HEAVY_TARGET = { p95TargetMs: 100, pgliteP95TargetMs: 300 };

const transactionsModule = once(() => import('../../server/features/transactions/service'));
const householdModule = once(() => import('../../server/features/household/public'));
const accountsModule = once(() => import('../../server/features/accounts/service'));
const balancesModule = once(() => import('../../server/features/forecast/public'));
const forecastModule = once(() => import('../../server/features/forecast/service'));
const dashboardModule = once(() => import('../../server/features/dashboard/service'));
const reportsModule = once(() => import('../../server/features/reports/service'));
const cardsModule = once(() => import('../../server/features/cards/service'));
const netWorthModule = once(() => import('../../server/features/net-worth/service'));
const investmentsModule = once(() => import('../../server/features/investments/service'));
const variableIncomeModule = once(() => import('../../server/features/variable-income/service'));
const incomeTaxModule = once(() => import('../../server/features/income-tax/service'));

/** GET /transactions with a query, through the list's service. */
const list = (query: Record<string, string | number>) => async (database: Database, user: AuthUser) => {
  const { createTransactionsService } = await transactionsModule();
  const { expenseShares } = await householdModule();
  return createTransactionsService(database.db, expenseShares).list(user, transactionListQuery.parse(query));
};

/** A search as the list sends it: the words and the five years, page 1 with the totals. */
function searchOp(periods: Periods, key: string, label: string, q: string): ReadOp {
  const query = { q, from: periods.fiveYears.from, to: periods.fiveYears.to, page: 1 };
  return {
    key,
    label: `${label} (q=${q}), 5 years with totals`,
    path: `/transactions?${qs(query)}`,
    run: list(query),
  };
}

/** GET /cards: every card with its bills and limit. */
export const cardList = async (database: Database, user: AuthUser) => {
  const { createCardsService } = await cardsModule();
  return createCardsService(database.db).list(user);
};

/** The forecast of a year, as Previsão's longest view asks it. */
const forecast = { days: 365 };

/** The net worth's five years: the month ends of the 60 months before this one, and today. */
const netWorth = { meses: 60 };

/**
 * The measured person's reads. `openedParent`: a parent category with subcategories (subcategories.ts), whose
 * breakdown the by-category report gives when the page opens it.
 */
export function readOperations(periods: Periods, openedParent?: { id: number; name: string }): ReadOp[] {
  return [
    ...transactionReads(periods),
    ...overviewReads(periods),
    ...reportReads(periods, openedParent),
    ...moneyFlowReads(periods),
    ...wealthReads(periods),
  ];
}

/** The transactions page: a month (also with a personal access token), unfiltered, far in, and the searches. */
function transactionReads(periods: Periods): ReadOp[] {
  const { month } = periods;
  return [
    {
      key: 'tx-month',
      label: 'transactions, page 1 of a month',
      path: `/transactions?${qs({ from: month.from, to: month.to, page: 1 })}`,
      p95TargetMs: 25,
      run: list({ from: month.from, to: month.to, page: 1 }),
    },
    {
      // The same page read by a person's tool: the token's lookup is the one read the session's path does not pay.
      key: 'tx-month-token',
      label: 'transactions, page 1 of a month, with a personal access token',
      path: `/transactions?${qs({ from: month.from, to: month.to, page: 1 })}`,
      p95TargetMs: 25,
      bearer: 'personal-token',
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
    ...SEARCHES.map(({ key, what, q }) => ({
      ...searchOp(periods, key, `search, ${what}`, q),
      p95TargetMs: 25,
      pgliteP95TargetMs: 75,
      search: true,
    })),
  ];
}

/** The overview's screens: the accounts with their balances, the dashboard and the cards. */
function overviewReads({ month }: Periods): ReadOp[] {
  return [
    {
      key: 'accounts',
      label: 'accounts with balances (a month)',
      path: `/accounts?${qs(month)}`,
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { createAccountsService } = await accountsModule();
        return createAccountsService(db).list(user, month);
      },
    },
    // Contas' header and the dashboard's "Saldo em contas": every account's balance today in reais.
    {
      key: 'balances',
      label: 'Saldo em contas (accounts/balances)',
      path: '/accounts/balances',
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { balancesOf } = await balancesModule();
        return balancesOf(db, user);
      },
    },
    {
      key: 'dashboard',
      label: 'dashboard summary (a month)',
      path: `/dashboard/summary?${qs(month)}`,
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { createDashboardService } = await dashboardModule();
        return createDashboardService(db).summary(user, month);
      },
    },
    // Previsão: from "Saldo em contas", the person's 22 fixed items (2 in dollars) and the card's bills.
    {
      key: 'forecast',
      label: 'forecast, 365 days',
      path: `/forecast?${qs(forecast)}`,
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { createForecastService } = await forecastModule();
        return createForecastService(db).forecast(user, forecastQuery.parse(forecast));
      },
    },
    {
      key: 'cards',
      label: 'cards with their bills and limit',
      path: '/cards',
      run: cardList,
    },
    {
      key: 'cards-upcoming',
      label: 'card bills due in 7 days (every page)',
      path: `/cards/upcoming?${qs({ days: 7 })}`,
      run: async ({ db }, user) => {
        const { createCardsService } = await cardsModule();
        return createCardsService(db).upcomingCount(user, 7);
      },
    },
  ];
}

/** The reports: five years month by month, a year by category, and a parent category opened. */
function reportReads(periods: Periods, openedParent?: { id: number; name: string }): ReadOp[] {
  const { fiveYears, year } = periods;
  const opened: ReadOp[] = openedParent
    ? [
        {
          key: 'report-category-parent',
          label: `by-category report, 1 year, a parent opened (${openedParent.name})`,
          path: `/reports/by-category?${qs({ ...year, categoriaPaiId: openedParent.id })}`,
          run: async ({ db }, user) => {
            const { createReportsService } = await reportsModule();
            return createReportsService(db).byCategory(user, year, openedParent.id);
          },
        },
      ]
    : [];
  return [
    {
      key: 'report-monthly',
      label: 'monthly report, 5 years',
      path: `/reports/monthly?${qs(fiveYears)}`,
      p95TargetMs: 60,
      run: async ({ db }, user) => {
        const { createReportsService } = await reportsModule();
        return createReportsService(db).monthly(user, fiveYears);
      },
    },
    {
      key: 'report-category',
      label: 'by-category report, 1 year',
      path: `/reports/by-category?${qs(year)}`,
      run: async ({ db }, user) => {
        const { createReportsService } = await reportsModule();
        return createReportsService(db).byCategory(user, year);
      },
    },
    ...opened,
  ];
}

/** What the person holds and declares: the net worth, the investments, the renda variável, the imposto de renda. */
function wealthReads(periods: Periods): ReadOp[] {
  return [
    // The person's fixed-income positions (positions.ts), valued from the index series.
    {
      key: 'net-worth',
      label: `net worth, 5 years month by month, ${POSITIONS.count} positions, ${HOLDINGS.count} holdings`,
      path: `/net-worth?${qs(netWorth)}`,
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { createNetWorthService } = await netWorthModule();
        return createNetWorthService(db).monthly(user, netWorthQuery.parse(netWorth));
      },
    },
    {
      key: 'investments',
      label: `investments, ${POSITIONS.count} positions valued today`,
      path: '/investments',
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { createInvestmentsService } = await investmentsModule();
        return createInvestmentsService(db).list(user);
      },
    },
    // The person's renda variável (holdings.ts): what each holding cost, its latest price and the portfolio's return.
    {
      key: 'variable-income',
      label: `renda variável, ${HOLDINGS.count} holdings of ${HOLDINGS.tradesEach} trades valued today`,
      path: '/variable-income',
      p95TargetMs: 25,
      run: async ({ db }, user) => {
        const { createVariableIncomeService } = await variableIncomeModule();
        return createVariableIncomeService(db).list(user);
      },
    },
    // The declaration of the year that ended (its 12 months of the person's rows: some 20,000), with the renda
    // variável's year, bens and dívidas at both ends.
    {
      key: 'income-tax',
      label: `imposto de renda, the year ${Number(periods.today.slice(0, 4)) - 1}`,
      path: `/income-tax?ano=${Number(periods.today.slice(0, 4)) - 1}`,
      p95TargetMs: 100,
      run: async ({ db }, user) => {
        const { incomeTaxOfYear } = await incomeTaxModule();
        return incomeTaxOfYear(db, user, Number(periods.today.slice(0, 4)) - 1, periods.today);
      },
    },
  ];
}

/**
 * Issue 60: an assistant's search through the MCP server, `search_transactions` over the measured person's five
 * years (their 100,000 rows), one stateless POST /mcp that calls the list's route in process. Its in-process run is
 * the list's query the tool sends (the tool adds no SQL of its own). Not in readOperations: the walks over those
 * (book-member.test.ts, positions.test.ts) GET each one under /api/v1.
 */
export function mcpOperations(periods: Periods): ReadOp[] {
  const { from, to } = periods.fiveYears;
  const q = 'mercado';
  return [
    {
      key: 'mcp-search',
      label: `MCP search_transactions (text=${q}), 5 years with totals`,
      path: '/mcp',
      url: '/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      // What an assistant sends: the person's personal access token.
      bearer: 'personal-token',
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_transactions', arguments: { text: q, from, to } },
      },
      search: true,
      // The list's search (25 ms) and what the tool adds: the MCP request's parsing, the in-process call, the text.
      p95TargetMs: 50,
      run: list({ q, from, to, page: 1, limit: 20 }),
    },
  ];
}

/**
 * The search of accented words right after a person's first import of `rows` CSV rows (csv-import.ts buildCsv
 * writes 'Farmácia' in about one row in twelve): measured over HTTP only, with no statistics job in between.
 */
export function searchAfterImport(periods: Periods, rows: number): ReadOp {
  return {
    ...searchOp(
      periods,
      'search-after-import',
      `search right after a ${thousands(rows)}-row import`,
      'farmacia',
    ),
    ...HEAVY_TARGET,
  };
}
