import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

const tabs = [
  { to: '/categories', label: 'Categorias' },
  { to: '/tags', label: 'Tags' },
  { to: '/payees', label: 'Favorecidos' },
  { to: '/rules', label: 'Regras' },
] as const;

/**
 * Tags, Favorecidos and Regras have no sidebar entry (docs/PRODUCT.md fixes its list); they live beside Categorias.
 */
export function ClassificationTabs() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Classificações" className="mb-4">
      <ul className="flex w-full rounded-lg border border-slate-200 bg-white p-1 sm:inline-flex sm:w-auto dark:border-slate-800 dark:bg-slate-900">
        {tabs.map((tab) => {
          const active = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
          return (
            <li key={tab.to} className="flex-1 sm:flex-none">
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-9 items-center justify-center rounded-md px-2 text-sm sm:px-4 font-medium transition-colors',
                  active
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
