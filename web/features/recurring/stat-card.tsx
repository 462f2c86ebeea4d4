import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

interface Props {
  label: string;
  /** The main figure: an amount (money) or a count. */
  value: ReactNode;
  icon: ReactNode;
  tone: string;
  testId: string;
  money?: boolean;
  hint?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A summary card: an icon, a label, a figure, and optionally a few items beneath. */
export function StatCard({
  label,
  value,
  icon,
  tone,
  testId,
  money = false,
  hint,
  children,
  className,
}: Props) {
  return (
    <Card className={cn('flex flex-col gap-3', className)} aria-label={label} role="group">
      <div className="flex items-center gap-3">
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', tone)}>
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {label}
          </p>
          <p className={cn('truncate text-xl font-semibold', money && 'money')} data-testid={testId}>
            {value}
          </p>
          {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
        </div>
      </div>
      {children ? (
        <div className="border-t border-slate-100 pt-3 dark:border-slate-800">{children}</div>
      ) : null}
    </Card>
  );
}

export const tones = {
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100',
  pago: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  pendente: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  atrasado: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
} as const;
