import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { BOOK_MESSAGES } from '../../../common/contract/book-roles';
import { cn } from '../../lib/cn';
import { useBookAbilities } from './book-abilities';
import { READ_ONLY_NOTE } from './book-words';

/**
 * Its children where the current book may be written (dono, editor); elsewhere `fallback`, or nothing. While the role
 * is on its way, neither.
 */
export function WhenWritable({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { canWrite, known } = useBookAbilities();
  return canWrite ? children : known ? fallback : null;
}

/** Its children to a dono of the current book only; elsewhere `fallback`, or nothing (neither while unknown). */
export function WhenOwner({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { owns, known } = useBookAbilities();
  return owns ? children : known ? fallback : null;
}

/**
 * What stands where a page's main write button ('Nova meta', 'Nova regra') stands for a leitor: the plain statement
 * that this book is read only, instead of a button that would only be refused.
 */
export function ReadOnlyNote({ className }: { className?: string }) {
  return (
    <p
      title={BOOK_MESSAGES.readOnly}
      data-testid="read-only-note"
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 text-sm font-medium text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200',
        className,
      )}
    >
      <Eye size={16} aria-hidden className="shrink-0" />
      {READ_ONLY_NOTE}
    </p>
  );
}

/** A page's main write action, or the statement that the book is read only. */
export function WritableOr({ children, className }: { children: ReactNode; className?: string }) {
  return <WhenWritable fallback={<ReadOnlyNote className={className} />}>{children}</WhenWritable>;
}
