import type { ReactNode } from 'react';

/**
 * The cards both lists of fixed expenses show on a phone (the dashboard's and the management list's): one
 * list item per card, each list writing its own.
 */
export function RecurringCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
    </ul>
  );
}

/** A card's heading: the description, then the lines beneath it. */
export function CardTitle({ description, children }: { description: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">{description}</p>
      {children}
    </div>
  );
}
