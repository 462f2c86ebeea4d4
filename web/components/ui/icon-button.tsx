import type { LucideIcon } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

const tones = {
  /** Grey until pointed at: edit, archive, close. */
  neutral:
    'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100',
  /** Grey until pointed at, then red: delete and remove. */
  danger:
    'text-slate-500 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-950/60 dark:hover:text-red-400',
  /** The top bar's, as dark as the text buttons beside it. */
  strong: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  /** Inside a field (the password's show/hide): only the icon changes colour. */
  bare: 'text-slate-500 hover:text-slate-800 dark:hover:text-slate-200',
} as const;

/** At least 40 px square on phones, a finger's target; from `sm` up the lists keep their denser 36 or 32 px. */
const sizes = {
  sm: 'h-10 w-10 sm:h-8 sm:w-8',
  md: 'h-10 w-10 sm:h-9 sm:w-9',
  /** 40 px everywhere: beside a 40 px field or in the top bar. */
  lg: 'h-10 w-10',
} as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** What the button does, for screen readers (its aria-label) and, unless `title` says it shorter, on hover. */
  label: string;
  /** The icon to draw; or give `children`. */
  icon?: LucideIcon;
  iconSize?: number;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  children?: ReactNode;
}

/** A button that shows only an icon: named by `label`, with the focus ring every button has. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon: Icon,
    iconSize = 16,
    tone = 'neutral',
    size = 'md',
    title,
    type = 'button',
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        tones[tone],
        sizes[size],
        className,
      )}
      {...props}
    >
      {Icon ? <Icon size={iconSize} aria-hidden /> : children}
    </button>
  );
});
