import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** 'Lendo arquivo...' while the worker reads; the page stays responsive meanwhile. */
export function ReadingIndicator({ className }: { className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col gap-2', className)}>
      <span className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Loader2 size={16} aria-hidden className="animate-spin text-brand-700 dark:text-brand-500" />
        Lendo arquivo...
      </span>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full w-full animate-pulse rounded-full bg-brand-600/70" />
      </div>
    </div>
  );
}
