import { type ReactNode, useId } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/**
 * One titled block of the dashboard; the title names the region for screen readers. `asOf` ('hoje') follows the
 * title of a block that does not follow the selected month, when another month is chosen.
 */
export function Panel({
  title,
  asOf,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  asOf?: string | null;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <section aria-labelledby={id} data-testid={testId} className="flex min-w-0 flex-1 flex-col">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="font-semibold text-slate-900 dark:text-slate-100">
            {title}
            <AsOf when={asOf} />
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A small text link in a panel's corner. */
export const panelLinkClass = 'text-sm font-medium text-brand-700 hover:underline dark:text-brand-500';

/** A line saying there is nothing to show, inside a panel. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}

/** ' · hoje' after a title whose figures are of another day than the selected month's. */
export function AsOf({ when }: { when?: string | null }) {
  if (!when) return null;
  return <span className="font-normal text-slate-500 dark:text-slate-400"> · {when}</span>;
}
