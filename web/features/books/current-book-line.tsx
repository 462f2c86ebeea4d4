import { BookOpen } from 'lucide-react';
import { can } from '../../../common/contract/book-roles';
import { isSharedBook } from '../../entities/book/shared-book';
import { useCurrentBook } from '../../entities/book/use-current-book';
import { cn } from '../../lib/cn';
import { ReadOnlyBadge } from './read-only-badge';

/**
 * On a phone the top bar has no room for the switcher (it lives in 'Mais'): a line above the month still says
 * which shared book the figures belong to, and when it may only be read. Nothing for the personal book.
 */
export function CurrentBookLine({ className }: { className?: string }) {
  const { current } = useCurrentBook();
  if (!isSharedBook(current)) return null;
  return (
    <p
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400',
        className,
      )}
      data-testid="current-book-line"
    >
      <BookOpen size={12} aria-hidden className="shrink-0 text-brand-700 dark:text-brand-500" />
      <span className="truncate font-medium text-slate-800 dark:text-slate-200">
        <span className="sr-only">Livro </span>
        {current.name}
      </span>
      {can(current.role, 'write') ? null : <ReadOnlyBadge className="py-0" />}
    </p>
  );
}
