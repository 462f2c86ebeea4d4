import { cn } from '../../lib/cn';
import type { NavItem } from './nav-items';

/** A menu entry's count (the invitations beside 'Livros'): a small pill, read out with what it counts. */
export function NavCount({ count, className }: { count: NavItem['count']; className?: string }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden
        data-testid="nav-count"
        className={cn(
          'min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white',
          className,
        )}
      >
        {count.value}
      </span>
      <span className="sr-only">, {count.text}</span>
    </>
  );
}
