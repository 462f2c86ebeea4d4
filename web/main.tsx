import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { router } from './app/router';
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

void startServiceWorker(afterFirstScreen(queryClient, router));
