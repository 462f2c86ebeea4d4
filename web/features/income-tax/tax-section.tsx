import { type ReactNode, useId } from 'react';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** The muted small text of the page: a document, a note, a source. */
export const muted = 'text-xs text-slate-600 dark:text-slate-400';

/** A CPF/CNPJ's absence: a warning, as the Receita asks it of every deductible payment. */
export const warning = 'text-amber-800 dark:text-amber-300';

/** A link inside the page's text. */
export const textLink = cn(
  'rounded font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500',
  focusRing,
);

/**
 * One of the declaration's groups as a card: its heading (the region's name), what it is about under it, and beside
 * the heading what it counts.
 */
export function TaxSection({
  title,
  description,
  aside,
  children,
  testId,
  id,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The section's place in the page, for a link to it ('#informes'). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} data-testid={testId} className="scroll-mt-20">
      <Card className="min-w-0">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-base font-semibold">
            {title}
          </h2>
          {aside}
        </div>
        {description ? <p className={cn(muted, '-mt-2 mb-3 text-sm')}>{description}</p> : null}
        {children}
      </Card>
    </section>
  );
}

/** What a group has nothing of, in plain words. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
