import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-provider';
import { ToastProvider } from '../components/ui/toast';
import { ThemeProvider } from './theme';

/**
 * What every page has, the sign-in page included. The query cache is not here: only the signed-in screens use it,
 * and the shell provides it (protected-layout.tsx), so the sign-in page's first script does not carry it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
