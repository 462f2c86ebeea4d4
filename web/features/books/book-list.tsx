import { Users } from 'lucide-react';
import { useId } from 'react';
import type { BookView } from '../../../common/contract/books';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { bookSummary } from '../../entities/book/book-words';
import { cn } from '../../lib/cn';
import { InUseTag } from './in-use-tag';

/** 'Seus livros': each book with who shares it and the person's role; choosing one shows it beside the list. */
export function BookList({
  books,
  currentId,
  selectedId,
  onSelect,
}: {
  books: readonly BookView[];
  currentId: number | undefined;
  selectedId: number | undefined;
  onSelect: (book: BookView) => void;
}) {
  const titleId = useId();
  return (
    <Card className="p-2">
      <h2 id={titleId} className="px-2 pt-1 pb-2 font-semibold">
        Seus livros
      </h2>
      <ul aria-labelledby={titleId} className="flex flex-col gap-1">
        {books.map((book) => {
          const selected = book.id === selectedId;
          return (
            <li key={book.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(book)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left',
                  focusRing,
                  selected
                    ? 'bg-brand-50 dark:bg-brand-800/30'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                )}
              >
                <Users size={18} aria-hidden className="shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                    {book.name}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {bookSummary(book)}
                  </span>
                </span>
                {book.id === currentId ? <InUseTag /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
