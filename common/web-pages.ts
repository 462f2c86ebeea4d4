/**
 * The code of each signed-in page, by path, as web/app/router.tsx loads it: the shell around every page, the
 * page's module and the module of its first API calls (route loaders). Paths in the build's manifest, relative
 * to web/. The server names these chunks in the page it sends for a path, so that a browser fetches them beside
 * the app's first script instead of after it has run (server/http/page-preloads.ts); the bench weighs each
 * route from the same list. A page missing here is still served, only without the head start.
 */
export const APP_SHELL_MODULE = 'app/protected-layout.tsx';

export interface PageModules {
  page: string;
  /** The route's loader module that starts the page's first API calls. */
  prefetch?: string;
}

const DASHBOARD: PageModules = {
  page: 'app/dashboard/dashboard-page.tsx',
  prefetch: 'app/dashboard/api/prefetch.ts',
};

export const SIGNED_IN_PAGES: Readonly<Record<string, PageModules>> = {
  '/': DASHBOARD,
  '/dashboard': DASHBOARD,
  '/transactions': {
    page: 'features/transactions/list/transactions-page.tsx',
    prefetch: 'features/transactions/api/prefetch.ts',
  },
  '/dashboard-gastos-fixos': { page: 'features/recurring/recurring-dashboard-page.tsx' },
  '/forecast': { page: 'features/forecast/forecast-page.tsx' },
  '/patrimonio': { page: 'features/net-worth/net-worth-page.tsx' },
  '/bens': { page: 'features/assets/assets-page.tsx' },
  '/investimentos': { page: 'features/investments/investments-page.tsx' },
  '/dividas': { page: 'features/debts/debts-page.tsx' },
  '/gastos-fixos': { page: 'features/recurring/recurring-page.tsx' },
  '/avisos': { page: 'features/reminders/notices-page.tsx' },
  '/accounts': { page: 'features/accounts/accounts-page.tsx' },
  '/cards': { page: 'features/cards/cards-page.tsx' },
  '/categories': { page: 'features/categories/categories-page.tsx' },
  '/tags': { page: 'features/tags/tags-page.tsx' },
  '/payees': { page: 'features/payees/payees-page.tsx' },
  '/rules': { page: 'features/rules/rules-page.tsx' },
  '/budgets': { page: 'features/budgets/budgets-page.tsx' },
  '/goals': { page: 'features/goals/goals-page.tsx' },
  '/reports': { page: 'features/reports/reports-page.tsx' },
  '/imposto-de-renda': {
    page: 'features/income-tax/income-tax-page.tsx',
    prefetch: 'features/income-tax/api/prefetch.ts',
  },
  '/import': { page: 'features/import/import-page.tsx' },
  '/trazer-dados': { page: 'features/app-import/app-import-page.tsx' },
  '/conexoes': { page: 'features/sync/sync-page.tsx' },
  '/webhooks': { page: 'features/webhooks/webhooks-page.tsx' },
  '/profile': { page: 'features/profile/profile-page.tsx' },
  '/livros': { page: 'features/books/books-page.tsx' },
  '/convite': { page: 'features/books/invitation-page.tsx' },
};
