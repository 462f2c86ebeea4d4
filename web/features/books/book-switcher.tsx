import { BookOpen, ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../common/contract/book-roles';
import { focusRing } from '../../components/ui/button';
import { Popover } from '../../components/ui/popover';
import { useCurrentBook } from '../../entities/book/use-current-book';
import { cn } from '../../lib/cn';
import { BookChoices } from './book-choices';
import { ReadOnlyBadge } from './read-only-badge';
import { usePickBook } from './switch-book';

/**
 * The top bar's book: its name, opening the list of the person's books and 'Gerenciar livros'. Shown only to a
 * person in more than one book: with the personal book alone there is nothing to switch to, and 'Livros' in the
 * menu is where a shared book is created.
 */
export function BookSwitcher({ className }: { className?: string }) {
  const { books, current } = useCurrentBook();
  const pick = usePickBook();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!current || books.length < 2) return null;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className={cn('relative min-w-0 items-center gap-2', className)}>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Livro: ${current.name}. Trocar de livro`}
        title={current.name}
        data-testid="book-switcher"
        className={cn(
          'inline-flex h-10 min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
          focusRing,
        )}
        onClick={() => setOpen((o) => !o)}
      >
        <BookOpen size={16} aria-hidden className="shrink-0 text-brand-700 dark:text-brand-500" />
        {/* Narrower beside the read-only note, so the month and the search keep their room at 1280 px. */}
        <span className={cn('truncate', can(current.role, 'write') ? 'max-w-36' : 'max-w-24')}>
          {current.name}
        </span>
        <ChevronDown size={14} aria-hidden className="shrink-0" />
      </button>
      {can(current.role, 'write') ? null : <ReadOnlyBadge />}
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        triggerRef={trigger}
        label="Trocar de livro"
        className="w-72 p-2"
      >
        <BookChoices
          books={books}
          currentId={current.id}
          focusCurrent
          onPick={(book) => {
            close();
            void pick(book, current);
          }}
        />
        <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
          <Link
            to="/livros"
            onClick={() => setOpen(false)}
            className={cn(
              'flex min-h-10 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-500 dark:hover:bg-slate-800',
              focusRing,
            )}
          >
            Gerenciar livros
          </Link>
        </div>
      </Popover>
    </div>
  );
}
