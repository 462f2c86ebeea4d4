import { Check } from 'lucide-react';
import { useRef } from 'react';
import type { BookView } from '../../../common/contract/books';
import { focusRing } from '../../components/ui/button';
import { roleNote } from '../../entities/book/book-words';
import { cn } from '../../lib/cn';

const ARROW_STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The person's books as a list of buttons, the current one marked (aria-current) and, when `focusCurrent`, focused
 * on opening; the arrows, Home and End move between them. The role is written beside a book the person does not own.
 */
export function BookChoices({
  books,
  currentId,
  onPick,
  focusCurrent = false,
}: {
  books: readonly BookView[];
  currentId: number | undefined;
  onPick: (book: BookView) => void;
  focusCurrent?: boolean;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAt = (index: number) => buttons.current[(index + books.length) % books.length]?.focus();

  return (
    <ul aria-label="Livros" className="flex flex-col gap-0.5">
      {books.map((book, index) => {
        const current = book.id === currentId;
        const note = roleNote(book.role);
        return (
          <li key={book.id}>
            <button
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              aria-current={current ? 'true' : undefined}
              autoFocus={focusCurrent && current}
              className={cn(
                'flex min-h-10 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm',
                focusRing,
                current
                  ? 'bg-brand-50 font-medium text-brand-800 dark:bg-brand-800/30 dark:text-brand-100'
                  : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
              onClick={() => onPick(book)}
              onKeyDown={(event) => {
                const step = ARROW_STEP[event.key];
                const target =
                  step !== undefined
                    ? index + step
                    : event.key === 'Home'
                      ? 0
                      : event.key === 'End'
                        ? -1
                        : null;
                if (target === null) return;
                event.preventDefault();
                focusAt(target);
              }}
            >
              <Check size={16} aria-hidden className={cn('shrink-0', !current && 'invisible')} />
              <span className="min-w-0 flex-1 truncate">{book.name}</span>
              {note === null ? null : (
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{note}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
