import { LogOut, Tag, Users, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useLogout } from '../../entities/session/use-logout';
import { BookMenuSection } from '../../features/books/book-menu-section';
import { cn } from '../../lib/cn';
import { NavCount } from './nav-count';
import { NavGroup } from './nav-group';
import type { NavGroup as NavGroupItems, NavItem } from './nav-items';
import { isActive } from './nav-items';

/** 'Mais' on the phone: a sheet with the book's menu, every entry in the sidebar's groups and order, and 'Sair'. */
export function MoreSheet({
  groups,
  pathname,
  onClose,
}: {
  groups: NavGroupItems[];
  pathname: string;
  onClose: () => void;
}) {
  const logout = useLogout();

  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <button
        type="button"
        aria-label="Fechar menu"
        className="absolute inset-0 bg-slate-950/50"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-label="Menu"
        className="absolute inset-x-0 bottom-0 max-h-[80vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] dark:bg-slate-900"
      >
        <div className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-300 dark:bg-slate-700" />
        <BookMenuSection onPicked={onClose} />
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
  );
}
