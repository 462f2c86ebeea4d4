import { type ForwardedRef, forwardRef, type InputHTMLAttributes, type ReactElement, type Ref } from 'react';
import { cn } from '../../../lib/cn';

interface Option<T extends string> {
  value: T;
  label: string;
}

type Props<T extends string> = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  legend: string;
  options: readonly Option<T>[];
};

/** The chosen option's look per type: green for income, red for expense, neutral for a transfer. */
const tones: Record<string, string> = {
  receita: 'peer-checked:bg-emerald-600 peer-checked:text-white',
  despesa: 'peer-checked:bg-red-600 peer-checked:text-white',
  transfer: 'peer-checked:bg-slate-700 peer-checked:text-white dark:peer-checked:bg-slate-500',
};

/**
 * A segmented choice made of real radio buttons (register it with react-hook-form like an input): arrow keys
 * move between the options and a screen reader hears a radio group.
 */
function TypeToggleInner<T extends string>(
  { legend, options, className, disabled, ...props }: Props<T>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  return (
    <fieldset className={cn('min-w-0', className)} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div
        className={cn(
          'grid gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800',
          options.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
          disabled && 'opacity-60',
        )}
      >
        {options.map((option) => (
          <label key={option.value} className={disabled ? 'cursor-not-allowed' : 'cursor-pointer'}>
            <input ref={ref} type="radio" value={option.value} className="peer sr-only" {...props} />
            <span
              className={cn(
                'flex h-9 items-center justify-center rounded-md px-2 text-sm font-medium text-slate-600 transition-colors peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600 dark:text-slate-300',
                tones[option.value] ?? 'peer-checked:bg-white peer-checked:text-slate-900',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const TypeToggle = forwardRef(TypeToggleInner) as <T extends string>(
  props: Props<T> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;
