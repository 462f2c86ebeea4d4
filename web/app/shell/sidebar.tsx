import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { NavCount } from './nav-count';
import { NavGroup } from './nav-group';
import { isActive } from './nav-items';
import { useNavGroups } from './use-nav-items';

/** The desktop's menu: the entries in their groups (nav-items.ts), each group a list named by its heading. */
export function Sidebar() {
  const { pathname } = useLocation();
  const groups = useNavGroups();
  return (
    <aside className="no-print fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900">
      <Link to="/" className="flex h-16 items-center gap-2 px-5">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-700 font-bold text-white">
          G
        </span>
        <span className="text-lg font-semibold tracking-tight">Grana</span>
      </Link>
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3 pb-4">
        {groups.map((group, index) => (
          <NavGroup
            key={group.heading ?? 'main'}
            heading={group.heading}
            id={`nav-group-${index}`}
            first={index === 0}
            headingClassName="px-3 pb-1"
            listClassName="flex flex-col gap-0.5"
          >
            {group.items.map((item) => {
              const active = isActive(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                      active
                        ? 'bg-brand-50 text-brand-800 dark:bg-brand-800/30 dark:text-brand-100'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                    )}
                  >
                    <item.icon size={18} aria-hidden />
                    {item.label}
                    <NavCount count={item.count} className="ml-auto" />
                  </Link>
                </li>
              );
            })}
          </NavGroup>
        ))}
      </nav>
    </aside>
  );
}
