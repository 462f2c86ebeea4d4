import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { PwaNotices } from '../../components/pwa-notices';
import { useBookWatch } from '../../features/books/use-book-watch';
import { NewTransactionModal } from '../../features/transactions/new/new-transaction-modal';
import { BottomNav } from './bottom-nav';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useShortcuts } from './use-shortcuts';

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useShortcuts(closeMenu);
  useBookWatch();
  return (
    <div className="min-h-dvh">
      {/* The first stop of Tab, past the menu and the top bar; main takes the focus (tabIndex -1). */}
      <a
        href="#conteudo"
        className="no-print sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
      >
        Pular para o conteúdo
      </a>
      <Sidebar />
      <div className="lg:pl-60">
        <PwaNotices className="px-4 pt-3 lg:px-6" />
        <TopBar />
        <main
          id="conteudo"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 pt-6 pb-28 outline-none lg:px-8 lg:pb-10"
        >
          <Suspense fallback={<p className="text-sm text-slate-500">Carregando...</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomNav menuOpen={menuOpen} setMenuOpen={setMenuOpen} />
      <NewTransactionModal />
    </div>
  );
}
