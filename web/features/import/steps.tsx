import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

const STEPS = ['Arquivo', 'Mapeamento', 'Conclusão'] as const;

/** 1 Arquivo — 2 Mapeamento — 3 Conclusão, with the current step marked. */
export function ImportSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Etapas da importação" className="mb-6 flex items-center gap-2 text-sm">
      {STEPS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={cn('flex min-w-0 items-center gap-2', active ? 'flex-1' : 'sm:flex-1')}
          >
            <span
              className={cn(
                'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                done && 'bg-brand-700 text-white',
                active && 'bg-brand-700 text-white ring-4 ring-brand-600/20',
                !done && !active && 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
              )}
            >
              {done ? <Check size={14} aria-hidden /> : step}
            </span>
            <span
              className={cn(
                'truncate',
                active
                  ? 'font-medium text-slate-900 dark:text-slate-100'
                  : 'hidden text-slate-500 sm:inline dark:text-slate-400',
              )}
            >
              {label}
            </span>
            {step < STEPS.length ? (
              <span aria-hidden className="hidden h-px flex-1 bg-slate-200 sm:block dark:bg-slate-800" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
