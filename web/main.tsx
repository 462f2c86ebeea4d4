import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { hasSession } from './lib/session';
import { afterFirstScreen } from './pwa/after-first-screen';
import { startServiceWorker } from './pwa/register';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

/**
 * The query cache of a signed-in page's first calls: the page's chunks have loaded its module by the time this is
 * asked. Signed out there is none to wait for, and the sign-in page's first script does without TanStack Query.
 */
const pageQueries = () =>
  hasSession() ? import('./lib/query-client').then((m) => m.queryClient) : Promise.resolve(null);

void startServiceWorker(afterFirstScreen(pageQueries, router));
