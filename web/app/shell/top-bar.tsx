import { Bell, LogOut, Moon, Plus, Search, Sun } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMonthLabel } from '../../../common/dates';
import { inputClass } from '../../components/ui/field';
import { IconButton } from '../../components/ui/icon-button';
import { WhenWritable } from '../../entities/book/public';
import { useLogout } from '../../entities/session/use-logout';
import { BookSwitcher } from '../../features/books/book-switcher';
import { CurrentBookLine } from '../../features/books/current-book-line';
import { useNotices } from '../../features/reminders/api/notices';
import { countsByKind } from '../../features/reminders/notice-text';
import { cn } from '../../lib/cn';
import { openNewTransaction } from '../../lib/events';
import { useSelectedMonth } from '../../lib/month-context';
import { useTheme } from '../theme';
import { NOTICES_PATH, noticeTitle } from './notices';

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export function TopBar() {
  const navigate = useNavigate();
  const { month } = useSelectedMonth();
  const { theme, toggle } = useTheme();
  const logout = useLogout();
  // One answer for the badge and the list it opens: the number shown is the list's length.
  const notices = useNotices();
  const [search, setSearch] = useState('');
  const count = notices.data?.count ?? 0;

  return (
    <header className="no-print sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      <Link to="/" className="flex items-center gap-2 lg:hidden" aria-label="Grana">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-700 font-bold text-white">
          G
        </span>
      </Link>
      <BookSwitcher className="hidden lg:flex" />
      {/* On a phone the shared book's line takes the room the search has on wider screens. */}
      <div className="min-w-0 max-md:flex-1">
        <CurrentBookLine className="lg:hidden" />
        <p
          className="min-w-0 truncate text-sm font-semibold text-slate-800 first-letter:uppercase sm:text-base dark:text-slate-100"
          data-testid="month-label"
        >
          {formatMonthLabel(month)}
        </p>
      </div>
      <search className="ml-auto hidden max-w-xs min-w-36 flex-1 md:block">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const q = search.trim();
            navigate(q ? `/transactions?q=${encodeURIComponent(q)}` : '/transactions');
          }}
        >
          <div className="relative">
            <Search
              size={16}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              type="search"
              aria-label="Buscar transações"
              placeholder="Buscar transações"
              className={cn(inputClass, 'pl-9')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </form>
      </search>
      <div className="ml-auto flex items-center gap-1 md:ml-0">
        <IconButton
          label={theme === 'dark' ? 'Usar tema claro' : 'Usar tema escuro'}
          title="Alternar tema"
          icon={theme === 'dark' ? Sun : Moon}
          iconSize={18}
          tone="strong"
          size="lg"
          onClick={toggle}
        />
        <Link
          to={NOTICES_PATH}
          className={cn(iconButton, 'relative w-auto gap-1 px-2 text-sm')}
          aria-label={`Avisos: ${count}`}
          title={noticeTitle(countsByKind(notices.data?.items ?? []))}
        >
          <Bell size={18} aria-hidden />
          <span className="hidden sm:inline">Avisos</span>
          {count > 0 ? (
            <span
              data-testid="avisos-badge"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
            >
              {count}
            </span>
          ) : null}
        </Link>
        {/* A leitor is not offered it: the read-only note beside the book's name says why. */}
        <WhenWritable>
          <button
            type="button"
            onClick={() => openNewTransaction()}
            className="hidden h-10 items-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-800 lg:inline-flex"
          >
            <Plus size={16} aria-hidden /> Nova transação
          </button>
        </WhenWritable>
        <button
          type="button"
          className={cn(iconButton, 'w-auto gap-1 px-2 text-sm')}
          onClick={() => void logout()}
        >
          <LogOut size={18} aria-hidden />
          <span className="sr-only sm:not-sr-only">Sair</span>
        </button>
      </div>
    </header>
  );
}
