import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate } from 'react-router';
import { UNSUBSCRIBE_PAGE_PATH } from '../../common/contract/reminder-page';
import { VERIFY_EMAIL_PAGE_PATH } from '../../common/contract/verify-email-page';
import { LoginPage } from '../features/auth/login-page';
import { hasSession } from '../lib/session';
import { requireSessionLoader } from './require-auth';
import { RouteError } from './route-error';

/**
 * Each protected page is its own chunk, so the sign-in page does not carry charts and tables. Lazy by property
 * (only the Component), so that the router knows the route has no lazy loader and runs its loaders (the guard,
 * the page's prefetch) at once, in parallel with the chunks, instead of after them.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({
  lazy: { Component: () => load().then((m) => m.Component) },
});

type Prefetcher = { prefetch: (client: QueryClient, url: URL) => void };

/**
 * A page's first API calls, started as soon as the route is known, in parallel with its chunks: without it
 * they would wait for the page's code to arrive and render (a round trip and more on a phone's network). The
 * loader returns at once, so the page still renders as soon as its code is there; the page's own queries find
 * the calls in flight. Its small module is fetched beside the page's chunk, and so is the query cache's (not in
 * this first script: the sign-in page has no use for it).
 */
const prefetch = (load: () => Promise<Prefetcher>) => ({
  loader: ({ request }: LoaderFunctionArgs) => {
    if (hasSession())
      void Promise.all([load(), import('../lib/query-client')]).then(([m, { queryClient }]) =>
        m.prefetch(queryClient, new URL(request.url)),
      );
    return null;
  },
});

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  {
    path: '/register',
    errorElement: <RouteError />,
    ...page(() => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage }))),
  },
  {
    path: '/forgot-password',
    errorElement: <RouteError />,
    ...page(() =>
      import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
    ),
  },
  {
    path: '/reset-password',
    errorElement: <RouteError />,
    ...page(() =>
      import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
    ),
  },
  {
    // A reminder e-mail's link: public, as the person may not be signed in where they read their mail.
    path: UNSUBSCRIBE_PAGE_PATH,
    errorElement: <RouteError />,
    ...page(() =>
      import('../features/reminders/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
    ),
  },
  {
    // The confirmation link of an address: public, as the person may read their mail where they are not signed in.
    path: VERIFY_EMAIL_PAGE_PATH,
    errorElement: <RouteError />,
    ...page(() =>
      import('../features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
    ),
  },
  {
    path: '/',
    // The guard runs before the shell's chunk is fetched: a signed-out visitor goes straight to /login.
    loader: requireSessionLoader,
    ...page(() => import('./protected-layout').then((m) => ({ Component: m.ProtectedLayout }))),
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        ...prefetch(() => import('./dashboard/api/prefetch')),
        ...page(() => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }))),
      },
      {
        path: 'dashboard',
        ...prefetch(() => import('./dashboard/api/prefetch')),
        ...page(() => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }))),
      },
      {
        path: 'transactions',
        ...prefetch(() => import('../features/transactions/api/prefetch')),
        ...page(() =>
          import('../features/transactions/list/transactions-page').then((m) => ({
            Component: m.TransactionsPage,
          })),
        ),
      },
      {
        path: 'patrimonio',
        ...page(() =>
          import('../features/net-worth/net-worth-page').then((m) => ({ Component: m.NetWorthPage })),
        ),
      },
      {
        path: 'accounts',
        ...page(() =>
          import('../features/accounts/accounts-page').then((m) => ({ Component: m.AccountsPage })),
        ),
      },
      {
        path: 'cards',
        ...page(() => import('../features/cards/cards-page').then((m) => ({ Component: m.CardsPage }))),
      },
      {
        path: 'categories',
        ...page(() =>
          import('../features/categories/categories-page').then((m) => ({ Component: m.CategoriesPage })),
        ),
      },
      {
        path: 'tags',
        ...page(() => import('../features/tags/tags-page').then((m) => ({ Component: m.TagsPage }))),
      },
      {
        path: 'payees',
        ...page(() => import('../features/payees/payees-page').then((m) => ({ Component: m.PayeesPage }))),
      },
      {
        path: 'rules',
        ...page(() => import('../features/rules/rules-page').then((m) => ({ Component: m.RulesPage }))),
      },
      {
        path: 'budgets',
        ...page(() => import('../features/budgets/budgets-page').then((m) => ({ Component: m.BudgetsPage }))),
      },
      {
        path: 'goals',
        ...page(() => import('../features/goals/goals-page').then((m) => ({ Component: m.GoalsPage }))),
      },
      {
        path: 'investimentos',
        ...page(() =>
          import('../features/investments/investments-page').then((m) => ({ Component: m.InvestmentsPage })),
        ),
      },
      {
        path: 'dividas',
        ...page(() => import('../features/debts/debts-page').then((m) => ({ Component: m.DebtsPage }))),
      },
      {
        path: 'bens',
        ...page(() => import('../features/assets/assets-page').then((m) => ({ Component: m.AssetsPage }))),
      },
      {
        path: 'reports',
        ...page(() => import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage }))),
      },
      {
        path: 'imposto-de-renda',
        ...prefetch(() => import('../features/income-tax/api/prefetch')),
        ...page(() =>
          import('../features/income-tax/income-tax-page').then((m) => ({ Component: m.IncomeTaxPage })),
        ),
      },
      {
        path: 'import',
        ...page(() => import('../features/import/import-page').then((m) => ({ Component: m.ImportPage }))),
      },
      {
        path: 'trazer-dados',
        ...page(() =>
          import('../features/app-import/app-import-page').then((m) => ({ Component: m.AppImportPage })),
        ),
      },
      {
        path: 'conexoes',
        ...page(() => import('../features/sync/sync-page').then((m) => ({ Component: m.SyncPage }))),
      },
      {
        path: 'webhooks',
        ...page(() =>
          import('../features/webhooks/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
        ),
      },
      {
        path: 'livros',
        ...page(() => import('../features/books/books-page').then((m) => ({ Component: m.BooksPage }))),
      },
      {
        path: 'acerto-de-contas',
        ...page(() =>
          import('../features/household/settle-up-page').then((m) => ({ Component: m.SettleUpPage })),
        ),
      },
      {
        // An invitation's link (e-mailed or sent by hand): a signed-out person signs in and comes back here.
        path: 'convite',
        ...page(() =>
          import('../features/books/invitation-page').then((m) => ({ Component: m.InvitationPage })),
        ),
      },
      {
        path: 'gastos-fixos',
        ...page(() =>
          import('../features/recurring/recurring-page').then((m) => ({
            Component: m.RecurringPage,
          })),
        ),
      },
      {
        path: 'avisos',
        ...page(() =>
          import('../features/reminders/notices-page').then((m) => ({ Component: m.NoticesPage })),
        ),
      },
      {
        path: 'dashboard-gastos-fixos',
        ...page(() =>
          import('../features/recurring/recurring-dashboard-page').then((m) => ({
            Component: m.RecurringDashboardPage,
          })),
        ),
      },
      {
        path: 'forecast',
        ...page(() =>
          import('../features/forecast/forecast-page').then((m) => ({ Component: m.ForecastPage })),
        ),
      },
      { path: 'fixed', element: <Navigate to="/gastos-fixos" replace /> },
      { path: 'fixed-dashboard', element: <Navigate to="/dashboard-gastos-fixos" replace /> },
      {
        path: 'debug',
        ...page(() => import('../features/debug/debug-page').then((m) => ({ Component: m.DebugPage }))),
      },
      {
        path: 'profile',
        ...page(() => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage }))),
      },
      {
        path: 'change-password',
        ...page(() =>
          import('../features/profile/change-password-page').then((m) => ({
            Component: m.ChangePasswordPage,
          })),
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
