import { useId } from 'react';
import { useCurrentBook } from '../../entities/book/use-current-book';
import { BookChoices } from './book-choices';
import { usePickBook } from './switch-book';

/** The phone's 'Mais' sheet: the books to switch to, above the pages (with one book only, nothing). */
export function BookMenuSection({ onPicked }: { onPicked: () => void }) {
  const titleId = useId();
  const { books, current } = useCurrentBook();
  const pick = usePickBook();
  if (!current || books.length < 2) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mb-3 rounded-xl border border-slate-200 p-2 dark:border-slate-700"
    >
      <h2 id={titleId} className="px-2 pb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
        Livro
      </h2>
      <BookChoices
        books={books}
        currentId={current.id}
        onPick={(book) => {
          onPicked();
          void pick(book, current);
        }}
      />
    </section>
  );
}
