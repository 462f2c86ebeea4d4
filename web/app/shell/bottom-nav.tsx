import {
  ArrowLeftRight,
  Eye,
  Home,
  LogOut,
  Menu,
  Plus,
  ScanLine,
  Tag,
  Users,
  WandSparkles,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { WhenWritable } from '../../entities/book/public';
import { useLogout } from '../../entities/session/use-logout';
import { BookMenuSection } from '../../features/books/book-menu-section';
import { cn } from '../../lib/cn';
import { openNewTransaction } from '../../lib/events';
import { NavCount } from './nav-count';
import { NavGroup } from './nav-group';
import type { NavItem } from './nav-items';
import { isActive } from './nav-items';
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
  const logout = useLogout();
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
      {menuOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label="Fechar menu"
            className="absolute inset-0 bg-slate-950/50"
            onClick={() => setMenuOpen(false)}
          />
          <div
            role="dialog"
            aria-label="Menu"
            className="absolute inset-x-0 bottom-0 max-h-[80vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] dark:bg-slate-900"
          >
            <div className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-300 dark:bg-slate-700" />
            <BookMenuSection onPicked={() => setMenuOpen(false)} />
            {groups.map((group, index) => {
              // Tags, Favorecidos and Regras (under Categorias on the desktop) join the everyday group.
              const items: NavItem[] =
                index === 0
                  ? [
                      ...group.items,
                      { to: '/tags', label: 'Tags', icon: Tag },
                      { to: '/payees', label: 'Favorecidos', icon: Users },
                      { to: '/rules', label: 'Regras', icon: WandSparkles },
                    ]
                  : group.items;
              return (
                <NavGroup
                  key={group.heading ?? 'main'}
                  heading={group.heading}
                  id={`sheet-group-${index}`}
                  first={index === 0}
                  headingClassName="px-1 pb-2"
                  listClassName="grid grid-cols-3 gap-2"
                >
                  {items.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        className={cn(
                          'flex h-20 flex-col items-center justify-center gap-1 rounded-xl px-1 text-center text-xs font-medium',
                          isActive({ ...item, also: [] }, pathname)
                            ? 'bg-brand-50 text-brand-800 dark:bg-brand-800/30 dark:text-brand-100'
                            : 'bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                        )}
                      >
                        <span className="relative">
                          <item.icon size={20} aria-hidden />
                          <NavCount count={item.count} className="absolute -top-1.5 left-3" />
                        </span>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </NavGroup>
              );
            })}
            <button
              type="button"
              onClick={() => void logout()}
              className="mt-4 flex h-14 w-full items-center justify-center gap-2 rounded-xl bg-red-50 text-sm font-medium text-red-700 dark:bg-red-950/50 dark:text-red-300"
            >
              <LogOut size={20} aria-hidden /> Sair
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
