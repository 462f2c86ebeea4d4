import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A grey pulsing block standing where a piece of content will be. */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800', className)} />
  );
}

/**
 * A region whose layout is known while its data loads: blocks shaped like it (children), aria-busy, and the
 * loading words for screen readers (the specification's 'Carregando dados...' on the dashboard, kept by the
 * reports, which showed those words before they had skeletons).
 */
export function Skeleton({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Blocks for a list or a table: one bar per row (rowClassName for rows taller than a table's). */
export function SkeletonRows({ rows = 5, rowClassName = 'h-12' }: { rows?: number; rowClassName?: string }) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder
    <SkeletonBlock key={i} className={rowClassName} />
  ));
}

/** Blocks for a row of figure cards (the month summaries), cols at the widest. */
export function SkeletonCards({ cols, className }: { cols: 3 | 4; className?: string }) {
  return (
    <div
      className={cn('grid gap-3', cols === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3', className)}
    >
      {Array.from({ length: cols }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are identical and never reorder
        <SkeletonBlock key={i} className="h-24" />
      ))}
    </div>
  );
}
