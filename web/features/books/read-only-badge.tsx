import { bookRoleHints } from '../../../common/contract/book-roles';
import { cn } from '../../lib/cn';

/** The note that the current book may only be read: its writes are refused by the server with its own message. */
export function ReadOnlyBadge({ className }: { className?: string }) {
  return (
    <span
      title={bookRoleHints.leitor}
      className={cn(
        'shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
        className,
      )}
    >
      Somente leitura
    </span>
  );
}
