import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';
import { IconButton } from './icon-button';

/** A card's action says what it does in colour as well: a phone has no hover to reveal the red of a delete. */
const textTones = {
  neutral: 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  danger: 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/60',
} as const;

/** A RowAction's look with its verb beside the icon, for a link among a card's actions ('Ver lançamentos'). */
export function rowActionClass(tone: keyof typeof textTones = 'neutral') {
  return cn(
    'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    focusRing,
    textTones[tone],
  );
}

interface RowActionProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children' | 'title'> {
  /** 'Excluir': the icon's hover text in a table, the text beside the icon on a card. */
  verb: string;
  /** 'Excluir Nubank': what a screen reader hears, naming the row. */
  label: string;
  icon: LucideIcon;
  tone?: keyof typeof textTones;
  /** The verb beside the icon, where there is room (a phone's card); otherwise the icon alone. */
  withText?: boolean;
}

/** An action of a list's row: the icon alone in a dense table, the icon and its verb on a phone's card. */
export function RowAction({
  verb,
  label,
  icon: Icon,
  tone = 'neutral',
  withText = false,
  className,
  type = 'button',
  ...props
}: RowActionProps) {
  if (!withText)
    return <IconButton label={label} title={verb} icon={Icon} tone={tone} className={className} {...props} />;
  return (
    <button type={type} aria-label={label} className={cn(rowActionClass(tone), className)} {...props}>
      <Icon size={16} aria-hidden />
      {verb}
    </button>
  );
}
