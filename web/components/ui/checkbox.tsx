import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** What ticking it means, the whole line clickable. */
  children: ReactNode;
  /** Classes of the label (its layout in the page). */
  labelClassName?: string;
};

/** A checkbox and its text, the text being its label: one look for every yes/no choice of the app. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, labelClassName, className, ...props },
  ref,
) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-2 text-sm text-slate-700 dark:text-slate-300',
        labelClassName,
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        className={cn('mt-0.5 h-4 w-4 shrink-0 accent-brand-700', className)}
        {...props}
      />
      <span>{children}</span>
    </label>
  );
});
