import { ArrowLeftRight, Eye, Home, Menu, Plus, ScanLine } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { WhenWritable } from '../../entities/book/public';
import { cn } from '../../lib/cn';
import { openNewTransaction } from '../../lib/events';
import { MoreSheet } from './more-sheet';
import { NavCount } from './nav-count';
import { useNavGroups } from './use-nav-items';

const itemClass = 'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-xs font-medium';

/**
 * The phone's navigation: Início, Nova, Capturar, Transações, Mais (a sheet with every entry, in the sidebar's
 * groups and order).
 */
export function BottomNav({
  menuOpen,
  setMenuOpen,
}: {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}) {
  const { pathname } = useLocation();
  const groups = useNavGroups();
  // What waits in the sheet (invitations beside 'Livros') shows on 'Mais' too, or a phone would never see it.
  const waiting = groups.flatMap((group) => group.items).find((item) => item.count)?.count;

  // Moving to another page closes the sheet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [pathname]);

  const tone = (active: boolean) =>
    active ? 'text-brand-700 dark:text-brand-500' : 'text-slate-600 dark:text-slate-400';

  return (
    <>
      <nav
        aria-label="Navegação inferior"
        className="no-print fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden dark:border-slate-800 dark:bg-slate-900"
      >
        <Link to="/" className={cn(itemClass, tone(pathname === '/'))}>
          <Home size={20} aria-hidden /> Início
        </Link>
        {/* In a book the person only reads, the place of 'Nova' says so rather than offering a refused form. */}
        <WhenWritable
          fallback={
            <p className={cn(itemClass, 'text-amber-800 dark:text-amber-300')} data-testid="read-only-nav">
              <Eye size={20} aria-hidden /> Só leitura
            </p>
          }
        >
          <button type="button" onClick={() => openNewTransaction()} className={cn(itemClass, tone(false))}>
            <Plus size={20} aria-hidden /> Nova
          </button>
        </WhenWritable>
        {/* 'Nova transação' opened on its Pix or boleto code field (paste, scan or a picture). */}
        <WhenWritable>
          <button
            type="button"
            onClick={() => openNewTransaction({ capture: true })}
            className={cn(itemClass, tone(false))}
          >
            <ScanLine size={20} aria-hidden /> Capturar
          </button>
        </WhenWritable>
        <Link to="/transactions" className={cn(itemClass, tone(pathname.startsWith('/transactions')))}>
          <ArrowLeftRight size={20} aria-hidden /> Transações
        </Link>
        <button
          type="button"
          onClick={() => setMenuOpen(!menuOpen)}
          className={cn(itemClass, tone(menuOpen))}
          aria-expanded={menuOpen}
        >
          <span className="relative">
            <Menu size={20} aria-hidden />
            <NavCount count={waiting} className="absolute -top-1.5 left-3" />
          </span>
          Mais
        </button>
      </nav>
      {menuOpen ? <MoreSheet groups={groups} pathname={pathname} onClose={() => setMenuOpen(false)} /> : null}
    </>
  );
}
