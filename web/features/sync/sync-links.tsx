import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** Where a person gets a client id and secret: Pluggy's dashboard for developers (a free account). */
export const PLUGGY_DASHBOARD_URL = 'https://dashboard.pluggy.ai';

/** A link inside a text, to a site of Pluggy's: it opens in a new tab, and says so to a screen reader. */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'inline-flex items-center gap-0.5 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-500 dark:hover:text-brand-100',
        focusRing,
      )}
    >
      {children}
      <ExternalLink size={12} aria-hidden />
      <span className="sr-only"> (abre em outra aba)</span>
    </a>
  );
}

/**
 * Where the item id is, in the one sentence both the add form's hint and the empty list's steps say: the item is
 * the MeuPluggy connection of the person's application, which only Pluggy's dashboard shows (not MeuPluggy).
 */
export function ItemIdWhere() {
  return (
    <>
      O item id aparece na conexão do MeuPluggy, no dashboard do Pluggy{' '}
      {/* The brackets stay with the address: a line broken inside them leaves one alone at a line's end. */}
      <span className="whitespace-nowrap">
        (<OutsideLink href={PLUGGY_DASHBOARD_URL}>dashboard.pluggy.ai</OutsideLink>).
      </span>
    </>
  );
}
